// The language switcher on the login page (requirements L27, decision 017). On the form, the
// link is followed with the typed IDs (never the password) in the fragment; past the password,
// the page switches in place through a module loaded at that moment, keeping the step and what
// was typed. Only this listener is part of the page's first load.
import { carryFragment } from '../../lib/login/carry.ts';

const field = (autocomplete: string): string =>
  document.querySelector<HTMLInputElement>(`.login-form input[autocomplete="${autocomplete}"]`)
    ?.value ?? '';

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
    const path = new URL(link.href).pathname;
    if (onForm()) {
      const fragment = carryFragment({ company: field('organization'), userId: field('username') });
      if (fragment === '') return;
      event.preventDefault();
      location.assign(`${path}${location.search}${fragment}`);
      return;
    }
    event.preventDefault();
    const root = island();
    if (busy || root === null || link.getAttribute('aria-current') === 'page') return;
    busy = true;
    void import('../../lib/i18n/switch-language.ts')
      .then((m) => m.switchLanguage(path, root))
      .catch(() => false)
      .then((done) => {
        busy = false;
        if (!done) failed();
      });
  };
  document.addEventListener('click', listener, true);
  return () => {
    document.removeEventListener('click', listener, true);
  };
}
