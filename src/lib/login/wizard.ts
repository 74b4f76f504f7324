// The wizard's page 1: the new password against the company policy and its confirmation.
import { policyViolations, type PasswordPolicy } from '../password/policy.ts';

/** Why the new password cannot be sent yet, tied to the field that shows it. */
export type NewPasswordProblem =
  | { readonly field: 'new'; readonly key: string }
  | { readonly field: 'confirm'; readonly key: string };

/** The first problem of a new password and its confirmation, or null when it can be sent. */
export function checkNewPassword(
  policy: PasswordPolicy,
  password: string,
  confirm: string,
): NewPasswordProblem | null {
  if (password === '') return { field: 'new', key: 'wizard.enterPassword' };
  if (policyViolations(policy, password).length > 0)
    return { field: 'new', key: 'wizard.policyNotMet' };
  if (confirm === '') return { field: 'confirm', key: 'wizard.enterConfirm' };
  if (confirm !== password) return { field: 'confirm', key: 'password.mismatch' };
  return null;
}
