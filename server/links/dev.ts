import * as v from 'valibot';
import { defineEndpoint } from '../../src/lib/api/endpoint.ts';
import { langcode } from '../../src/lib/api/contract/public.ts';
import { findCompany, findUser } from '../auth/accounts.ts';
import { MINUTE } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { reply } from '../http/router.ts';
import type { Router } from '../routes/types.ts';
import { blacklistAndSend, createInvitedUser, freeLoginId, sendPasswordLink } from './issue.ts';
import { BAD_REQUEST } from '../../src/lib/api/contract/results.ts';

// Demo and test tools (never in production): issue the links an administrator or the mail
// system would. Each writes its e-mail to the outbox and answers the recipient; `age_minutes`
// (test mode only) backdates the link, so e2e can open an expired one without a fake clock.

const age = v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/)));
const sent = v.variant('success', [
  v.object({ success: v.literal(true), to: v.string(), user_id: v.string() }),
  v.looseObject({ success: v.literal(false), result_code: v.string(), all: v.string() }),
]);

function devPost<Req extends v.GenericSchema>(name: string, path: string, request: Req) {
  return defineEndpoint({
    name,
    method: 'POST',
    host: 'page',
    path,
    encoding: 'form',
    auth: 'none',
    csrf: 'X-CSRF-Token',
    request,
    response: sent,
  });
}

/** POST /dev/invite — a new invited user (company demo) and a registration or first-password e-mail. */
export const devInvite = devPost(
  'dev.invite',
  '/dev/invite',
  v.object({
    kind: v.optional(v.picklist(['registration', 'new_password'])),
    lang: v.optional(langcode),
    age_minutes: age,
  }),
);

/** POST /dev/reset-link — a reset e-mail for an existing user, without the request's limits. */
export const devResetLink = devPost(
  'dev.resetLink',
  '/dev/reset-link',
  v.object({ company: v.string(), id: v.string(), age_minutes: age }),
);

/** POST /dev/blacklist — puts an address (a new one by default) on the black-list and mails it. */
export const devBlacklist = devPost(
  'dev.blacklist',
  '/dev/blacklist',
  v.object({
    email: v.optional(v.pipe(v.string(), v.email())),
    lang: v.optional(langcode),
    age_minutes: age,
  }),
);

let counter = 0;

/** Routes the dev tools (the caller checks the mode). */
export function registerDevLinkRoutes(router: Router, app: AppContext): void {
  const backdate = (minutes: string | undefined): number | null => {
    if (minutes === undefined) return 0;
    return app.config.mode === 'test' ? Number(minutes) * MINUTE : null;
  };
  const testOnly = reply(400, {
    success: false as const,
    result_code: BAD_REQUEST,
    all: 'age_minutes works in test mode only.',
  });

  router.add(devInvite, (input) => {
    const back = backdate(input.age_minutes);
    if (back === null) return testOnly;
    counter += 1;
    const loginId = freeLoginId(app, 'demo', `invitee${app.clock.now().toString(36)}${counter}`);
    const user = createInvitedUser(app, {
      company: 'demo',
      loginId,
      name: `Invited User ${counter}`,
      email: `${loginId}@demo.example`,
      lang: input.lang ?? 'eng',
    });
    sendPasswordLink(app, input.kind ?? 'registration', user, back);
    return { success: true as const, to: user.email, user_id: user.loginId };
  });

  router.add(devResetLink, (input) => {
    const back = backdate(input.age_minutes);
    if (back === null) return testOnly;
    const company = findCompany(app.db, input.company);
    const user = company === null ? null : findUser(app.db, company.id, input.id);
    if (user === null)
      return { success: false as const, result_code: 'not_found', all: 'No such user.' };
    sendPasswordLink(app, 'reset', user, back);
    return { success: true as const, to: user.email, user_id: user.loginId };
  });

  router.add(devBlacklist, (input) => {
    const back = backdate(input.age_minutes);
    if (back === null) return testOnly;
    counter += 1;
    const email = input.email ?? `bounced${app.clock.now().toString(36)}${counter}@demo.example`;
    blacklistAndSend(app, email, input.lang ?? 'eng', back);
    return { success: true as const, to: email, user_id: '' };
  });
}
