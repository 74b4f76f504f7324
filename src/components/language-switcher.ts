// Keeps the page's query and hash when switching language; read at click time, because islands
// may rewrite the address after load.
document.addEventListener('click', (event) => {
  const target =
    event.target instanceof Element ? event.target.closest('a[data-keep-query]') : null;
  if (target instanceof HTMLAnchorElement) {
    target.search = window.location.search;
    target.hash = window.location.hash;
  }
});
