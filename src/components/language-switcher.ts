// The language switcher (src/components/LanguageSwitcher.astro): a disclosure that closes as a
// menu does, on Escape (focus back on its button), on a click elsewhere and when focus leaves it.
//
// It keeps the page's query and hash when switching language; read at click time, because islands
// may rewrite the address after load. An e-mailed link's query, stripped from the address bar,
// is kept in the history entry (`linkQuery`) and carried too.
const openSwitcher = (): HTMLDetailsElement | null =>
  document.querySelector<HTMLDetailsElement>('nav.lang-switcher details[open]');

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const open = openSwitcher();
  if (open !== null && (target === null || !open.contains(target))) open.open = false;
  const link = target?.closest('a[data-keep-query]');
  if (link instanceof HTMLAnchorElement) {
    const state: unknown = history.state;
    const kept =
      typeof state === 'object' && state !== null && 'linkQuery' in state ? state.linkQuery : '';
    link.search = window.location.search || (typeof kept === 'string' ? kept : '');
    link.hash = window.location.hash;
  }
});

document.addEventListener('keydown', (event) => {
  const open = openSwitcher();
  if (event.key !== 'Escape' || open === null) return;
  open.open = false;
  open.querySelector('summary')?.focus();
});

document.addEventListener('focusout', (event) => {
  const open = openSwitcher();
  const next = event.relatedTarget;
  if (open === null || !(event.target instanceof Node) || !open.contains(event.target)) return;
  if (next instanceof Node && open.contains(next)) return;
  // Focus leaving the page (another window) keeps the list as it was.
  if (next === null) return;
  open.open = false;
});
