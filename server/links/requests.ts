import { findCompany, findUser, type Company, type User } from '../auth/accounts.ts';
import { accountKey } from '../auth/limits.ts';
import { HOUR } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { int } from '../db/rows.ts';
import { sendLinkMail } from './mail.ts';
import { textsOf, type Lang } from './messages.ts';
import { hashSecret, issueLink, newSecret } from './tokens.ts';

// The in-app "forgot password" request (requirements R4): one answer for every account, known or
// not, in about the same time, and a rate limit per account name and per client address.

/** Requests allowed per account name (company + ID, as typed) per hour. */
export const PER_ACCOUNT_HOUR = 5;
/** Requests allowed per client address per hour. */
export const PER_IP_HOUR = 30;
/** Every answer takes at least this long, so a sent e-mail cannot be told from none by timing. */
export const ANSWER_FLOOR_MS = 200;

/** What the caller typed. */
export interface ResetRequest {
  readonly code: string;
  readonly id: string;
  readonly lang: Lang;
  /** Users type their address; guests have none to type (the one on file is used). */
  readonly email: string | null;
}

function count(app: AppContext, column: 'account_key' | 'ip', value: string, since: number) {
  const row = app.db
    .prepare(`SELECT COUNT(*) AS n FROM link_requests WHERE ${column} = ? AND at > ?`)
    .get(value, since);
  return row ? int(row, 'n') : 0;
}

/** The account a request names, if it may receive a reset link. */
function eligible(app: AppContext, input: ResetRequest): { user: User; company: Company } | null {
  const company = findCompany(app.db, input.code);
  const user = company === null ? null : findUser(app.db, company.id, input.id);
  if (company === null || user === null || company.blocked || user.blocked || user.useLdap)
    return null;
  if (user.email === '') return null;
  if (input.email === null) return user.type === 'guest' ? { user, company } : null;
  const sameAddress = user.email.toLowerCase() === input.email.trim().toLowerCase();
  return user.type !== 'guest' && sameAddress ? { user, company } : null;
}

/** Handles a request; the answer never depends on whether the account exists. */
export async function requestReset(
  app: AppContext,
  input: ResetRequest,
  ip: string,
): Promise<{ success: true; all: string } | { success: false; result_code: string; all: string }> {
  const started = performance.now();
  const texts = textsOf(input.lang);
  const now = app.clock.now();
  const key = accountKey(input.code, input.id);
  const limited =
    count(app, 'account_key', key, now - HOUR) >= PER_ACCOUNT_HOUR ||
    count(app, 'ip', ip, now - HOUR) >= PER_IP_HOUR;
  app.db
    .prepare('INSERT INTO link_requests (account_key, ip, at) VALUES (?, ?, ?)')
    .run(key, ip, now);
  if (!limited) {
    const account = eligible(app, input);
    if (account === null) {
      // The same work as a real request: a secret, its hash and a database round trip.
      hashSecret(newSecret());
      app.db.prepare('SELECT COUNT(*) AS n FROM email_links WHERE user_id = ?').get(-1);
    } else {
      const { user, company } = account;
      const { secret, batchSeq } = issueLink(
        app.db,
        { kind: 'reset', userId: user.id, email: user.email },
        now,
      );
      sendLinkMail(
        app,
        'reset',
        { email: user.email, lang: input.lang, name: user.name, company: company.name },
        { code: secret, id: user.loginId, batch_seq: String(batchSeq) },
      );
    }
  }
  const wait = ANSWER_FLOOR_MS - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return limited
    ? { success: false, result_code: 'rate_limited', all: texts.rateLimited }
    : { success: true, all: texts.requestAccepted };
}
