import { describe, expect, it } from 'vitest';
import { loginData } from './fixtures.test-support.ts';
import { needsPasswordWizard, stepAfter, wizardNotice } from './rules.ts';
import type { LoginData } from './types.ts';
import { checkNewPassword } from './wizard.ts';

describe('the wizard rule: not LDAP and (first login or insecure or expired)', () => {
  it.each<[Partial<LoginData>, boolean]>([
    [{}, false],
    [{ firstLogin: true }, true],
    [{ passwordSecure: false }, true],
    [{ timeLimitExceeded: true }, true],
    [{ useLdap: true, firstLogin: true }, false],
    [{ useLdap: true, passwordSecure: false }, false],
    [{ useLdap: true, timeLimitExceeded: true }, false],
    [{ needGdpr: true }, false],
  ])('%j → %s', (flags, needed) => {
    expect(needsPasswordWizard(loginData(flags))).toBe(needed);
  });
});

describe('stepAfter', () => {
  const both = loginData({ needGdpr: true, firstLogin: true });
  it.each<[string, LoginData, { gdpr: boolean; wizard: boolean }, string]>([
    ['GDPR first when both are needed', both, { gdpr: false, wizard: false }, 'gdpr'],
    ['then the wizard', both, { gdpr: true, wizard: false }, 'password_wizard'],
    ['then the redirect', both, { gdpr: true, wizard: true }, 'redirect'],
    ['GDPR after the wizard if still needed', both, { gdpr: false, wizard: true }, 'gdpr'],
    ['nothing needed: redirect', loginData(), { gdpr: false, wizard: false }, 'redirect'],
  ])('%s', (_, data, done, step) => {
    expect(stepAfter(data, done)).toBe(step);
  });
});

describe('wizardNotice', () => {
  it.each<[string, Partial<LoginData>, { title: string; lines: string[] }]>([
    [
      'an expired password',
      { timeLimitExceeded: true },
      { title: 'wizard.titleExpired', lines: ['wizard.noticeExpired'] },
    ],
    [
      'an insecure password',
      { passwordSecure: false },
      { title: 'wizard.titleRequest', lines: ['wizard.noticeInsecure'] },
    ],
    [
      'a first login',
      { firstLogin: true },
      { title: 'wizard.titleRequest', lines: ['password.firstLogin'] },
    ],
    [
      'an encryption change says only that',
      { firstLogin: true, timeLimitExceeded: true, passwordChangeFlag: true },
      { title: 'wizard.titleExpired', lines: ['password.encryptionChange'] },
    ],
  ])('%s', (_, flags, notice) => {
    expect(wizardNotice(loginData(flags))).toEqual(notice);
  });
});

describe('checkNewPassword', () => {
  const policy = { password_min_length: 10, password_string_type: 4 };
  it.each([
    ['an empty password', '', '', { field: 'new', key: 'wizard.enterPassword' }],
    [
      'a password that breaks the policy',
      'short',
      'short',
      { field: 'new', key: 'wizard.policyNotMet' },
    ],
    ['no confirmation', 'Good-pass-2026!', '', { field: 'confirm', key: 'wizard.enterConfirm' }],
    [
      'a different confirmation',
      'Good-pass-2026!',
      'Good-pass-2026?',
      { field: 'confirm', key: 'password.mismatch' },
    ],
    ['a good pair', 'Good-pass-2026!', 'Good-pass-2026!', null],
  ])('%s', (_, password, confirm, problem) => {
    expect(checkNewPassword(policy, password, confirm)).toEqual(problem);
  });
});
