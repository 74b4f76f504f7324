// The entry rules of the reset and registration form. They load with the link's verification
// (reset-store.ts), not with the page: nothing can be typed before the form is shown.
import { policyRules, type PasswordPolicy } from '../password/policy.ts';
import type { EntryCheck } from './reset-flow.ts';

/** What the entries fail, checked in the order the user reads them: policy, then match. */
export function checkEntries(
  policy: PasswordPolicy,
  password: string,
  confirm: string,
): EntryCheck {
  if (policyRules(policy, password).some((rule) => rule.ok === false)) return 'policy';
  return password === confirm ? null : 'mismatch';
}
