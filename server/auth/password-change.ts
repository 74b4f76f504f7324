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
import { currentLang, say } from '../messages/language.ts';
import { joinList } from '../../src/lib/i18n/lists.ts';
import { localeOfLangcode } from '../../src/lib/i18n/locales.ts';

/** The answer of POST /user/password/ and its HTTP status. */
export interface ChangeOutcome {
  readonly status: number;
  readonly body: ResponseOf<typeof changePassword>;
  readonly headers?: Readonly<Record<string, string>>;
}

const TYPE_RULES = [
  'rule_types',
  'rule_types_1',
  'rule_types_2',
  'rule_types_3',
  'rule_types_4',
] as const;

/** The policy refusal in words, naming every rule the password breaks. */
export function describeViolations(policy: PasswordPolicy, password: string): string {
  const parts = policyViolations(policy, password).map((id) => {
    switch (id) {
      case 'minLength':
        return say('rule_min_length', { count: minLengthOf(policy) });
      case 'maxLength':
        return say('rule_max_length', { count: ABSOLUTE_MAX_LENGTH });
      case 'types':
        return say(TYPE_RULES[stringTypeOf(policy)]);
      case 'continuation':
        return say('rule_no_repeat', { count: policy.password_continuation_limit ?? 0 });
      case 'pastUse':
        return say('rule_not_recent');
    }
  });
  return parts.length === 0
    ? ''
    : say('password_rules', {
        rules: joinList(localeOfLangcode(currentLang()) ?? 'en', parts, 'clauses'),
      });
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
  if (user.useLdap) return refuse('password_ldap', say('password_ldap'));
  const key = accountKey(company.code, user.loginId);
  const client = clientKey(ip, null);
  const wait = lockedFor(app.db, key, client, ip, now, app.limits, { accountWide: true });
  if (wait > 0) {
    const all = say('too_many_passwords');
    const headers = { 'Retry-After': String(Math.ceil(wait / 1000)) };
    return {
      status: 429,
      body: { success: false, result_code: TOO_MANY_ATTEMPTS, all },
      headers,
    };
  }
  if (input.new_password !== input.verify_password)
    return refuse('password_mismatch', say('password_mismatch'));
  const current = await verifyPassword(input.current_password, user.passwordHash);
  recordAttempt(app.db, key, client, ip, current, now);
  if (!current) return refuse('current_password_wrong', say('current_password_wrong'));
  const policy = companyPolicy(company);
  const violations = describeViolations(policy, input.new_password);
  if (violations !== '') return refuse('password_policy', violations);
  const depth = historyDepth(company);
  if (
    disallowsPastPasswords(policy) &&
    (await isRecentPassword(app.db, user, input.new_password, depth))
  )
    return refuse('password_reused', say('password_reused_depth', { count: depth }));
  const hash = await hashPassword(input.new_password, app.passwordCost);
  const gdprPending = user.needGdpr || input.need_gdpr === 'true';
  transaction(app.db, () => {
    replacePasswordHash(app.db, user, hash, now);
    setRestriction(app.db, session.id, gdprPending ? 'gdpr' : null);
    endOtherSessions(app.db, user.id, session.id, now, 'password_changed');
    // Every trusted browser asks for a code again after a change (security K32).
    revokeAllDevices(app.db, user.id, now);
  });
  return { status: 200, body: { success: true, all: say('password_changed') } };
}
