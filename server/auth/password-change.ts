import type { RequestOf, ResponseOf } from '../../src/lib/api/endpoint.ts';
import type { changePassword } from '../../src/lib/api/contract/password.ts';
import {
  ABSOLUTE_MAX_LENGTH,
  disallowsPastPasswords,
  minLengthOf,
  policyViolations,
  stringTypeOf,
  type PasswordPolicy,
} from '../../src/lib/password/policy.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import type { Auth } from './authenticate.ts';
import { companyPolicy, historyDepth } from './company-policy.ts';
import { accountKey, clientKey, lockedFor, recordAttempt } from './limits.ts';
import { revokeAllDevices } from './trusted-devices.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { isRecentPassword, replacePasswordHash } from './password-history.ts';
import { endOtherSessions, setRestriction } from './sessions.ts';
import { TOO_MANY_ATTEMPTS } from '../../src/lib/api/contract/results.ts';

/** The answer of POST /user/password/ and its HTTP status. */
export interface ChangeOutcome {
  readonly status: number;
  readonly body: ResponseOf<typeof changePassword>;
  readonly headers?: Readonly<Record<string, string>>;
}

const TYPE_TEXT = [
  '',
  'letters and digits',
  'letters, digits and special characters',
  'upper-case letters, lower-case letters and digits',
  'upper-case letters, lower-case letters, digits and special characters',
] as const;

/** The policy refusal in words, naming every rule the password breaks. */
export function describeViolations(policy: PasswordPolicy, password: string): string {
  const parts = policyViolations(policy, password).map((id) => {
    switch (id) {
      case 'minLength':
        return `at least ${minLengthOf(policy)} characters`;
      case 'maxLength':
        return `at most ${ABSOLUTE_MAX_LENGTH} characters`;
      case 'types':
        return TYPE_TEXT[stringTypeOf(policy)];
      case 'continuation':
        return `no character repeated more than ${policy.password_continuation_limit ?? 0} times in a row`;
      case 'pastUse':
        return 'a password you have not used recently';
    }
  });
  return parts.length === 0 ? '' : `The new password must have ${parts.join('; ')}.`;
}

const refuse = (resultCode: string, all: string): ChangeOutcome => ({
  status: 200,
  body: { success: false, result_code: resultCode, all },
});

/** Changes the signed-in user's password (requirements P4, P5; security K20, K22). */
export async function changeOwnPassword(
  app: AppContext,
  { session, user, company }: Auth,
  input: RequestOf<typeof changePassword>,
  ip: string,
): Promise<ChangeOutcome> {
  const now = app.clock.now();
  if (user.useLdap)
    return refuse('password_ldap', 'Directory (LDAP) passwords are changed in the directory.');
  const key = accountKey(company.code, user.loginId);
  const client = clientKey(ip, null);
  const wait = lockedFor(app.db, key, client, ip, now, app.limits, { accountWide: true });
  if (wait > 0) {
    const all = 'Too many wrong passwords. Try again later.';
    const headers = { 'Retry-After': String(Math.ceil(wait / 1000)) };
    return {
      status: 429,
      body: { success: false, result_code: TOO_MANY_ATTEMPTS, all },
      headers,
    };
  }
  if (input.new_password !== input.verify_password)
    return refuse('password_mismatch', 'Password does not match.');
  const current = await verifyPassword(input.current_password, user.passwordHash);
  recordAttempt(app.db, key, client, ip, current, now);
  if (!current) return refuse('current_password_wrong', 'The current password is incorrect.');
  const policy = companyPolicy(company);
  const violations = describeViolations(policy, input.new_password);
  if (violations !== '') return refuse('password_policy', violations);
  const depth = historyDepth(company);
  if (
    disallowsPastPasswords(policy) &&
    (await isRecentPassword(app.db, user, input.new_password, depth))
  )
    return refuse(
      'password_reused',
      `This password was used recently. Choose one that is not among your last ${depth} passwords.`,
    );
  const hash = await hashPassword(input.new_password, app.passwordCost);
  const gdprPending = user.needGdpr || input.need_gdpr === 'true';
  transaction(app.db, () => {
    replacePasswordHash(app.db, user, hash, now);
    setRestriction(app.db, session.id, gdprPending ? 'gdpr' : null);
    endOtherSessions(app.db, user.id, session.id, now, 'password_changed');
    // Every trusted browser asks for a code again after a change (security K32).
    revokeAllDevices(app.db, user.id, now);
  });
  return { status: 200, body: { success: true, all: 'Your password has been changed.' } };
}
