// Agreeing through the server (plain browser only): the API client loads with this module when
// Agree is selected, so the agreement page's first load, and the desktop shell, never need it.
import { createApiClient } from '../api/client.ts';
import { browserApiEnv } from '../api/browser-env.ts';
import { agreeGdpr } from '../api/contract/gdpr.ts';
import { isApiError } from '../api/errors.ts';
import type { Message } from '../api/messages.ts';
import { localePath, type Locale } from '../i18n/locales.ts';
import { PROBLEM_KEYS, problemOf } from '../public/problems.ts';
import { showAlert } from '../ui/alerts.ts';
import { toast } from '../ui/toasts.ts';

/** Calls GET /user/gdpr for the signed-in user, then goes to the app. */
export async function agreeThroughServer(
  locale: Locale,
  t: (key: string) => string,
): Promise<void> {
  const api = createApiClient(
    browserApiEnv({
      alert: (message) => showAlert(message, { okLabel: t('reset.alertOk'), tone: 'error' }),
      toastError: (message) => {
        toast(message, { tone: 'error' });
      },
      messages: { unknownError: t('reset.unknownError') },
    }),
  );
  await api.call(agreeGdpr, {});
  location.assign(localePath('/', locale));
}

/** The message of a failure; those the client already told the user about (toast, alert) need none. */
export function agreeError(error: unknown): Message | null {
  return isApiError(error) && error.handled ? null : { key: PROBLEM_KEYS[problemOf(error)] };
}
