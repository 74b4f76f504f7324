import type { IncomingMessage, ServerResponse } from 'node:http';
import { cancelLogin, csrfToken, login, tokenLogin } from '../../src/lib/api/contract/auth.ts';
import { hostFeatures } from '../../src/lib/hosts/features.ts';
import { CSRF_COOKIE } from '../auth/csrf.ts';
import { csrfCookieFor, freshCsrfCookie } from '../auth/csrf-cookie.ts';
import { attemptLogin } from '../auth/login.ts';
import {
  ATTEMPT_COOKIE,
  ATTEMPT_LIFETIME,
  closeAttempt,
  findAttempt,
} from '../auth/otp-attempts.ts';
import { endSession, lifetimeOf, resolveSession } from '../auth/sessions.ts';
import { secureCookies, type AppContext } from '../context.ts';
import { expireCookie, parseCookies, serializeCookie } from '../http/cookies.ts';
import { safeRedirect } from '../http/redirect.ts';
import { sendFailure, sendJson } from '../http/respond.ts';
import { reply, type RouteContext } from '../http/router.ts';
import type { Router } from './types.ts';
import { CSRF_REJECTED } from '../../src/lib/api/contract/results.ts';
import { say } from '../messages/language.ts';

/** The cookie holding the session token; not HttpOnly because the spec sends it as a header. */
export const ACCESS_COOKIE = 'access_token';

/** Sets the access_token cookie of a new session and renews the CSRF token. */
export function setSessionCookies(
  app: AppContext,
  ctx: Pick<RouteContext, 'setCookie'>,
  session: { token: string; persistent: boolean },
): void {
  ctx.setCookie(
    serializeCookie(ACCESS_COOKIE, session.token, {
      sameSite: 'Lax',
      secure: secureCookies(app),
      // A browser session without "Stay signed in"; otherwise as long as the server keeps it.
      ...(session.persistent ? { maxAgeSeconds: lifetimeOf(true) / 1000 } : {}),
    }),
  );
  // A new token after sign-in, so one seen before sign-in is worth nothing afterwards.
  ctx.setCookie(freshCsrfCookie(app).cookie);
}

/** Whether a request's Host is the one host that receives access_token in the login answer. */
function isAccessTokenHost(host: string | undefined): boolean {
  const hostname = (host ?? '').replace(/:\d+$/, '');
  return hostname !== '' && hostFeatures(hostname).accessTokenLogin;
}

/** The login_attempt cookie: script cannot read it and other sites cannot send it. */
function attemptCookie(app: AppContext, token: string | null): string {
  return serializeCookie(ATTEMPT_COOKIE, token ?? '', {
    sameSite: 'Strict',
    httpOnly: true,
    secure: secureCookies(app),
    maxAgeSeconds: token === null ? 0 : ATTEMPT_LIFETIME / 1000,
  });
}

/** Routes POST /login/proceed/ and GET /csrf. */
export function registerAuthRoutes(router: Router, app: AppContext): void {
  router.add(login, async (input, ctx) => {
    const outcome = await attemptLogin(app, input, {
      ip: ctx.ip,
      csrfIssuedAt: ctx.csrfIssuedAt,
      attemptToken: ctx.cookies.get(ATTEMPT_COOKIE),
    });
    if (outcome.session) setSessionCookies(app, ctx, outcome.session);
    if (outcome.attemptCookie !== undefined)
      ctx.setCookie(attemptCookie(app, outcome.attemptCookie));
    // Only the access-token host gets the token in the body, to post it to the web login.
    const body =
      outcome.session && isAccessTokenHost(ctx.req.headers.host)
        ? { ...outcome.body, access_token: outcome.session.token }
        : outcome.body;
    return reply(outcome.status, body, outcome.headers ?? {});
  });

  router.add(
    tokenLogin,
    (input, ctx) => {
      const cookie = ctx.cookies.get(CSRF_COOKIE);
      if (cookie !== input.csrf_token || app.csrf.verify(input.csrf_token) === null)
        return reply(403, {
          success: false,
          result_code: CSRF_REJECTED,
          all: say('csrf_refused'),
        });
      const resolved = resolveSession(app.db, input.access_token, app.clock.now());
      if (!resolved.ok) return reply(303, { success: false }, { Location: '/login' });
      setSessionCookies(app, ctx, {
        token: input.access_token,
        persistent: resolved.session.persistent,
      });
      const target = safeRedirect(input.redirect_url ?? null) ?? '/';
      return reply(303, { success: true }, { Location: target });
    },
    { csrfTokenOptional: true },
  );

  // "Back to sign in": the pending verification and any session the sign-in opened end here.
  router.add(cancelLogin, (_, ctx) => {
    const now = app.clock.now();
    const attempt = findAttempt(app.db, ctx.cookies.get(ATTEMPT_COOKIE), now);
    if (attempt !== null) closeAttempt(app.db, attempt.id, now);
    const token = ctx.cookies.get(ACCESS_COOKIE);
    const resolved = token === undefined ? null : resolveSession(app.db, token, now, false);
    if (resolved?.ok === true) endSession(app.db, resolved.session.id, now, 'logout');
    ctx.setCookie(attemptCookie(app, null));
    ctx.setCookie(expireCookie(ACCESS_COOKIE, secureCookies(app)));
    return { success: true as const };
  });

  router.add(csrfToken, (_, ctx) => {
    const { token, cookie } = csrfCookieFor(app, ctx.req.headers.cookie);
    if (cookie !== null) ctx.setCookie(cookie);
    return { success: true as const, csrf_token: token };
  });
}

