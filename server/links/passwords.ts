import type { Company, User } from '../auth/accounts.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { revokeAllDevices } from '../auth/trusted-devices.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { text } from '../db/rows.ts';
import { policyViolations, type PasswordPolicy } from '../../src/lib/password/policy.ts';
import {
  ABSOLUTE_MAX_LENGTH,
  minLengthOf,
  continuationLimitOf,
} from '../../src/lib/password/policy.ts';
import type { LinkTexts } from './messages.ts';
import { useLink, voidUserLinks } from './tokens.ts';

// Setting a password through a link: the policy of the browser (same module), no reuse of the
// last N passwords, then one transaction that uses up the link, stores the hash, voids the
// user's other links and ends every session. Nobody is signed in by it.

/** A failed answer of the link calls. */
export type LinkFailure = { success: false; result_code: string; all: string };

/** The policy of a company as the verify answer carries it (N: previous passwords disallowed). */
export function companyPolicy(company: Company) {
  return {
    password_min_length: company.passwordMinLength,
    password_string_type: company.passwordStringType,
    password_continuation_limit: company.passwordContinuationLimit,
    password_past_use: company.passwordPastUse > 0 ? 'N' : 'Y',
  } satisfies PasswordPolicy;
}

/** Hashes the user's last `count` passwords (the current one first). */
function recentHashes(app: AppContext, user: User, count: number): string[] {
  const rows = app.db
    .prepare(
      'SELECT password_hash FROM password_history WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
    )
    .all(user.id, count);
  const all = [user.passwordHash, ...rows.map((row) => text(row, 'password_hash'))];
  return all.filter((hash) => hash !== '').slice(0, count);
}

/** Why a new password is refused, as an answer, or null when it may be set. */
export async function refusePassword(
  app: AppContext,
  account: { user: User; company: Company },
  password: string,
  confirm: string,
  texts: LinkTexts,
): Promise<LinkFailure | null> {
  if (password !== confirm)
    return { success: false, result_code: 'password_mismatch', all: texts.mismatch };
  const policy = companyPolicy(account.company);
  const broken = policyViolations(policy, password);
  if (broken.length > 0) {
    const count = (id: string) =>
      id === 'minLength'
        ? minLengthOf(policy)
        : id === 'maxLength'
          ? ABSOLUTE_MAX_LENGTH
          : (continuationLimitOf(policy) ?? 0);
    const rules = broken.map((id) => texts.rule(id, count(id)));
    return { success: false, result_code: 'password_policy', all: texts.policy(rules) };
  }
  const pastUse = account.company.passwordPastUse;
  if (pastUse > 0) {
    for (const hash of recentHashes(app, account.user, pastUse)) {
      if (await verifyPassword(password, hash))
        return { success: false, result_code: 'password_reused', all: texts.reused };
    }
  }
  return null;
}

/**
 * Stores the new password through a link; false when the link was used meanwhile (a
 * concurrent submit), in which case nothing changed.
 */
export async function storePassword(
  app: AppContext,
  linkId: number,
  user: User,
  password: string,
): Promise<boolean> {
  const hash = await hashPassword(password, app.passwordCost);
  const now = app.clock.now();
  return transaction(app.db, () => {
    if (!useLink(app.db, linkId, now)) return false;
    if (user.passwordHash !== '') {
      app.db
        .prepare(
          'INSERT INTO password_history (user_id, password_hash, created_at) VALUES (?, ?, ?)',
        )
        .run(user.id, user.passwordHash, now);
    }
    app.db
      .prepare(
        `UPDATE users SET password_hash = ?, password_first_login = 0, password_secure = 1,
        password_expired = 0 WHERE id = ?`,
      )
      .run(hash, user.id);
    voidUserLinks(app.db, user.id, now);
    endUserSessions(app.db, user.id, now, 'password_reset');
    // A reset means the password may be known to someone else: no browser stays trusted (K32).
    revokeAllDevices(app.db, user.id, now);
    return true;
  });
}
