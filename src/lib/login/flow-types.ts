// The states, events and effects of the login step machine (flow.ts holds `next`).
import type { AlertTone } from '../ui/alerts.ts';
import type { ToastTone } from '../ui/toasts.ts';
import type { Done, LoginData, Message, OtpContext, OtpMethod, Problem } from './types.ts';

/** Every step of the login page. */
export type State =
  | { readonly tag: 'form'; readonly error: Message | null }
  | { readonly tag: 'sso' }
  | { readonly tag: 'otp_method'; readonly otp: OtpContext; readonly selected: OtpMethod | null }
  | { readonly tag: 'otp_phone'; readonly otp: OtpContext }
  | {
      readonly tag: 'otp_code';
      readonly otp: OtpContext;
      readonly method: OtpMethod;
      /** Seconds to enter the code from the last send; null while the first code is on its way. */
      readonly expireSeconds: number | null;
      /** Counts the codes sent, so the countdown restarts on each one. */
      readonly issue: number;
      /** The server refused the typed code: the field shows as invalid (the code is kept). */
      readonly invalid: boolean;
    }
  | { readonly tag: 'trust_browser'; readonly data: LoginData }
  | {
      readonly tag: 'password_wizard';
      readonly page: 0 | 1 | 2;
      readonly data: LoginData;
      readonly done: Done;
    }
  | { readonly tag: 'gdpr'; readonly data: LoginData; readonly done: Done }
  | { readonly tag: 'redirect' }
  | { readonly tag: 'blocked' };

/** The name of a step. */
export type Step = State['tag'];

/** What happened: a user action, or the answer of a call the store made. */
export type Event =
  | { readonly type: 'sso_opened' }
  | { readonly type: 'sso_closed' }
  /** Signed in already: back from SSO (sso_azure), or the page opened by a signed-in browser. */
  | { readonly type: 'already_signed_in' }
  | { readonly type: 'login_succeeded'; readonly data: LoginData }
  | {
      readonly type: 'login_refused';
      readonly resultCode: string | null;
      readonly message: string;
      readonly result: unknown;
      readonly blocked: boolean;
    }
  | { readonly type: 'call_failed'; readonly problem: Problem }
  | { readonly type: 'method_selected'; readonly method: OtpMethod }
  | { readonly type: 'otp_sent'; readonly method: OtpMethod; readonly expireSeconds: number }
  | {
      readonly type: 'otp_send_refused';
      readonly resultCode: string | null;
      readonly message: string;
    }
  | { readonly type: 'otp_back' }
  | { readonly type: 'code_edited' }
  | { readonly type: 'trust_declined' }
  | { readonly type: 'device_registered' }
  | { readonly type: 'device_refused'; readonly message: string }
  | { readonly type: 'wizard_next' }
  | { readonly type: 'password_changed' }
  | { readonly type: 'password_refused'; readonly message: string }
  | { readonly type: 'wizard_closed' }
  | { readonly type: 'gdpr_agreed' }
  | { readonly type: 'gdpr_refused'; readonly message: string }
  /** "Back to sign in" (or Decline on GDPR) on any step after the password. */
  | { readonly type: 'sign_in_again' };

/** A side effect for the store to run, in order (an alert is awaited before the next one). */
export type Effect =
  | { readonly kind: 'alert'; readonly message: Message; readonly tone: AlertTone }
  | { readonly kind: 'toast'; readonly message: Message; readonly tone: ToastTone }
  | { readonly kind: 'reload' }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'redirect'; readonly redirectUrl: string; readonly accessToken: string | null }
  | { readonly kind: 'request_code'; readonly method: OtpMethod }
  /** Ends on the server what the abandoned sign-in opened (verification attempt, session). */
  | { readonly kind: 'end_attempt' }
  /** Puts the caret back in the password field (after a refused login's alert is closed). */
  | { readonly kind: 'focus_password' };

/** A state and the effects that lead into it. */
export interface Transition {
  readonly state: State;
  readonly effects: readonly Effect[];
}

/** The first state of the page. */
export const INITIAL: State = { tag: 'form', error: null };
