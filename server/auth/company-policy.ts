import type { Company } from './accounts.ts';

/** The company password policy as the browser module reads it (snake_case, as on the wire). */
export interface WirePolicy {
  readonly password_min_length: number;
  readonly password_string_type: number;
  readonly password_continuation_limit: number;
  /** 'Y' allows reusing previous passwords; 'N' refuses the last `historyDepth(company)`. */
  readonly password_past_use: 'Y' | 'N';
}

/** The policy of a company; its password_past_use column is 0 to allow reuse, N > 0 to refuse it. */
export function companyPolicy(company: Company): WirePolicy {
  return {
    password_min_length: company.passwordMinLength,
    password_string_type: company.passwordStringType,
    password_continuation_limit: company.passwordContinuationLimit,
    password_past_use: company.passwordPastUse > 0 ? 'N' : 'Y',
  };
}

/**
 * How many passwords (the current one included) the company refuses to see again: its
 * password_past_use, N > 0 (requirements P2, P5).
 */
export function historyDepth(company: Company): number {
  return Math.max(0, Math.floor(company.passwordPastUse));
}
