// Test support: login answers and flow values in a few words. Never used by the app.
import type { LoginData, OtpContext } from './types.ts';

/** A successful login's data: a plain user going straight in, with overrides. */
export function loginData(overrides: Partial<LoginData> = {}): LoginData {
  return {
    useLdap: false,
    firstLogin: false,
    passwordSecure: true,
    timeLimitExceeded: false,
    passwordChangeFlag: false,
    needGdpr: false,
    duplicateLogin: false,
    redirectUrl: '',
    offerTrust: false,
    trustDays: 30,
    accessToken: null,
    policy: {},
    ...overrides,
  };
}

/** OTP info of a LoginOTP answer. */
export function otp(code: OtpContext['code'], overrides: Partial<OtpContext> = {}): OtpContext {
  return { code, phone: '*******5678', email: 'e***@demo.example', recent: 'none', ...overrides };
}
