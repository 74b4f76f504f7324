// The rules (requirements L10, L11) that decide what follows a successful password check.
import type { Done, LoginData } from './types.ts';

/** The wizard shows for non-LDAP accounts on first login, an insecure or an expired password. */
export function needsPasswordWizard(data: LoginData): boolean {
  return !data.useLdap && (data.firstLogin || !data.passwordSecure || data.timeLimitExceeded);
}

/** What comes after the password check (and after each completed step). */
export type After = 'gdpr' | 'password_wizard' | 'redirect';

/**
 * Requirements L11 (docs/decisions/005-gdpr-before-the-wizard.md): GDPR comes before the
 * wizard, the wizard follows an agreement when it is still needed, and neither step is ever
 * skipped.
 */
export function stepAfter(data: LoginData, done: Done): After {
  if (data.needGdpr && !done.gdpr) return 'gdpr';
  if (needsPasswordWizard(data) && !done.wizard) return 'password_wizard';
  return 'redirect';
}

/** Page 0 of the wizard: its title key and the notice lines to show. */
export function wizardNotice(data: LoginData): { title: string; lines: string[] } {
  const title = data.timeLimitExceeded ? 'wizard.titleExpired' : 'wizard.titleRequest';
  if (data.passwordChangeFlag) return { title, lines: ['password.encryptionChange'] };
  if (data.firstLogin) return { title, lines: ['password.firstLogin'] };
  if (data.timeLimitExceeded) return { title, lines: ['wizard.noticeExpired'] };
  return { title, lines: ['wizard.noticeInsecure'] };
}
