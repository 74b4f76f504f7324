// The login page as a step machine (docs/architecture.md, walk 1): a union of states and a
// pure `next(state, event)` returning the new state and the effects the store must run.
import { stepAfter } from './rules.ts';
import { otpContextOf } from './answer.ts';
import { NOTHING_DONE } from './types.ts';
import type { Done, LoginData, Message, OtpContext, OtpMethod } from './types.ts';
import { problemStep } from './flow-problem.ts';
import { INITIAL, type Effect, type Event, type State, type Transition } from './flow-types.ts';
import {
  CONNECTION_DENIED,
  LOGIN_SCREEN_EXPIRED,
  OTP_BY_EMAIL,
  OTP_BY_SMS,
  OTP_NO_ATTEMPT,
  OTP_PHONE_MISMATCH,
  OTP_REQUIRED,
} from '../api/contract/results.ts';

export type { Effect, Event, State, Step, Transition } from './flow-types.ts';
export { INITIAL } from './flow-types.ts';

const stay = (state: State, ...effects: Effect[]): Transition => ({ state, effects });
const text = (message: string, fallback: string): Message =>
  message.trim() === '' ? { key: fallback } : { text: message };

function startOver(message: string): Transition {
  return stay(INITIAL, {
    kind: 'alert',
    message: text(message, 'otp.signInAgain'),
    tone: 'warning',
  });
}

/** Where a completed step leads: GDPR, the wizard, or the redirect (requirements L9–L11). */
export function proceed(data: LoginData, done: Done, lead: Effect[] = []): Transition {
  const after = stepAfter(data, done);
  if (after === 'gdpr') return { state: { tag: 'gdpr', data, done }, effects: lead };
  if (after === 'password_wizard') {
    return { state: { tag: 'password_wizard', page: 0, data, done }, effects: lead };
  }
  const go: Effect = {
    kind: 'redirect',
    redirectUrl: data.redirectUrl,
    accessToken: data.accessToken,
  };
  return { state: { tag: 'redirect' }, effects: [...lead, go] };
}

/** The first verification step of a LoginOTP answer. */
export function otpStart(otp: OtpContext): Transition {
  if (otp.code === OTP_BY_EMAIL) {
    const state: State = {
      tag: 'otp_code',
      otp,
      method: 'email',
      expireSeconds: null,
      issue: 0,
      invalid: false,
    };
    return { state, effects: [{ kind: 'request_code', method: 'email' }] };
  }
  if (otp.code === OTP_BY_SMS) return stay({ tag: 'otp_phone', otp });
  // recent_otp_type pre-selects its method, unless SMS has no phone to go to.
  const selected = otp.recent === 'sms' && otp.phone === '' ? null : otp.recent;
  return stay({ tag: 'otp_method', otp, selected: selected === 'none' ? null : selected });
}

function onSucceeded(state: State, data: LoginData): Transition {
  const lead: Effect[] = data.duplicateLogin
    ? [{ kind: 'alert', message: { key: 'login.duplicateLogin' }, tone: 'info' }]
    : [];
  if (state.tag === 'otp_code' && data.offerTrust) {
    return { state: { tag: 'trust_browser', data }, effects: lead };
  }
  return proceed(data, NOTHING_DONE, lead);
}

function onRefused(state: State, event: Extract<Event, { type: 'login_refused' }>): Transition {
  if (event.message === CONNECTION_DENIED || event.blocked) {
    return { state: { tag: 'blocked' }, effects: [{ kind: 'blocked' }] };
  }
  if (event.resultCode === LOGIN_SCREEN_EXPIRED) {
    const alert: Effect = {
      kind: 'alert',
      message: { key: 'login.securityExpired' },
      tone: 'warning',
    };
    return stay(state, alert, { kind: 'reload' });
  }
  if (event.message === OTP_REQUIRED) {
    const otp = otpContextOf(event.resultCode, event.result);
    if (otp !== null) return otpStart(otp);
    return stay(state, { kind: 'alert', message: { key: 'common.unknownError' }, tone: 'error' });
  }
  if (state.tag === 'otp_code' && event.resultCode === OTP_NO_ATTEMPT)
    return startOver(event.message);
  if (state.tag === 'otp_code') {
    const toast: Effect = {
      kind: 'toast',
      message: text(event.message, 'otp.wrongCode'),
      tone: 'error',
    };
    return stay({ ...state, invalid: true }, toast);
  }
  const alert: Effect = {
    kind: 'alert',
    message: text(event.message, 'common.unknownError'),
    tone: 'error',
  };
  if (state.tag !== 'form') return stay(state, alert);
  // Once the alert is read, the user fixes the password: the caret waits there.
  return stay({ ...state, error: null }, alert, { kind: 'focus_password' });
}

