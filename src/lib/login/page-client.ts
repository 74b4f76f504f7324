// The login extras on a real page: one lazily made API client (the kit's alert and toasts, our
// fallbacks) and the environments of the SSO store and the reset store.
// Browser globals are read only when first used, so importing (and server rendering) is safe.
import { browserApiEnv } from '../api/browser-env.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { forgotPasswordGuest, forgotPasswordUser } from '../api/contract/public.ts';
import { ssoInit } from '../api/contract/sso.ts';
import type { HostMap } from '../hosts/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { showAlert } from '../ui/alerts.ts';
import { toast } from '../ui/toasts.ts';
import { messageText, type Message } from '../api/messages.ts';
import type { ResetEnv } from '../reset-request/reset-store.ts';
import { ssoInitRequest } from '../sso/sso-request.ts';
import type { SsoEnv } from '../sso/sso-store.ts';

/** Translated texts the client shows when the server sends none. */
export interface PageClientTexts {
  readonly ok: string;
  readonly unknownError: string;
}

/** A client over the page's environment, made on first use, and the host map it resolved. */
export function lazyPageClient(
  texts: PageClientTexts,
): () => { client: ApiClient; hosts: HostMap } {
  let made: { client: ApiClient; hosts: HostMap } | null = null;
  return () => {
    if (made !== null) return made;
    const env = browserApiEnv({
      alert: (message) => showAlert(message, { okLabel: texts.ok, tone: 'warning' }),
      toastError: (message) => {
        toast(message, { tone: 'error' });
      },
      messages: { unknownError: texts.unknownError },
    });
    made = { client: createApiClient(env), hosts: env.hosts };
    return made;
  };
}

/** The SSO store's environment on this page: sso/init with the page's query, real navigation. */
export function browserSsoEnv(texts: PageClientTexts, locale: Locale, delayMs: number): SsoEnv {
  const page = lazyPageClient(texts);
  return {
    init: async (code) => {
      const answer = await page().client.call(
        ssoInit,
        ssoInitRequest(code, { locale, search: location.search, origin: location.origin }),
        { onFailure: 'caller' },
      );
      return answer;
    },
    get api() {
      return page().hosts.api;
    },
    navigate: (url) => {
      location.assign(url);
    },
    delayMs,
    schedule: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => {
        clearTimeout(timer);
      };
    },
  };
}

/** The reset store's environment: forgotPassword/user or /guest; other failures as toasts. */
export function browserResetEnv(texts: PageClientTexts, t: (key: string) => string): ResetEnv {
  const page = lazyPageClient(texts);
  return {
    send: (call) =>
      call.type === 'user'
        ? page().client.call(forgotPasswordUser, call.request)
        : page().client.call(forgotPasswordGuest, call.request),
    toastError: (message: Message) => {
      toast(messageText(message, t), { tone: 'error' });
    },
  };
}
