// Which verification methods the code step offers besides the one in use (requirements O1):
// "Choose another method" is hidden where the company allows e-mail only (otpCode 10).
import { OTP_BY_EMAIL } from '../api/contract/results.ts';
import type { OtpContext } from './types.ts';

/** Whether the code step offers "Choose another method". */
export function offersOtherMethod(otp: Pick<OtpContext, 'code'>): boolean {
  return otp.code !== OTP_BY_EMAIL;
}
