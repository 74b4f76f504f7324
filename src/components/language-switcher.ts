// Keeps the page's query and hash when switching language; read at click time, because islands
// may rewrite the address after load. An e-mailed link's query, stripped from the address bar,
// is kept in the history entry (`linkQuery`) and carried too.
document.addEventListener('click', (event) => {
  const target =
    event.target instanceof Element ? event.target.closest('a[data-keep-query]') : null;
  if (target instanceof HTMLAnchorElement) {
    const state: unknown = history.state;
    const kept =
      typeof state === 'object' && state !== null && 'linkQuery' in state ? state.linkQuery : '';
    target.search = window.location.search || (typeof kept === 'string' ? kept : '');
    target.hash = window.location.hash;
  }
});
