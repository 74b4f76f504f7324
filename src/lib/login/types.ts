// The words of the login flow, shared by the machine, the store and the island.
import type { OtpCode } from '../api/contract/results.ts';
import type { Message } from '../api/messages.ts';
import type { PasswordPolicy } from '../password/policy.ts';

/** A text to show: the one failure vocabulary's Message (api/messages.ts). */
export type { Message };

/** The otpCode of a LoginOTP answer: 10 e-mail only, 11 SMS with phone entry, 12 choose. */
export type { OtpCode };

/** How a verification code is delivered. */
export type OtpMethod = 'email' | 'sms';

/** The OTP info of a LoginOTP answer, with its otpCode (requirements O1). */
export interface OtpContext {
  readonly code: OtpCode;
  /** Masked registered phone; empty when the user has none. */
  readonly phone: string;
  /** Masked e-mail address. */
  readonly email: string;
  readonly recent: 'none' | OtpMethod;
}

/** The parts of a successful login answer the flow acts on. */
export interface LoginData {
  readonly useLdap: boolean;
  readonly firstLogin: boolean;
  readonly passwordSecure: boolean;
  readonly timeLimitExceeded: boolean;
  readonly passwordChangeFlag: boolean;
  readonly needGdpr: boolean;
  readonly duplicateLogin: boolean;
  /** The answer's own redirect_url (validated before use, like the page's). */
  readonly redirectUrl: string;
  /** The trust-browser question may be asked (flag_persistent_session). */
  readonly offerTrust: boolean;
  /** Days a trusted browser skips verification (otp_session_expiry_day). */
  readonly trustDays: number;
  /** Only on the access-token host: posted by form to the web login. */
  readonly accessToken: string | null;
  /** The company's password policy, for the wizard's checklist. */
  readonly policy: PasswordPolicy;
}

/** The steps after a password check that were completed in this sign-in. */
export interface Done {
  readonly gdpr: boolean;
  readonly wizard: boolean;
}

/** Nothing completed yet. */
export const NOTHING_DONE: Done = { gdpr: false, wizard: false };

/** Why a call got no usable answer, as the user is told. */
export type Problem = 'offline' | 'network' | 'timeout' | 'throttled' | 'server' | 'unusable';
