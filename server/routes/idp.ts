import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { LIMITS, text } from '../../src/lib/api/contract/common.ts';
import { defineEndpoint } from '../../src/lib/api/endpoint.ts';
import { companyById, findUser } from '../auth/accounts.ts';
import { CSRF_COOKIE } from '../auth/csrf.ts';
import { csrfCookieFor } from '../auth/csrf-cookie.ts';
import { openSession, restrictionOf } from '../auth/signin.ts';
import { consumeSsoKey, peekSsoKey } from '../auth/sso-keys.ts';
import type { AppContext } from '../context.ts';
import { reply } from '../http/router.ts';
import type { Router } from './types.ts';
import { setSessionCookies } from './auth.ts';
import { idpCsp, renderIdpError, renderIdpPage } from './idp-page.ts';
import { CSRF_REJECTED } from '../../src/lib/api/contract/results.ts';

// A stand-in identity provider for SSO companies, outside production only: GET shows "sign in
// as" buttons for the key's company; the POST signs that user in and sends the browser back to
// the login page with sso_azure=1 and the redirect_url validated at init.

/** Where the page posts; a server-only route (the front end never calls it). */
export const IDP_SIGNIN_PATH = '/openapi/sso/idp/signin';
const EXPIRED = 'This sign-in link is invalid, used or expired. Go back and start SSO again.';

const idpSignIn = defineEndpoint({
  name: 'sso.idpSignIn',
  method: 'POST',
  host: 'api',
  path: IDP_SIGNIN_PATH,
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRF-Token',
  request: v.object({
    key: text(200),
    user_id: text(LIMITS.userId),
    // A form cannot send the header: the token comes as a field and must equal the cookie.
    csrf_token: text(400),
  }),
  response: v.looseObject({ success: v.boolean() }),
});

function sendHtml(res: ServerResponse, status: number, html: string, csp: string): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.writeHead(status).end(html);
}

function originOf(loginPath: string): string {
  return loginPath.startsWith('/') ? '' : new URL(loginPath).origin;
}

/** GET {api}/openapi/sso/login?key= — the identity provider's page (it changes nothing). */
export function idpPage(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const key = url.searchParams.get('key') ?? '';
  const request = peekSsoKey(app.db, key, app.clock.now());
  if (!request) {
    sendHtml(res, 400, renderIdpError(EXPIRED), idpCsp());
    return;
  }
  const company = companyById(app.db, request.companyId);
  const users = app.db
    .prepare(
      'SELECT login_id, user_name FROM users WHERE company_id = ? AND blocked = 0 ORDER BY login_id',
    )
    .all(company.id)
    .map((row) => ({ loginId: String(row['login_id']), name: String(row['user_name']) }));
  const csrf = csrfCookieFor(app, req.headers.cookie);
  if (csrf.cookie !== null) res.appendHeader('Set-Cookie', csrf.cookie);
  const html = renderIdpPage({
    idpName: company.configuredSso || 'Identity provider',
    companyName: company.name,
    key,
    csrfToken: csrf.token,
    action: IDP_SIGNIN_PATH,
    users,
  });
  sendHtml(res, 200, html, idpCsp(originOf(request.loginPath)));
}

/** Routes the page's POST: checks the form's CSRF token, uses the key once, signs in, 303s back. */
export function registerIdpRoutes(router: Router, app: AppContext): void {
  const fail = (status: number, resultCode: string, all: string) =>
    reply(status, { success: false, result_code: resultCode, all });
  router.add(
    idpSignIn,
    (input, ctx) => {
      if (app.config.mode === 'production') return fail(404, 'not_found', 'No such API call.');
      const cookie = ctx.cookies.get(CSRF_COOKIE);
      if (cookie !== input.csrf_token || app.csrf.verify(input.csrf_token) === null)
        return fail(403, CSRF_REJECTED, 'CSRF token missing or invalid.');
      const request = consumeSsoKey(app.db, input.key, app.clock.now());
      if (!request) return fail(400, 'sso_key_invalid', EXPIRED);
      const company = companyById(app.db, request.companyId);
      const user = findUser(app.db, company.id, input.user_id);
      const base = request.loginPath.replace(/\/login$/, '');
      if (company.blocked || user?.blocked === true)
        return reply(303, { success: false }, { Location: `${base}/blocked` });
      if (!user) return fail(400, 'sso_unknown_user', 'No such user in this company.');
      const persistent = ctx.cookies.get('persistent_session') === 'true';
      const { token } = openSession(app, {
        user,
        persistent,
        // The identity provider owns the password: only the GDPR step can remain.
        restriction: restrictionOf(user, { passwordWizard: false }),
        ip: ctx.ip,
        deviceId: '',
        viaOtp: false,
      });
      setSessionCookies(app, ctx, { token, persistent });
      const location = `${request.loginPath}?sso_azure=1&redirect_url=${encodeURIComponent(request.redirectPath)}`;
      return reply(303, { success: true }, { Location: location });
    },
    { csrfTokenOptional: true },
  );
}
