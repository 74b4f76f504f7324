// The company password policy (requirements P2, P5), as one pure module: the browser shows its
// rules as a live checklist, and the reference server enforces the very same verdict.

/** Password string types: 0/null none; 1 letters+digits; 2 +special; 3 upper+lower+digits; 4 +special. */
export type PasswordStringType = 0 | 1 | 2 | 3 | 4;

/** The policy fields a verify or login response carries (snake_case as on the wire). */
export interface PasswordPolicy {
  readonly password_min_length?: number | null;
  readonly password_string_type?: number | null;
  readonly password_continuation_limit?: number | null;
  /** 'Y' (or true) means previous passwords may be reused; anything else disallows them. */
  readonly password_past_use?: string | boolean | null;
  readonly password_change_flag?: boolean | string | null;
  readonly password_first_login?: boolean | string | null;
}

/** One rule of the checklist, with the translation key and values to show it. */
export interface PolicyRule {
  readonly id: 'minLength' | 'types' | 'continuation' | 'pastUse';
  readonly key: string;
  readonly vars: Readonly<Record<string, string | number>>;
  /** Whether the typed password satisfies it; null when the client cannot know (past use). */
  readonly ok: boolean | null;
}

/** The server never accepts fewer characters than this, whatever the company says. */
export const ABSOLUTE_MIN_LENGTH = 8;
/** Long passphrases are accepted; this only bounds the request size. */
export const ABSOLUTE_MAX_LENGTH = 256;

const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{Nd}\s]/u;

function flag(value: boolean | string | null | undefined): boolean {
  return value === true || value === 'Y' || value === 'y' || value === 'true' || value === '1';
}

/** The string type as a known value (unknown or null → 0). */
export function stringTypeOf(policy: PasswordPolicy): PasswordStringType {
  const t = policy.password_string_type;
  return t === 1 || t === 2 || t === 3 || t === 4 ? t : 0;
}

/** The minimum length in force: the company's, never below the absolute minimum. */
export function minLengthOf(policy: PasswordPolicy): number {
  const min = policy.password_min_length;
  return typeof min === 'number' && Number.isFinite(min)
    ? Math.max(min, ABSOLUTE_MIN_LENGTH)
    : ABSOLUTE_MIN_LENGTH;
}

/** Whether the password has the character types the policy asks for. */
export function hasRequiredTypes(password: string, type: PasswordStringType): boolean {
  switch (type) {
    case 0:
      return true;
    case 1:
      return LETTER.test(password) && DIGIT.test(password);
    case 2:
      return LETTER.test(password) && DIGIT.test(password) && SPECIAL.test(password);
    case 3:
      return UPPER.test(password) && LOWER.test(password) && DIGIT.test(password);
    case 4:
      return (
        UPPER.test(password) &&
        LOWER.test(password) &&
        DIGIT.test(password) &&
        SPECIAL.test(password)
      );
  }
}

/** The longest run of one repeated character (by code point). */
export function longestRun(password: string): number {
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const char of password) {
    run = char === previous ? run + 1 : 1;
    previous = char;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The continuation limit N (the same character may not repeat more than N times), or null. */
export function continuationLimitOf(policy: PasswordPolicy): number | null {
  const n = policy.password_continuation_limit;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** Whether previous passwords are disallowed (spec: unless password_past_use says otherwise). */
export function disallowsPastPasswords(policy: PasswordPolicy): boolean {
  return !flag(policy.password_past_use);
}

/** Whether the policy only asks for the encryption change (then that is the only message). */
export function isEncryptionChange(policy: PasswordPolicy): boolean {
  return flag(policy.password_change_flag);
}

/** Whether the user must change the password at first login. */
export function isFirstLogin(policy: PasswordPolicy): boolean {
  return flag(policy.password_first_login);
}

/** The length in code points, so a kanji or an emoji counts as one character. */
export function codePointLength(text: string): number {
  let length = 0;
  const points = text[Symbol.iterator]();
  while (!points.next().done) length += 1;
  return length;
}

/** The checklist for a typed password, in display order. */
export function policyRules(policy: PasswordPolicy, password: string): PolicyRule[] {
  const length = codePointLength(password);
  const rules: PolicyRule[] = [];
  const min = minLengthOf(policy);
  rules.push({
    id: 'minLength',
    key: 'password.rule.minLength',
    vars: { count: min },
    ok: length >= min,
  });
  const type = stringTypeOf(policy);
  if (type !== 0) {
    rules.push({
      id: 'types',
      key: `password.rule.type${type}`,
      vars: {},
      ok: hasRequiredTypes(password, type),
    });
  }
  const limit = continuationLimitOf(policy);
  if (limit !== null) {
    const ok = length > 0 && longestRun(password) <= limit;
    rules.push({
      id: 'continuation',
      key: 'password.rule.continuation',
      vars: { count: limit },
      ok,
    });
  }
  if (disallowsPastPasswords(policy)) {
    rules.push({ id: 'pastUse', key: 'password.rule.pastUse', vars: {}, ok: null });
  }
  return rules;
}

/** Why a password is refused by the policy (past use is the server's to check), or [] if none. */
export function policyViolations(
  policy: PasswordPolicy,
  password: string,
): (PolicyRule['id'] | 'maxLength')[] {
  const failed = policyRules(policy, password)
    .filter((rule) => rule.ok === false)
    .map((rule) => rule.id);
  return codePointLength(password) > ABSOLUTE_MAX_LENGTH ? [...failed, 'maxLength'] : failed;
}
