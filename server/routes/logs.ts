import { logError } from '../../src/lib/api/contract/logs.ts';
import { resolveSession } from '../auth/sessions.ts';
import { MINUTE } from '../clock.ts';
import { recordError, type AppContext } from '../context.ts';
import { reply } from '../http/router.ts';
import type { Router } from './types.ts';
import { say } from '../messages/language.ts';

/** Client error reports accepted per address per minute; more are refused with 429. */
export const LOG_RATE_PER_MINUTE = 30;

/**
 * Routes POST {api}/app/log/errors. The message is stored with the caller's user when signed in.
 * The CSRF token is optional here: the client reports a CSRF 403 through this very call, and the
 * call grants no authority; cross-site requests are still refused and a rate limit caps spam.
 */
export function registerLogRoutes(router: Router, app: AppContext): void {
  const recent = new Map<string, number[]>();
  router.add(
    logError,
    (input, ctx) => {
      const now = app.clock.now();
      const times = (recent.get(ctx.ip) ?? []).filter((t) => now - t < MINUTE);
      if (times.length >= LOG_RATE_PER_MINUTE) {
        const all = say('too_many_error_reports');
        return reply(
          429,
          { success: false, result_code: 'too_many_requests', all },
          { 'Retry-After': '60' },
        );
      }
      times.push(now);
      recent.set(ctx.ip, times);
      if (recent.size > 10_000) recent.clear(); // bounded memory under address spraying
      const token = ctx.req.headers['access_token'];
      const resolved = typeof token === 'string' ? resolveSession(app.db, token, now, false) : null;
      recordError(app, {
        source: 'client',
        message: input.message,
        userId: resolved?.ok ? resolved.user.id : null,
        ip: ctx.ip,
        userAgent: ctx.req.headers['user-agent'] ?? '',
      });
      return { success: true as const };
    },
    { csrfTokenOptional: true },
  );
}