function onSent(state: State, method: OtpMethod, expireSeconds: number): Transition {
  if (state.tag !== 'otp_method' && state.tag !== 'otp_phone' && state.tag !== 'otp_code') {
    return stay(state);
  }
  const resent = state.tag === 'otp_code' && state.expireSeconds !== null;
  const issue = state.tag === 'otp_code' ? state.issue + 1 : 1;
  const next: State = {
    tag: 'otp_code',
    otp: state.otp,
    method,
    expireSeconds,
    issue,
    invalid: false,
  };
  return resent
    ? stay(next, { kind: 'toast', message: { key: 'otp.regenerated' }, tone: 'success' })
    : stay(next);
}

function onSendRefused(state: State, resultCode: string | null, message: string): Transition {
  if (resultCode === OTP_NO_ATTEMPT) return startOver(message);
  if (resultCode === OTP_PHONE_MISMATCH) {
    return stay(state, { kind: 'alert', message: { key: 'otp.phoneMismatch' }, tone: 'warning' });
  }
  return stay(state, { kind: 'toast', message: text(message, 'otp.sendFailed'), tone: 'error' });
}

/** The pure step function: the state after an event, and the effects to run. */
export function next(state: State, event: Event): Transition {
  switch (event.type) {
    case 'sso_opened':
      return stay(state.tag === 'form' ? { tag: 'sso' } : state);
    case 'sso_closed':
      return stay(state.tag === 'sso' ? INITIAL : state);
    case 'already_signed_in':
      // Back from the identity provider (sso_azure), or opened while signed in: continue to
      // the redirect, unless the user has started something on the page meanwhile.
      return state.tag === 'form'
        ? {
            state: { tag: 'redirect' },
            effects: [{ kind: 'redirect', redirectUrl: '', accessToken: null }],
          }
        : stay(state);
    case 'login_succeeded':
      return state.tag === 'form' || state.tag === 'otp_code'
        ? onSucceeded(state, event.data)
        : stay(state);
    case 'login_refused':
      return state.tag === 'form' || state.tag === 'otp_code'
        ? onRefused(state, event)
        : stay(state);
    case 'call_failed':
      return problemStep(state, event.problem);
    case 'method_selected':
      return stay(state.tag === 'otp_method' ? { ...state, selected: event.method } : state);
    case 'otp_sent':
      return onSent(state, event.method, event.expireSeconds);
    case 'otp_send_refused':
      return onSendRefused(state, event.resultCode, event.message);
    case 'otp_back':
      if (state.tag !== 'otp_code' || state.otp.code === OTP_BY_EMAIL) return stay(state);
      return state.otp.code === OTP_BY_SMS
        ? stay({ tag: 'otp_phone', otp: state.otp })
        : stay({ tag: 'otp_method', otp: state.otp, selected: state.method });
    case 'code_edited':
      return stay(state.tag === 'otp_code' && state.invalid ? { ...state, invalid: false } : state);
    case 'trust_declined':
    case 'device_registered':
      return state.tag === 'trust_browser' ? proceed(state.data, NOTHING_DONE) : stay(state);
    case 'device_refused':
      return stay(state, {
        kind: 'toast',
        message: text(event.message, 'otp.trustFailed'),
        tone: 'error',
      });
    case 'wizard_next':
      return stay(
        state.tag === 'password_wizard' && state.page === 0 ? { ...state, page: 1 } : state,
      );
    case 'password_changed':
      return stay(
        state.tag === 'password_wizard' && state.page === 1 ? { ...state, page: 2 } : state,
      );
    case 'password_refused':
      return stay(state, {
        kind: 'alert',
        message: text(event.message, 'common.unknownError'),
        tone: 'warning',
      });
    case 'wizard_closed':
      return state.tag === 'password_wizard' && state.page === 2
        ? proceed(state.data, { ...state.done, wizard: true })
        : stay(state);
    case 'gdpr_agreed':
      return state.tag === 'gdpr'
        ? proceed(state.data, { ...state.done, gdpr: true })
        : stay(state);
    case 'sign_in_again':
      // The steps after the password are those holding the verification or the login data.
      return 'otp' in state || 'data' in state
        ? { state: INITIAL, effects: [{ kind: 'end_attempt' }] }
        : stay(state);
    case 'gdpr_refused':
      return stay(state, {
        kind: 'alert',
        message: text(event.message, 'common.unknownError'),
        tone: 'error',
      });
  }
}
