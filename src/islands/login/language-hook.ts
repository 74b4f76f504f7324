// The language switcher on the login page (requirements L27, decision 017): a click loads the
// switch's module at that moment. On the form it follows the link with the typed IDs (never the
// password) in the fragment; past the password it switches the page in place, keeping the step
// and what was typed, or says it could not. Only this listener is in the page's first load.
import { toast } from '../../lib/ui/toasts.ts';

/** Listens to the switcher until the returned function is called. */
export function holdLanguageSwitch(form: boolean, failed: string): () => void {
  const listener = (event: MouseEvent): void => {
    const link =
      event.target instanceof Element
        ? event.target.closest('nav.lang-switcher a, nav[data-language-switch] a')
        : null;
    const island = document.querySelector('astro-island:has(.login-shell)');
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
    if (!(link instanceof HTMLAnchorElement) || island === null || modified || event.altKey) return;
    event.preventDefault();
    void import('../../lib/i18n/switch-language.ts')
      .then((m) => m.switchLanguage(new URL(link.href).pathname, island, form))
      .catch(() => false)
      .then((done) => {
        // On the form nothing but the IDs can be lost: the plain link, as before.
        if (!done && form) location.assign(link.href);
        else if (!done) toast(failed, { tone: 'error' });
      });
  };
  document.addEventListener('click', listener, true);
  return () => {
    document.removeEventListener('click', listener, true);
  };
}
