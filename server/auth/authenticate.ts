import type { IncomingMessage } from 'node:http';
import type { AppContext } from '../context.ts';
import { resolveSession, type Resolved } from './sessions.ts';
import { CONNECTION_DENIED, SESSION_FAILURE } from '../../src/lib/api/contract/results.ts';

/** The signed-in caller of an authenticated route. */
export type Auth = Extract<Resolved, { ok: true }>;

/** Session failure texts (requirements C3: result_code 01; WebConnectionDeny sends the app to /blocked). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const RESTRICTED: Readonly<Record<'password' | 'gdpr', [string, string]>> = {
  password: ['password_change_required', 'Change your password before using the app.'],
  gdpr: ['gdpr_required', 'Accept the user agreement before using the app.'],
};

/** The body of the answer refusing a request without a live session (result_code 01). */
export function sessionRefusal(reason: string) {
  const all = reason === 'blocked' ? CONNECTION_DENIED : SESSION_ENDED;
  return { success: false as const, result_code: SESSION_FAILURE, all };
}

/**
 * Authenticates a request by its `access_token` header: the caller, or the body of the answer
 * that refuses it. `allowRestricted` admits sessions still owing the password wizard or GDPR.
 * The app passes this to the HTTP router as its authentication hook.
 */
export function authenticate(
  app: AppContext,
  req: IncomingMessage,
  allowRestricted: boolean,
): { ok: true; caller: Auth } | { ok: false; body: unknown } {
  const token = req.headers['access_token'];
  const resolved = resolveSession(app.db, typeof token === 'string' ? token : '', app.clock.now());
  if (!resolved.ok) return { ok: false, body: sessionRefusal(resolved.reason) };
  const restriction = resolved.session.restriction;
  if (restriction !== null && !allowRestricted) {
    const [code, all] = RESTRICTED[restriction];
    return { ok: false, body: { success: false, result_code: code, all } };
  }
  return { ok: true, caller: resolved };
}
