import {
  blacklistConfirm,
  forgotPasswordGuest,
  forgotPasswordUser,
  newPassword,
  newPasswordVerify,
  registerPassword,
  registrationVerify,
  resetPassword,
  resetVerify,
} from '../../src/lib/api/contract/public.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { registerDevLinkRoutes } from '../links/dev.ts';
import {
  confirmBlacklist,
  setFirstPassword,
  setThroughLink,
  verifyFirstPassword,
  verifyLink,
} from '../links/flows.ts';
import { companyLogo } from '../links/logo.ts';
import { langOf } from '../links/messages.ts';
import { requestReset } from '../links/requests.ts';
import type { PageRoute } from './types.ts';

/** Routes the calls of the e-mail-link pages and the forgot-password request (dev tools outside production). */
export function registerPublicRoutes(router: Router, app: AppContext): void {
  router.add(forgotPasswordUser, (input, ctx) => requestReset(app, input, ctx.ip));
  router.add(forgotPasswordGuest, (input, ctx) =>
    requestReset(app, { ...input, email: null }, ctx.ip),
  );
  router.add(resetVerify, (input) => verifyLink(app, 'reset', input));
  router.add(registrationVerify, (input) => verifyLink(app, 'registration', input));
  router.add(resetPassword, (input) => setThroughLink(app, 'reset', input));
  router.add(registerPassword, (input) => setThroughLink(app, 'registration', input));
  router.add(newPassword, (input) => setFirstPassword(app, input));
  router.add(newPasswordVerify, (input) => verifyFirstPassword(app, input));
  router.add(blacklistConfirm, (input, ctx) =>
    confirmBlacklist(app, input, langOf(ctx.req.headers['lang'])),
  );
  if (app.config.mode !== 'production') registerDevLinkRoutes(router, app);
}

/** GET routes of this area: the generated company logo. */
export function publicPageRoutes(): [string, PageRoute][] {
  return [['/app/pb/logo', companyLogo]];
}
