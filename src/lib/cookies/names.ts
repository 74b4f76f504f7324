import { serializeCookie } from './cookies.ts';

/** The cookies the product reads (requirements L2, L8, C1), by role. */
export const COOKIE = {
  accessToken: 'access_token',
  csrfToken: 'csrf_token',
  companyCode: 'company_code',
  companyName: 'company_name',
  customLogo: 'custom_logo',
  useSubdomain: 'use_subdomain',
  userId: 'user_id',
  persistentSession: 'persistent_session',
} as const;

/** The persistent-session cookie lives 365 days. */
export const PERSISTENT_SESSION_MAX_AGE = 365 * 24 * 60 * 60;

/** The line that remembers "Stay signed in": `persistent_session=true` for 365 days. */
export function persistentSessionCookie(secure = true): string {
  return serializeCookie(COOKIE.persistentSession, 'true', {
    maxAge: PERSISTENT_SESSION_MAX_AGE,
    secure,
  });
}

/** Whether "Stay signed in" starts checked: true unless the cookie says `false`. */
export function persistentSessionDefault(cookieValue: string | null): boolean {
  return cookieValue !== 'false';
}
