import { describe, expect, it } from 'vitest';
import { OTP_BY_EMAIL, OTP_BY_SMS, OTP_CHOICE } from '../api/contract/results.ts';
import { offersOtherMethod } from './otp-methods.ts';

describe('"Choose another method" (requirements O1)', () => {
  it.each([
    ['e-mail only', OTP_BY_EMAIL, false],
    ['SMS', OTP_BY_SMS, true],
    ['the user’s choice', OTP_CHOICE, true],
  ] as const)('%s: %s', (_, code, offered) => {
    expect(offersOtherMethod({ code })).toBe(offered);
  });
});
