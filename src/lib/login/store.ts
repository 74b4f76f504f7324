// The login store: holds the step, runs the calls through the injected environment and feeds
// their answers to the pure machine; the island only reads atoms and calls these actions.
import { atom, type ReadableAtom } from 'nanostores';
import { messageText } from '../api/messages.ts';
import { persistentSessionCookie } from '../cookies/names.ts';
import { createFormSubmit } from '../ui/submit.ts';
import { loginDataOf } from './answer.ts';
import { DEVICE_ID_KEY, isDeviceId } from './device-id.ts';
import type { LoginEnv, LoginRequest } from './env.ts';
import { codeDigits, phoneDigits, type FormValues } from './fields.ts';
import { INITIAL, next, type Effect, type Event, type State } from './flow.ts';
import { isHandled, problemOf, refusalOf } from './problems.ts';
import { createStepActions } from './steps.ts';
import { blockedPath } from '../nav/blocked.ts';
import { parseLoginQuery, redirectTarget, TOKEN_LOGIN_PATH } from './target.ts';
import type { Message, OtpMethod } from './types.ts';
import { CONNECTION_DENIED } from '../api/contract/results.ts';

/** The resend spinner shows at least this long (requirements O7). */
export const RESEND_SPINNER_MS = 500;

/** The login page's store. */
export type LoginStore = ReturnType<typeof createLoginStore>;

/** Creates the store of one login page. */
export function createLoginStore(env: LoginEnv) {
  const $state = atom<State>(INITIAL);
  const $resending = atom(false);
  const query = parseLoginQuery(env.search);
  // The password typed at login stays in memory only: the wizard sends it as current_password.
  let credentials: FormValues | null = null;
  let phone: string | null = null;
  let effects = Promise.resolve();

  const say = (message: Message): string => messageText(message, env.t);

  async function run(effect: Effect): Promise<void> {
    switch (effect.kind) {
      case 'alert':
        return env.alert(say(effect.message), effect.tone);
      case 'toast':
        env.toast(say(effect.message), effect.tone);
        return;
      case 'reload':
        env.reload();
        return;
      case 'blocked':
        env.navigate(blockedPath(env.locale));
        return;
      case 'redirect': {
        const target = redirectTarget(env, effect.redirectUrl);
        if (env.accessTokenLogin && effect.accessToken !== null) {
          env.postForm(TOKEN_LOGIN_PATH, {
            access_token: effect.accessToken,
            redirect_url: target,
          });
        } else env.navigate(target);
        return;
      }
      case 'request_code':
        await requestCode(effect.method);
        return;
      case 'focus_password':
        env.focusPassword();
        return;
      case 'end_attempt':
        // Best effort: a back end without the call lets the attempt and session expire.
        await env.api.cancelLogin().catch(() => undefined);
        return;
    }
  }

  function dispatch(event: Event): void {
    const before = $state.get();
    const transition = next(before, event);
    $state.set(transition.state);
    // A step that moved on leaves its error toasts behind ("wrong code" after the right one).
    if (transition.state.tag !== before.tag) env.clearErrors();
    // Effects run in order across events: a redirect waits for the alert before it.
    for (const effect of transition.effects) {
      effects = effects.then(() => run(effect)).catch(() => undefined);
    }
  }

  function fail(error: unknown, refused: (r: NonNullable<ReturnType<typeof refusalOf>>) => Event) {
    if (isHandled(error)) return;
    const refusal = refusalOf(error);
    dispatch(
      refusal === null ? { type: 'call_failed', problem: problemOf(error) } : refused(refusal),
    );
  }

  function loginRequest(values: FormValues, otp: string | null): LoginRequest {
    const stored = env.storage.get(DEVICE_ID_KEY);
    return {
      company_code: values.company.trim(),
      id: values.userId.trim(),
      password: values.password,
      persistent_session: values.persistent ? 'true' : 'false',
      device_id: isDeviceId(stored) ? stored : '',
      ...(otp === null ? {} : { otp }),
      ...(query.inviteSeq === null ? {} : { invite_seq: query.inviteSeq }),
    };
  }

  const login = createFormSubmit(async (values: FormValues, otp: string | null) => {
    try {
      const answer = await env.api.login(loginRequest(values, otp));
      credentials = values;
      if (values.persistent) env.setCookie(persistentSessionCookie(env.secure));
      // Requirements L13 puts no condition on success: a blocked answer goes to /blocked either
      // way.
      if (isBlocked(answer) || answer['all'] === CONNECTION_DENIED) {
        const blocked = { resultCode: null, message: CONNECTION_DENIED, result: null };
        dispatch({ type: 'login_refused', ...blocked, blocked: true });
      } else dispatch({ type: 'login_succeeded', data: loginDataOf(answer) });
    } catch (error) {
      if (refusalOf(error) !== null || !isHandled(error)) credentials = values;
      fail(error, (r) => ({
        type: 'login_refused',
        resultCode: r.resultCode,
        message: r.message,
        result: r.body['result'],
        blocked: isBlocked(r.body),
      }));
    }
  });

  const sending = createFormSubmit(async (method: OtpMethod, to: string | null) => {
    try {
      const { expireSeconds } = await env.api.requestOtp(method, to);
      if (to !== null) phone = to;
      dispatch({ type: 'otp_sent', method, expireSeconds });
    } catch (error) {
      fail(error, (r) => ({
        type: 'otp_send_refused',
        resultCode: r.resultCode,
        message: r.message,
      }));
    }
  });

  async function requestCode(method: OtpMethod, typedPhone?: string): Promise<void> {
    const to =
      typedPhone === undefined ? (method === 'sms' ? phone : null) : phoneDigits(typedPhone);
    if (typedPhone !== undefined && to === '') {
      env.toast(env.t('otp.enterPhone'), 'error');
      return;
    }
    await sending.submit(method, to);
  }

  const steps = createStepActions({
    env,
    state: () => $state.get(),
    dispatch,
    currentPassword: () => credentials?.password ?? '',
  });

  return {
    ...steps,
    $state: $state as ReadableAtom<State>,
    $loginBusy: login.$busy,
    $sending: sending.$busy,
    $resending: $resending as ReadableAtom<boolean>,
    query,
    dispatch,
    /** Sends a code by the method; `typedPhone` is the number entered for otpCode 11. */
    requestCode,
    /** Submits the login form (one request at a time). */
    async submit(values: FormValues): Promise<void> {
      await login.submit(values, null);
    },
    /** Submits the verification code with the same credentials. */
    async submitCode(typed: string): Promise<void> {
      const code = codeDigits(typed);
      if (code === '') {
        env.toast(env.t('otp.enterCode'), 'error');
        return;
      }
      if (credentials !== null) await login.submit(credentials, code);
    },
    /** Sends a new code; the spinner shows at least 500 ms. */
    async resend(): Promise<void> {
      const state = $state.get();
      if (state.tag !== 'otp_code' || $resending.get()) return;
      $resending.set(true);
      await Promise.all([requestCode(state.method), env.sleep(RESEND_SPINNER_MS)]);
      $resending.set(false);
    },
    /** Runs once after hydration: SSO coming back (sso_azure) continues to the redirect. */
    start(): void {
      if (query.ssoReturned) dispatch({ type: 'already_signed_in' });
    },
    /** Resolves when every queued effect has run (tests). */
    settled: (): Promise<void> => effects,
  };
}

function isBlocked(body: Readonly<Record<string, unknown>>): boolean {
  const authority = body['operation_authority'];
  return typeof authority === 'object' && authority !== null && 'blocked' in authority
    ? (authority as { blocked?: unknown }).blocked === true
    : false;
}
