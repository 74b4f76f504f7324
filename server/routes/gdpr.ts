import { agreeGdpr } from '../../src/lib/api/contract/gdpr.ts';
import { setRestriction } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { reply } from '../http/router.ts';
import type { Router } from './types.ts';
import { CSRF_REJECTED } from '../../src/lib/api/contract/results.ts';
import { say } from '../messages/language.ts';

/** Routes GET /user/gdpr: records the agreement once and lifts the GDPR restriction. */
export function registerGdprRoutes(router: Router, app: AppContext): void {
  router.addAuthed(
    agreeGdpr,
    (_, { req, auth: { session, user } }) => {
      // A GET that changes state (the spec's call): never on a request another site started.
      if (req.headers['sec-fetch-site'] === 'cross-site')
        return reply(403, {
          success: false,
          result_code: CSRF_REJECTED,
          all: say('cross_site'),
        });
      app.db
        .prepare(
          'UPDATE users SET need_gdpr = 0, gdpr_agreed_at = COALESCE(gdpr_agreed_at, ?) WHERE id = ?',
        )
        .run(app.clock.now(), user.id);
      // A session still owing the password change keeps that restriction.
      if (session.restriction === 'gdpr') setRestriction(app.db, session.id, null);
      return { success: true as const, all: '' };
    },
    { allowRestricted: true },
  );
}
