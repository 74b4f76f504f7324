import { companyById, findCompany, findUser, type User } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import { int } from '../db/rows.ts';
import { sendLinkMail } from './mail.ts';
import { issueLink } from './tokens.ts';

// Issuing links outside the forgot-password request: invitations (registration), first-password
// e-mails and black-list confirmations. The seed and the dev endpoints use these; `backdateMs`
// (tests only) makes a link that was issued that long ago.

/** Creates a user who has no password yet (an invitation); the login ID must be free. */
export function createInvitedUser(
  app: AppContext,
  fields: { company: string; loginId: string; name: string; email: string; lang: User['lang'] },
): User {
  const company = findCompany(app.db, fields.company);
  if (company === null) throw new Error(`No company ${fields.company}`);
  app.db
    .prepare(
      `INSERT INTO users (company_id, login_id, user_type, user_name, email, lang, password_hash,
      password_first_login, created_at) VALUES (?, ?, 'user', ?, ?, ?, '', 1, ?)`,
    )
    .run(company.id, fields.loginId, fields.name, fields.email, fields.lang, app.clock.now());
  const user = findUser(app.db, company.id, fields.loginId);
  if (user === null) throw new Error('The invited user was not stored');
  return user;
}

/** A login ID not used yet in the company: `${base}-2`, `${base}-3`, … */
export function freeLoginId(app: AppContext, company: string, base: string): string {
  const row = app.db
    .prepare(
      'SELECT COUNT(*) AS n FROM users u JOIN companies c ON c.id = u.company_id WHERE c.code = ? AND u.login_id LIKE ?',
    )
    .get(company, `${base}%`);
  const n = row ? int(row, 'n') : 0;
  for (let i = n + 1; ; i += 1) {
    const id = i === 1 ? base : `${base}-${i}`;
    const found = findCompany(app.db, company);
    if (found === null || findUser(app.db, found.id, id) === null) return id;
  }
}

/** Sends a password link (reset, registration or first password) for an existing user. */
export function sendPasswordLink(
  app: AppContext,
  kind: 'reset' | 'registration' | 'new_password',
  user: User,
  backdateMs = 0,
): void {
  const company = companyById(app.db, user.companyId);
  const { secret, batchSeq } = issueLink(
    app.db,
    { kind, userId: user.id, email: user.email },
    app.clock.now() - backdateMs,
  );
  const params =
    kind === 'new_password'
      ? { request: secret, code: company.code, id: user.loginId }
      : { code: secret, id: user.loginId, batch_seq: String(batchSeq) };
  sendLinkMail(
    app,
    kind,
    { email: user.email, lang: user.lang, name: user.name, company: company.name },
    params,
  );
}

/** Puts an address on the mail black-list and sends its confirmation link. */
export function blacklistAndSend(
  app: AppContext,
  email: string,
  lang: User['lang'],
  backdateMs = 0,
): void {
  const now = app.clock.now();
  app.db
    .prepare(
      'INSERT INTO mail_blacklist (email, reason, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
    )
    .run(email, 'bounced', now);
  const { secret } = issueLink(
    app.db,
    { kind: 'blacklist', userId: null, email },
    now - backdateMs,
  );
  sendLinkMail(app, 'blacklist', { email, lang, name: '', company: '' }, { request: secret });
}
