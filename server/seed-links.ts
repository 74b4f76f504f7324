import { findCompany, findUser } from './auth/accounts.ts';
import type { AppContext } from './context.ts';
import { blacklistAndSend, createInvitedUser, sendPasswordLink } from './links/issue.ts';

// The demo data of the e-mail-link pages, added once (also to databases seeded before them):
// an invited user with a registration e-mail, a user with a first-password e-mail, a
// black-listed address with its confirmation e-mail, and the demo company's logo. All e-mails
// are in the outbox (/dev/outbox), their links built from PUBLIC_URL.

/** The invited user whose registration e-mail the seed writes. */
export const DEMO_INVITEE = { company: 'demo', userId: 'newbie', email: 'newbie@demo.example' };
/** The user whose first-password (newPassword) e-mail the seed writes. */
export const DEMO_NEWCOMER = {
  company: 'demo',
  userId: 'newcomer',
  email: 'newcomer@demo.example',
};
/** The black-listed address whose confirmation e-mail the seed writes. */
export const DEMO_BOUNCED = 'bounced@demo.example';

/** How many users and e-mails `seedLinks` adds (for tests that count the seed). */
export const SEEDED_LINK_USERS = 2;
export const SEEDED_LINK_MAILS = 3;

/** Adds the link demo data unless it is there; returns whether it added it. */
export function seedLinks(app: AppContext): boolean {
  const demo = findCompany(app.db, DEMO_INVITEE.company);
  if (demo === null || findUser(app.db, demo.id, DEMO_INVITEE.userId) !== null) return false;
  app.db
    .prepare('INSERT OR IGNORE INTO company_logos (company_id, url) VALUES (?, ?)')
    .run(demo.id, `/app/pb/logo?company=${encodeURIComponent(demo.code)}`);
  const invitee = createInvitedUser(app, {
    company: demo.code,
    loginId: DEMO_INVITEE.userId,
    name: 'Nina Newbie',
    email: DEMO_INVITEE.email,
    lang: 'eng',
  });
  sendPasswordLink(app, 'registration', invitee);
  const newcomer = createInvitedUser(app, {
    company: demo.code,
    loginId: DEMO_NEWCOMER.userId,
    name: 'Noah Newcomer',
    email: DEMO_NEWCOMER.email,
    lang: 'eng',
  });
  sendPasswordLink(app, 'new_password', newcomer);
  blacklistAndSend(app, DEMO_BOUNCED, 'eng');
  return true;
}
