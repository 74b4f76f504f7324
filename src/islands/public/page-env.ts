// The browser side of a LinkPageEnv: the real API client with the kit's alerts and toasts, the
// address bar, and the CSRF cookie. Only called from an effect, never at import time.
import { createApiClient } from '../../lib/api/client.ts';
import { browserApiEnv } from '../../lib/api/browser-env.ts';
import { ensureCsrfCookie } from '../../lib/api/csrf.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import { langcodeOf, type Locale } from '../../lib/i18n/locales.ts';
import type { LinkPageEnv } from '../../lib/public/env.ts';
import { showAlert } from '../../lib/ui/alerts.ts';
import { toast } from '../../lib/ui/toasts.ts';

/** The environment of an e-mail-link page in the browser. */
export function browserLinkPageEnv(t: TFunction, locale: Locale): LinkPageEnv {
  const alert = (message: string) =>
    showAlert(message, { okLabel: t('reset.alertOk'), tone: 'error' });
  const toastError = (message: string): void => {
    toast(message, { tone: 'error' });
  };
  const apiEnv = browserApiEnv({
    alert,
    toastError,
    messages: { unknownError: t('reset.unknownError') },
  });
  const api = createApiClient(apiEnv);
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
    imageOrigins: [apiEnv.hosts.api, apiEnv.hosts.thumb, apiEnv.hosts.viewer],
    toastError,
    alert,
    ensureCsrf: () => ensureCsrfCookie(api, () => document.cookie),
    unknownError: t('reset.unknownError'),
  };
}
