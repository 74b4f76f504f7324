// The language switcher on the login page (requirements L27, decision 017): a click loads the
// switch's module at that moment. On the form it follows the link with the typed IDs (never the
// password) in the fragment; past the password it switches the page in place, keeping the step
// and what was typed. Only this listener is part of the page's first load.
/** Listens to the switcher until the returned function is called. */
export function holdLanguageSwitch(
  onForm: () => boolean,
  island: () => Element | null,
  failed: () => void,
): () => void {
  let busy = false;
  const listener = (event: MouseEvent): void => {
    const link =
      event.target instanceof Element ? event.target.closest('nav.lang-switcher a') : null;
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
    if (!(link instanceof HTMLAnchorElement) || modified || event.altKey) return;
    event.preventDefault();
    const form = onForm();
    const root = island();
    if (busy || root === null) return;
    busy = true;
    void import('../../lib/i18n/switch-language.ts')
      .then((m) => m.switchLanguage(new URL(link.href).pathname, root, form))
      .catch(() => false)
      .then((done) => {
        busy = false;
        if (done) return;
        // On the form nothing can be lost but the IDs: the plain link, as before.
        if (form) location.assign(link.href);
        else failed();
      });
  };
  document.addEventListener('click', listener, true);
  return () => {
    document.removeEventListener('click', listener, true);
  };
}
