import { describe, expect, it } from 'vitest';
import { loginData, otp } from './fixtures.test-support.ts';
import { INITIAL, next, type Event, type State, type Transition } from './flow.ts';
import type { LoginData } from './types.ts';

const form: State = INITIAL;
const done0 = { gdpr: false, wizard: false };
const redirect = (data: LoginData = loginData()): Transition => ({
  state: { tag: 'redirect' },
  effects: [{ kind: 'redirect', redirectUrl: data.redirectUrl, accessToken: data.accessToken }],
});
const ok = (data: LoginData): Event => ({ type: 'login_succeeded', data });
const refused = (
  message: string,
  resultCode: string | null = null,
  extra: Partial<{ result: unknown; blocked: boolean }> = {},
): Event => ({
  type: 'login_refused',
  message,
  resultCode,
  result: null,
  blocked: false,
  ...extra,
});
const codeStep = (overrides: Partial<Extract<State, { tag: 'otp_code' }>> = {}): State => ({
  tag: 'otp_code',
  otp: otp('12'),
  method: 'email',
  expireSeconds: 120,
  issue: 1,
  invalid: false,
  ...overrides,
});
const wizard = (page: 0 | 1 | 2, data: LoginData, done = done0): State => ({
  tag: 'password_wizard',
  page,
  data,
  done,
});
const expired = loginData({ timeLimitExceeded: true });
const gdprAndExpired = loginData({ timeLimitExceeded: true, needGdpr: true });
// After a refused login's alert, the caret goes back to the password.
const FOCUS_PASSWORD = { kind: 'focus_password' } as const;
const duplicateAlert = {
  kind: 'alert',
  message: { key: 'login.duplicateLogin' },
  tone: 'info',
} as const;

