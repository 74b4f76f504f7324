import { describe, expect, it } from 'vitest';
import { loginDataOf, otpContextOf, policyOf } from './answer.ts';
import { loginData } from './fixtures.test-support.ts';

describe('loginDataOf', () => {
  it('reads the flags of a successful answer', () => {
    expect(
      loginDataOf({
        success: true,
        use_ldap: false,
        password_first_login: true,
        password_secure: false,
        password_timelimit_exceed: true,
        need_gdpr: true,
        duplicate_login: true,
        redirect_url: '/files',
        flag_persistent_session: true,
        otp_session_expiry_day: 7,
        access_token: 'tok',
        password_min_length: 10,
        password_string_type: 4,
      }),
    ).toEqual(
      loginData({
        firstLogin: true,
        passwordSecure: false,
        timeLimitExceeded: true,
        needGdpr: true,
        duplicateLogin: true,
        redirectUrl: '/files',
        offerTrust: true,
        trustDays: 7,
        accessToken: 'tok',
        policy: { password_min_length: 10, password_string_type: 4, password_first_login: true },
      }),
    );
  });

  it('treats missing flags as a plain sign-in', () => {
    expect(loginDataOf({ success: true })).toEqual(loginData({ trustDays: 0 }));
  });

  it.each([
    ['Y', true],
    ['N', false],
    [1, true],
    [0, false],
    ['true', true],
    [null, false],
  ])('reads the flag value %j as %s', (value, on) => {
    expect(loginDataOf({ success: true, need_gdpr: value }).needGdpr).toBe(on);
  });

  it('reads the policy from password_policy when the answer nests it', () => {
    expect(
      policyOf({ password_policy: { password_min_length: '12', password_past_use: 'Y', junk: 1 } }),
    ).toEqual({ password_min_length: 12, password_past_use: 'Y' });
  });
});

describe('otpContextOf', () => {
  it.each([
    [
      '10',
      { phone: '', email: 'a***@x', recent_otp_type: 'none' },
      { code: '10', phone: '', email: 'a***@x', recent: 'none' },
    ],
    [
      '12',
      { phone: '**78', email: '', recent_otp_type: 'sms' },
      { code: '12', phone: '**78', email: '', recent: 'sms' },
    ],
    ['11', null, { code: '11', phone: '', email: '', recent: 'none' }],
    [
      '12',
      { recent_otp_type: 'carrier pigeon' },
      { code: '12', phone: '', email: '', recent: 'none' },
    ],
    ['13', {}, null],
    [null, {}, null],
  ])('otpCode %j with %j', (code, result, expected) => {
    expect(otpContextOf(code, result)).toEqual(expected);
  });
});
