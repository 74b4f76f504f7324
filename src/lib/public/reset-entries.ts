// The entry rules of the reset and registration form. They load with the link's verification
// (reset-store.ts), not with the page: nothing can be typed before the form is shown.
import { policyRules, type PasswordPolicy } from '../password/policy.ts';
import type { EntryCheck } from './reset-flow.ts';

/** Whether the password breaks a rule of the policy the browser can check. */
export function breaksPolicy(policy: PasswordPolicy, password: string): boolean {
  return policyRules(policy, password).some((rule) => rule.ok === false);
}

/** What the entries fail, checked in the order the user reads them: policy, then match. */
export function checkEntries(
  policy: PasswordPolicy,
  password: string,
  confirm: string,
): EntryCheck {
  if (breaksPolicy(policy, password)) return 'policy';
  return password === confirm ? null : 'mismatch';
}
