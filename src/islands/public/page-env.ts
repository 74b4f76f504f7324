// The browser side of a LinkPageEnv: the page's API client (src/lib/public/page-client.ts) with
// the kit's alerts and toasts, the address bar, and the CSRF cookie. Only called from an effect,
// never at import time.
import type { TFunction } from '../../lib/i18n/t.ts';
import { langcodeOf, type Locale } from '../../lib/i18n/locales.ts';
import type { LinkPageEnv } from '../../lib/public/env.ts';
import { publicPageClient } from '../../lib/public/page-client.ts';
import { showAlert } from '../../lib/ui/alerts.ts';
import { toast } from '../../lib/ui/toasts.ts';

/** The environment of an e-mail-link page in the browser. */
export function browserLinkPageEnv(t: TFunction, locale: Locale): LinkPageEnv {
  const alert = (message: string) =>
    showAlert(message, { okLabel: t('reset.alertOk'), tone: 'error' });
  const toastError = (message: string): void => {
    toast(message, { tone: 'error' });
  };
  const { api, hosts, ensureCsrf } = publicPageClient({
    alert,
    toastError,
    messages: { unknownError: t('reset.unknownError') },
  });
  return {
    api,
    href: () => location.href,
    stripQuery: () => {
      // The link leaves the address bar but stays in this page's history entry, so the language
      // switcher can carry it (src/components/language-switcher.ts; requirements E1).
      const state: unknown = history.state;
      const kept = typeof state === 'object' && state !== null ? state : {};
      history.replaceState({ ...kept, linkQuery: location.search }, '', location.pathname);
    },
    langcode: langcodeOf(locale),
    origin: location.origin,
    imageOrigins: [hosts.api, hosts.thumb, hosts.viewer],
    toastError,
    alert,
    ensureCsrf,
    unknownError: t('reset.unknownError'),
  };
}