describe('after the login form is submitted, exactly one outcome', () => {
  it.each<[string, State, Event, Transition]>([
    ['a plain user is redirected', form, ok(loginData()), redirect()],
    [
      'the answer’s redirect_url travels with the redirect (validated by the store)',
      form,
      ok(loginData({ redirectUrl: '/files' })),
      redirect(loginData({ redirectUrl: '/files' })),
    ],
    [
      'the access token of the special host travels with the redirect',
      form,
      ok(loginData({ accessToken: 'tok' })),
      redirect(loginData({ accessToken: 'tok' })),
    ],
    [
      'WebConnectionDeny goes to /blocked',
      form,
      refused('WebConnectionDeny', 'blocked'),
      { state: { tag: 'blocked' }, effects: [{ kind: 'blocked' }] },
    ],
    [
      'operation_authority.blocked goes to /blocked',
      form,
      refused('Denied', '99', { blocked: true }),
      { state: { tag: 'blocked' }, effects: [{ kind: 'blocked' }] },
    ],
    [
      'a first-login user gets the password wizard',
      form,
      ok(loginData({ firstLogin: true })),
      { state: wizard(0, loginData({ firstLogin: true })), effects: [] },
    ],
    [
      'an insecure password gets the password wizard',
      form,
      ok(loginData({ passwordSecure: false })),
      { state: wizard(0, loginData({ passwordSecure: false })), effects: [] },
    ],
    [
      'an expired password gets the password wizard',
      form,
      ok(expired),
      { state: wizard(0, expired), effects: [] },
    ],
    [
      'an LDAP user never gets the wizard, even flagged insecure and expired',
      form,
      ok(
        loginData({
          useLdap: true,
          passwordSecure: false,
          timeLimitExceeded: true,
          firstLogin: true,
        }),
      ),
      redirect(),
    ],
    [
      'need_gdpr shows the GDPR agreement',
      form,
      ok(loginData({ needGdpr: true })),
      { state: { tag: 'gdpr', data: loginData({ needGdpr: true }), done: done0 }, effects: [] },
    ],
    [
      'need_gdpr shows GDPR first, before the wizard',
      form,
      ok(gdprAndExpired),
      { state: { tag: 'gdpr', data: gdprAndExpired, done: done0 }, effects: [] },
    ],
    [
      'duplicate_login alerts, then the login continues to the redirect',
      form,
      ok(loginData({ duplicateLogin: true })),
      {
        state: { tag: 'redirect' },
        effects: [duplicateAlert, { kind: 'redirect', redirectUrl: '', accessToken: null }],
      },
    ],
    [
      'duplicate_login alerts, then the login continues to the wizard',
      form,
      ok(loginData({ duplicateLogin: true, firstLogin: true })),
      {
        state: wizard(0, loginData({ duplicateLogin: true, firstLogin: true })),
        effects: [duplicateAlert],
      },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(next(state, event)).toEqual(expected);
  });
});

describe('the error catalogue of the login form (requirements L13–L17)', () => {
  it.each<[string, State, Event, Transition]>([
    [
      'result_code 4001 alerts that the login screen expired, then reloads',
      form,
      refused('Login was blocked…', '4001'),
      {
        state: form,
        effects: [
          { kind: 'alert', message: { key: 'login.securityExpired' }, tone: 'warning' },
          { kind: 'reload' },
        ],
      },
    ],
    [
      'another refusal alerts the server’s message as text',
      form,
      refused('<b>The company ID, user ID or password is incorrect.</b>', 'invalid_credentials'),
      {
        state: form,
        effects: [
          {
            kind: 'alert',
            message: { text: '<b>The company ID, user ID or password is incorrect.</b>' },
            tone: 'error',
          },
          FOCUS_PASSWORD,
        ],
      },
    ],
    [
      'a refusal without text alerts the generic message',
      form,
      refused('  ', 'x'),
      {
        state: form,
        effects: [
          { kind: 'alert', message: { key: 'common.unknownError' }, tone: 'error' },
          FOCUS_PASSWORD,
        ],
      },
    ],
    [
      'a LoginOTP answer that is not usable alerts the generic message',
      form,
      refused('LoginOTP', '99'),
      {
        state: form,
        effects: [{ kind: 'alert', message: { key: 'common.unknownError' }, tone: 'error' }],
      },
    ],
    [
      'a connection failure shows in the form, which stays usable',
      form,
      { type: 'call_failed', problem: 'network' },
      { state: { tag: 'form', error: { key: 'login.error.network' } }, effects: [] },
    ],
    [
      'offline shows the offline message in the form',
      form,
      { type: 'call_failed', problem: 'offline' },
      { state: { tag: 'form', error: { key: 'common.offline' } }, effects: [] },
    ],
    [
      'a refusal replaces an earlier connection message',
      { tag: 'form', error: { key: 'login.error.timeout' } },
      refused('Nope', 'x'),
      {
        state: form,
        effects: [{ kind: 'alert', message: { text: 'Nope' }, tone: 'error' }, FOCUS_PASSWORD],
      },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(next(state, event)).toEqual(expected);
  });
});

describe('2-step verification', () => {
  const loginOtp = (code: string, result: unknown): Event => refused('LoginOTP', code, { result });
  it.each<[string, State, Event, Transition]>([
    [
      'otpCode 10 goes to the code step and requests an e-mail code at once',
      form,
      loginOtp('10', { phone: '', email: 'e***@x', recent_otp_type: 'none' }),
      {
        state: codeStep({
          otp: otp('10', { phone: '', email: 'e***@x' }),
          expireSeconds: null,
          issue: 0,
        }),
        effects: [{ kind: 'request_code', method: 'email' }],
      },
    ],
    [
      'otpCode 11 asks for the phone number first',
      form,
      loginOtp('11', { phone: '*******5678', email: 'e***@x', recent_otp_type: 'none' }),
      { state: { tag: 'otp_phone', otp: otp('11', { email: 'e***@x' }) }, effects: [] },
    ],
    [
      'otpCode 12 lets the user choose, nothing pre-selected',
      form,
      loginOtp('12', { phone: '*******5678', email: 'e***@x', recent_otp_type: 'none' }),
      {
        state: { tag: 'otp_method', otp: otp('12', { email: 'e***@x' }), selected: null },
        effects: [],
      },
    ],
    [
      'recent_otp_type sms pre-selects SMS',
      form,
      loginOtp('12', { phone: '*******5678', email: 'e***@x', recent_otp_type: 'sms' }),
      {
        state: {
          tag: 'otp_method',
          otp: otp('12', { email: 'e***@x', recent: 'sms' }),
          selected: 'sms',
        },
        effects: [],
      },
    ],
    [
      'recent_otp_type sms selects nothing when there is no phone',
      form,
      loginOtp('12', { phone: '', email: 'e***@x', recent_otp_type: 'sms' }),
      {
        state: {
          tag: 'otp_method',
          otp: otp('12', { phone: '', email: 'e***@x', recent: 'sms' }),
          selected: null,
        },
        effects: [],
      },
    ],
    [
      'choosing a method selects it',
      { tag: 'otp_method', otp: otp('12'), selected: null },
      { type: 'method_selected', method: 'sms' },
      { state: { tag: 'otp_method', otp: otp('12'), selected: 'sms' }, effects: [] },
    ],
    [
      'a sent code opens the code step with its countdown',
      { tag: 'otp_method', otp: otp('12'), selected: 'sms' },
      { type: 'otp_sent', method: 'sms', expireSeconds: 180 },
      { state: codeStep({ method: 'sms', expireSeconds: 180 }), effects: [] },
    ],
    [
      'the phone step’s code opens the code step',
      { tag: 'otp_phone', otp: otp('11') },
      { type: 'otp_sent', method: 'sms', expireSeconds: 120 },
      { state: codeStep({ otp: otp('11'), method: 'sms' }), effects: [] },
    ],
    [
      'the first code of otpCode 10 arrives without a toast',
      codeStep({ otp: otp('10'), expireSeconds: null, issue: 0 }),
      { type: 'otp_sent', method: 'email', expireSeconds: 120 },
      { state: codeStep({ otp: otp('10') }), effects: [] },
    ],
    [
      'a resent code restarts the countdown and says so',
      codeStep({ invalid: true }),
      { type: 'otp_sent', method: 'email', expireSeconds: 120 },
      {
        state: codeStep({ issue: 2 }),
        effects: [{ kind: 'toast', message: { key: 'otp.regenerated' }, tone: 'success' }],
      },
    ],
    [
      'result_code 4011 warns that the phone number does not match',
      { tag: 'otp_phone', otp: otp('11') },
      { type: 'otp_send_refused', resultCode: '4011', message: 'x' },
      {
        state: { tag: 'otp_phone', otp: otp('11') },
        effects: [{ kind: 'alert', message: { key: 'otp.phoneMismatch' }, tone: 'warning' }],
      },
    ],
    [
      'another refused send toasts the server’s message',
      { tag: 'otp_method', otp: otp('12'), selected: 'email' },
      { type: 'otp_send_refused', resultCode: '429', message: 'Too many codes.' },
      {
        state: { tag: 'otp_method', otp: otp('12'), selected: 'email' },
        effects: [{ kind: 'toast', message: { text: 'Too many codes.' }, tone: 'error' }],
      },
    ],
    [
      'a wrong code toasts the server’s message and marks the field',
      codeStep(),
      refused('Verification code mismatch.', '4010'),
      {
        state: codeStep({ invalid: true }),
        effects: [
          { kind: 'toast', message: { text: 'Verification code mismatch.' }, tone: 'error' },
        ],
      },
    ],
    [
      'a wrong code without text toasts the default message',
      codeStep(),
      refused('', '4010'),
      {
        state: codeStep({ invalid: true }),
        effects: [{ kind: 'toast', message: { key: 'otp.wrongCode' }, tone: 'error' }],
      },
    ],
    [
      'a verification attempt the server no longer knows goes back to the form',
      codeStep(),
      refused('Please sign in again.', 'otp_no_attempt'),
      {
        state: form,
        effects: [{ kind: 'alert', message: { text: 'Please sign in again.' }, tone: 'warning' }],
      },
    ],
    [
      'a send without an attempt goes back to the form too',
      { tag: 'otp_phone', otp: otp('11') },
      { type: 'otp_send_refused', resultCode: 'otp_no_attempt', message: '' },
      {
        state: form,
        effects: [{ kind: 'alert', message: { key: 'otp.signInAgain' }, tone: 'warning' }],
      },
    ],
    [
      'editing the code clears the error mark',
      codeStep({ invalid: true }),
      { type: 'code_edited' },
      { state: codeStep(), effects: [] },
    ],
    [
      'a connection failure on the code step toasts and keeps the step',
      codeStep(),
      { type: 'call_failed', problem: 'timeout' },
      {
        state: codeStep(),
        effects: [{ kind: 'toast', message: { key: 'login.error.timeout' }, tone: 'error' }],
      },
    ],
    [
      '“choose another method” returns to the selection with the method kept',
      codeStep({ method: 'sms' }),
      { type: 'otp_back' },
      { state: { tag: 'otp_method', otp: otp('12'), selected: 'sms' }, effects: [] },
    ],
    [
      '“choose another method” of otpCode 11 returns to the phone step',
      codeStep({ otp: otp('11'), method: 'sms' }),
      { type: 'otp_back' },
      { state: { tag: 'otp_phone', otp: otp('11') }, effects: [] },
    ],
    [
      'otpCode 10 has no other method',
      codeStep({ otp: otp('10') }),
      { type: 'otp_back' },
      { state: codeStep({ otp: otp('10') }), effects: [] },
    ],
    [
      'a right code with flag_persistent_session asks to trust the browser',
      codeStep(),
      ok(loginData({ offerTrust: true })),
      { state: { tag: 'trust_browser', data: loginData({ offerTrust: true }) }, effects: [] },
    ],
    ['a right code without the flag continues', codeStep(), ok(loginData()), redirect()],
    [
      'a right code continues to the wizard when needed',
      codeStep(),
      ok(expired),
      { state: wizard(0, expired), effects: [] },
    ],
    [
      'the form never asks to trust the browser',
      form,
      ok(loginData({ offerTrust: true })),
      redirect(loginData({ offerTrust: true })),
    ],
  ])('%s', (_, state, event, expected) => {
    expect(next(state, event)).toEqual(expected);
  });
});

describe('trust the browser, the password wizard and the GDPR agreement', () => {
  const trusting: State = { tag: 'trust_browser', data: expired };
  const gdprData = loginData({ needGdpr: true });
  it.each<[string, State, Event, Transition]>([
    [
      'Check Later continues (here to the wizard)',
      trusting,
      { type: 'trust_declined' },
      { state: wizard(0, expired), effects: [] },
    ],
    [
      'Trusted continues once the device is registered',
      { tag: 'trust_browser', data: loginData() },
      { type: 'device_registered' },
      redirect(),
    ],
    [
      'a refused registration toasts and stays',
      trusting,
      { type: 'device_refused', message: '' },
      {
        state: trusting,
        effects: [{ kind: 'toast', message: { key: 'otp.trustFailed' }, tone: 'error' }],
      },
    ],
    [
      'page 0 leads to page 1',
      wizard(0, expired),
      { type: 'wizard_next' },
      { state: wizard(1, expired), effects: [] },
    ],
    [
      'a changed password leads to page 2',
      wizard(1, expired),
      { type: 'password_changed' },
      { state: wizard(2, expired), effects: [] },
    ],
    [
      'a refused password warns with the server’s message and stays on page 1',
      wizard(1, expired),
      { type: 'password_refused', message: 'You used this password before.' },
      {
        state: wizard(1, expired),
        effects: [
          { kind: 'alert', message: { text: 'You used this password before.' }, tone: 'warning' },
        ],
      },
    ],
    [
      'closing the wizard redirects',
      wizard(2, expired),
      { type: 'wizard_closed' },
      redirect(expired),
    ],
    [
      'closing the wizard shows GDPR when it is still needed',
      wizard(2, gdprAndExpired),
      { type: 'wizard_closed' },
      {
        state: { tag: 'gdpr', data: gdprAndExpired, done: { gdpr: false, wizard: true } },
        effects: [],
      },
    ],
    [
      'closing the wizard after the agreement redirects',
      wizard(2, gdprAndExpired, { gdpr: true, wizard: false }),
      { type: 'wizard_closed' },
      redirect(gdprAndExpired),
    ],
    [
      'the wizard cannot be closed before page 2',
      wizard(1, expired),
      { type: 'wizard_closed' },
      { state: wizard(1, expired), effects: [] },
    ],
    [
      'agreeing redirects',
      { tag: 'gdpr', data: gdprData, done: done0 },
      { type: 'gdpr_agreed' },
      redirect(gdprData),
    ],
    [
      'agreeing leads to the wizard when the password must still change',
      { tag: 'gdpr', data: gdprAndExpired, done: done0 },
      { type: 'gdpr_agreed' },
      { state: wizard(0, gdprAndExpired, { gdpr: true, wizard: false }), effects: [] },
    ],
    [
      'a refused agreement alerts and stays',
      { tag: 'gdpr', data: gdprData, done: done0 },
      { type: 'gdpr_refused', message: 'No.' },
      {
        state: { tag: 'gdpr', data: gdprData, done: done0 },
        effects: [{ kind: 'alert', message: { text: 'No.' }, tone: 'error' }],
      },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(next(state, event)).toEqual(expected);
  });
});

describe('a way back to the form from every step after the password', () => {
  it.each<[string, State]>([
    ['choosing a method', { tag: 'otp_method', otp: otp('12'), selected: null }],
    [
      'entering the phone (no registered phone is no dead end)',
      { tag: 'otp_phone', otp: otp('11') },
    ],
    ['entering the code', codeStep()],
    ['the trust question', { tag: 'trust_browser', data: loginData() }],
    ['the password wizard', wizard(1, expired)],
    [
      'the GDPR agreement (Decline)',
      { tag: 'gdpr', data: loginData({ needGdpr: true }), done: done0 },
    ],
  ])('goes back from %s and ends the attempt on the server', (_, state) => {
    expect(next(state, { type: 'sign_in_again' })).toEqual({
      state: form,
      effects: [{ kind: 'end_attempt' }],
    });
  });
});

describe('events that do not belong to a step change nothing', () => {
  it.each<[string, State, Event]>([
    ['a late login answer after the redirect', { tag: 'redirect' }, ok(loginData())],
    ['a late refusal on the blocked page', { tag: 'blocked' }, refused('x')],
    ['a sent code on the form', form, { type: 'otp_sent', method: 'email', expireSeconds: 1 }],
    ['wizard_next outside the wizard', form, { type: 'wizard_next' }],
    ['agreeing outside the agreement', form, { type: 'gdpr_agreed' }],
    ['Check Later outside the question', form, { type: 'trust_declined' }],
    ['the SSO modal while verifying', codeStep(), { type: 'sso_opened' }],
    ['Back to sign in on the form itself', form, { type: 'sign_in_again' }],
    ['Back to sign in once redirecting', { tag: 'redirect' }, { type: 'sign_in_again' }],
  ])('%s', (_, state, event) => {
    expect(next(state, event)).toEqual({ state, effects: [] });
  });

  it('continues to the redirect when SSO comes back (sso_azure)', () => {
    expect(next(form, { type: 'already_signed_in' })).toEqual(redirect());
  });

  it('opens and closes the SSO modal from the form', () => {
    const opened = next(form, { type: 'sso_opened' }).state;
    expect(opened).toEqual({ tag: 'sso' });
    expect(next(opened, { type: 'sso_closed' }).state).toEqual(form);
  });
});