/**
 * Whether a navigation to /logout comes from our own pages or the user (address bar, bookmark):
 * `Sec-Fetch-Site` same-origin or none; without that header (older browsers) a `Referer` of
 * another origin refuses it. A cross-site link or image must not sign anyone out.
 */
export function logoutAllowed(app: AppContext, req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const referer = req.headers.referer;
  if (referer === undefined || referer === '') return true;
  try {
    const from = new URL(referer).origin;
    return from === new URL(app.publicUrl).origin || app.config.corsOrigins.includes(from);
  } catch {
    return false;
  }
}

function loginTarget(redirect: string | null): string {
  const target = safeRedirect(redirect);
  const locale = /^\/(ja|ko)(\/|$)/.exec(target ?? '')?.[1];
  const login = locale ? `/${locale}/login` : '/login';
  return target === null ? login : `${login}?redirect_url=${encodeURIComponent(target)}`;
}

function endSessionOf(app: AppContext, token: string | undefined): void {
  if (token === undefined || token === '') return;
  const now = app.clock.now();
  const resolved = resolveSession(app.db, token, now, false);
  if (resolved.ok) endSession(app.db, resolved.session.id, now, 'logout');
}

/**
 * GET /logout?redirect_url=… (spec: a navigation) — ends the caller's own session (named by its
 * cookie) and goes to /login. Only same-origin or user-typed navigations sign out (see
 * `logoutAllowed`); any other still goes to the login page but ends nothing and keeps the cookies.
 */
export function logout(app: AppContext, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const location = loginTarget(url.searchParams.get('redirect_url'));
  res.setHeader('Cache-Control', 'no-store');
  if (!logoutAllowed(app, req)) {
    app.log('logout refused: cross-site navigation');
    res.setHeader('Location', location);
    res.writeHead(303).end();
    return;
  }
  endSessionOf(app, parseCookies(req.headers.cookie).get(ACCESS_COOKIE));
  res.setHeader('Set-Cookie', [
    expireCookie(ACCESS_COOKIE, secureCookies(app)),
    freshCsrfCookie(app).cookie,
  ]);
  res.setHeader('Location', location);
  res.writeHead(303).end();
}

/**
 * POST /logout — the same with a CSRF token (the `X-CSRF-Token` header or a `csrf_token` form
 * field, equal to the csrf_token cookie when there is one, and signed by us). An `access_token`
 * field ends that session even when the browser sent no access-token cookie. A fetch (the header)
 * gets `{ success: true }`; a form navigation a 303 to the login page.
 */
export function logoutByPost(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  fields: Readonly<Record<string, unknown>>,
): void {
  const cookies = parseCookies(req.headers.cookie);
  const refuse = () => {
    sendFailure(res, 403, 'csrf', 'CSRF token missing or invalid.');
  };
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const trusted = origin !== undefined && app.config.corsOrigins.includes(origin);
  // Without Sec-Fetch-Site (older browsers) a foreign Origin is refused the same way.
  const foreign =
    site === undefined && origin !== undefined && origin !== new URL(app.publicUrl).origin;
  if ((site === 'cross-site' || site === 'same-site' || foreign) && !trusted) {
    refuse();
    return;
  }
  const field = (name: string): string | undefined => {
    const value = fields[name];
    return typeof value === 'string' && value !== '' ? value.slice(0, 4096) : undefined;
  };
  const headerToken = req.headers['x-csrf-token'] ?? req.headers['x-csrftoken'];
  const csrf =
    typeof headerToken === 'string' && headerToken !== '' ? headerToken : field('csrf_token');
  const cookie = cookies.get(CSRF_COOKIE);
  if (csrf === undefined || app.csrf.verify(csrf) === null) {
    refuse();
    return;
  }
  if (cookie !== undefined && cookie !== '' && cookie !== csrf) {
    refuse();
    return;
  }
  const bodyToken = field('access_token');
  // The body's token needs no cookie: knowing it is proof enough to end it.
  endSessionOf(app, bodyToken);
  endSessionOf(app, cookies.get(ACCESS_COOKIE));
  const cookiesOut = [expireCookie(ACCESS_COOKIE, secureCookies(app)), freshCsrfCookie(app).cookie];
  if (typeof headerToken === 'string' && headerToken !== '') {
    sendJson(
      res,
      200,
      { success: true },
      { 'Set-Cookie': cookiesOut, 'Cache-Control': 'no-store' },
    );
    return;
  }
  res.setHeader('Set-Cookie', cookiesOut);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Location', loginTarget(field('redirect_url') ?? null));
  res.writeHead(303).end();
}
