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
import { reply, type RouteContext, type Router } from '../http/router.ts';
import { CSRF_REJECTED } from '../../src/lib/api/contract/results.ts';

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
          all: 'CSRF token missing or invalid.',
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

/** GET /logout?redirect_url=… — ends the caller's own session (named by its cookie) and goes to /login. */
export function logout(app: AppContext, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const token = parseCookies(req.headers.cookie).get(ACCESS_COOKIE);
  if (token !== undefined) {
    const now = app.clock.now();
    const resolved = resolveSession(app.db, token, now, false);
    if (resolved.ok) endSession(app.db, resolved.session.id, now, 'logout');
  }
  const target = safeRedirect(url.searchParams.get('redirect_url'));
  const locale = /^\/(ja|ko)(\/|$)/.exec(target ?? '')?.[1];
  const login = locale ? `/${locale}/login` : '/login';
  const location = target === null ? login : `${login}?redirect_url=${encodeURIComponent(target)}`;
  res.setHeader('Set-Cookie', [
    expireCookie(ACCESS_COOKIE, secureCookies(app)),
    freshCsrfCookie(app).cookie,
  ]);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Location', location);
  res.writeHead(303).end();
}
