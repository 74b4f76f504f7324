import { changePassword } from '../../src/lib/api/contract/password.ts';
import { changeOwnPassword } from '../auth/password-change.ts';
import type { AppContext } from '../context.ts';
import { reply } from '../http/router.ts';
import type { Router } from './types.ts';

/** Routes POST /user/password/ (open to sessions restricted to the password wizard). */
export function registerPasswordRoutes(router: Router, app: AppContext): void {
  router.addAuthed(
    changePassword,
    async (input, ctx) => {
      const outcome = await changeOwnPassword(app, ctx.auth, input, ctx.ip);
      return reply(outcome.status, outcome.body, outcome.headers ?? {});
    },
    { allowRestricted: true },
  );
}
