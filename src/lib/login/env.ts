// What the login store needs from the outside world; the island passes the browser's, tests fakes.
import type { login } from '../api/contract/auth.ts';
import type { changePassword } from '../api/contract/password.ts';
import type { RequestOf } from '../api/endpoint.ts';
import type { Locale } from '../i18n/locales.ts';
import type { AlertTone } from '../ui/alerts.ts';
import type { ToastTone } from '../ui/toasts.ts';
import type { OtpMethod } from './types.ts';

/** The login request fields (requirements L7), as the contract declares them. */
export type LoginRequest = RequestOf<typeof login>;

/** The password-change request of the wizard, as the contract declares it. */
export type PasswordChange = RequestOf<typeof changePassword>;

/**
 * The calls of the login page. Each resolves with its answer or rejects with an ApiError of the
 * one API client (ApiFailure for success false, already handled CSRF 403s, network errors, …).
 */
export interface LoginApi {
  /** POST /login/proceed/ — the answer, success or not, as validated by the contract. */
  login(request: LoginRequest): Promise<Readonly<Record<string, unknown>>>;
  /** POST /otp/request/ — sends a code; resolves with the seconds it stays valid. */
  requestOtp(method: OtpMethod, phone: string | null): Promise<{ readonly expireSeconds: number }>;
  /** POST /otp/device/registration/ */
  registerDevice(deviceId: string): Promise<void>;
  /** POST /user/password/ */
  changePassword(request: PasswordChange): Promise<void>;
  /** GET /user/gdpr */
  agreeGdpr(): Promise<void>;
  /** POST /login/cancel/ (ours) — ends what an abandoned sign-in opened on the server. */
  cancelLogin(): Promise<void>;
}

/**
 * The desktop shell, in app mode (another module owns the real bridge). The page loads the bridge
 * only when the GDPR step needs it, so both may answer with a promise.
 */
export interface ShellLink {
  readonly isAppMode: () => boolean | Promise<boolean>;
  /** Hands the GDPR agreement to the shell instead of calling the server. */
  readonly sendGdprAgreement: () => void | Promise<void>;
}

/** Everything the store does outside itself. */
export interface LoginEnv {
  readonly api: LoginApi;
  readonly locale: Locale;
  readonly origin: string;
  /** The page's query string at load. */
  readonly search: string;
  /** The access-token host (`hostFeatures().accessTokenLogin`). */
  readonly accessTokenLogin: boolean;
  readonly shell: ShellLink;
  /** Translates our keys (the island's `createT`). */
  readonly t: (key: string, vars?: Readonly<Record<string, string | number>>) => string;
  readonly navigate: (url: string) => void;
  readonly reload: () => void;
  /** A real form POST (same origin; allowed by form-action 'self'). */
  readonly postForm: (action: string, fields: Readonly<Record<string, string>>) => void;
  readonly alert: (message: string, tone: AlertTone) => Promise<void>;
  readonly toast: (message: string, tone: ToastTone) => void;
  /** localStorage, of which only `device_id` is ever used. */
  readonly storage: {
    readonly get: (key: string) => string | null;
    readonly set: (key: string, value: string) => void;
  };
  /** Assigns one cookie line to document.cookie. */
  readonly setCookie: (line: string) => void;
  /** Whether cookies we write get `Secure` (https pages). */
  readonly secure: boolean;
  /** A new device id (createDeviceId in the browser). */
  readonly newDeviceId: () => Promise<string>;
  /** Removes the error toasts on screen (they spoke of a step the user has left). */
  readonly clearErrors: () => void;
  /** Moves the focus to the password field (and selects what it holds). */
  readonly focusPassword: () => void;
  /** Waits, for the resend spinner's minimum time. */
  readonly sleep: (ms: number) => Promise<void>;
}
