// Where the page goes after a sign-in, and the other addresses the flow leaves to.
import { localePath, type Locale } from '../i18n/locales.ts';
import { redirectFromSearch, safeRedirect } from '../nav/safe-redirect.ts';

/** The web login that receives the access_token form post on the access-token host. */
export const TOKEN_LOGIN_PATH = '/login/token';

/** What the target depends on. */
export interface TargetContext {
  /** The login page's query string (`location.search`). */
  readonly search: string;
  readonly origin: string;
  readonly locale: Locale;
}

/**
 * The page's `redirect_url` if it is a safe same-origin path, else the answer's, else the home
 * page of the page's language (`/`, `/ja/`, `/ko/`).
 */
export function redirectTarget(context: TargetContext, answerRedirect = ''): string {
  const fromPage = redirectFromSearch(context.search, context.origin);
  if (fromPage !== '/') return fromPage;
  const fromAnswer = safeRedirect(answerRedirect, context.origin);
  return fromAnswer !== '/' ? fromAnswer : localePath('/', context.locale);
}

/** Where a signed-in browser goes on from this login page; null on the app-start page. */
export function onwardTarget(context: TargetContext): string | null {
  return parseLoginQuery(context.search).appStart === null ? redirectTarget(context) : null;
}

/** The query parameters of the login page the island acts on. */
export interface LoginQuery {
  /** SSO came back (sso_azure): the sign-in is done, continue to the redirect. */
  readonly ssoReturned: boolean;
  /** Both type and app are present: the app-start page shows instead of the form. */
  readonly appStart: { readonly type: string; readonly app: string } | null;
  /** An invitation being accepted, passed on with the login. */
  readonly inviteSeq: string | null;
}

/** Reads the login page's query (first values only). */
export function parseLoginQuery(search: string): LoginQuery {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const app = params.get('app');
  const invite = params.get('invite_seq');
  return {
    ssoReturned: params.has('sso_azure'),
    appStart: type !== null && type !== '' && app !== null && app !== '' ? { type, app } : null,
    inviteSeq: invite !== null && /^\d{1,32}$/.test(invite) ? invite : null,
  };
}
