/* global window */
// Loaded with <script nomodule>: only browsers that cannot run ES modules execute it, and those
// never run our islands. Send them to /restricted in their language, unless already there.
// Plain ES5 on purpose (var, no arrow functions, no template strings).
(function () {
  'use strict';
  var path = window.location.pathname || '/';
  var match = /^\/(ja|ko)(?=\/|$)/.exec(path);
  var prefix = match ? match[0] : '';
  var rest = path.slice(prefix.length) || '/';
  if (/^\/restricted\/?$/.test(rest)) return;
  window.location.replace(prefix + '/restricted');
})();
