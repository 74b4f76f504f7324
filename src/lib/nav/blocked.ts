// The access-denied page: where a refused or blocked login and the session policy's
// WebConnectionDeny send the user. Small and in the public kit chunk, so the login page gets it
// without loading the API client first.
import { localePath, type Locale } from '../i18n/locales.ts';

/** The access-denied page in a language (WebConnectionDeny, a blocked login). */
export function blockedPath(locale: Locale): string {
  return localePath('/blocked', locale);
}
