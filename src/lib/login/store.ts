// The login store: holds the step, runs the calls through the injected environment and feeds
// their answers to the pure machine; the island only reads atoms and calls these actions. The
// machine's code (machine.ts) is not part of the page's load: it loads on `preload` (the first key
// or click in the form) or at the first event or submit, which wait for it in order; when it
// cannot load, the form says so (a network problem) and the next submit tries again.
import { atom, type ReadableAtom } from 'nanostores';
import { messageText } from '../api/messages.ts';
import { persistentSessionCookie } from '../cookies/names.ts';
import { createFormSubmit } from '../ui/submit.ts';
import { DEVICE_ID_KEY, isDeviceId } from './device-id.ts';
import type { LoginEnv, LoginRequest } from './env.ts';
import { codeDigits, phoneDigits, type FormValues } from './fields.ts';
import type { loginDataOf } from './answer.ts';
import type { next } from './flow.ts';
import { problemStep } from './flow-problem.ts';
import { INITIAL, type Effect, type Event, type State, type Transition } from './flow-types.ts';
import { isHandled, problemOf, refusalOf } from './problems.ts';
import { createStepActions } from './steps.ts';
import { blockedPath } from '../nav/blocked.ts';
import { parseLoginQuery, redirectTarget, TOKEN_LOGIN_PATH } from './target.ts';
import type { Message, OtpMethod } from './types.ts';
import { CONNECTION_DENIED } from '../api/contract/results.ts';
import { loadOnce } from '../ui/load-once.ts';

/** The resend spinner shows at least this long (requirements O7). */
export const RESEND_SPINNER_MS = 500;

/** The login page's store. */
export type LoginStore = ReturnType<typeof createLoginStore>;

/** What machine.ts exports: the step function and the reader of the login answer. */
export interface LoginMachine {
  readonly next: typeof next;
  readonly loginDataOf: typeof loginDataOf;
}

const loadLoginMachine = (): Promise<LoginMachine> => import('./machine.ts');

/** Creates the store of one login page; `load` brings the machine's code (tests may fail it). */
export function createLoginStore(
  env: LoginEnv,
  load: () => Promise<LoginMachine> = loadLoginMachine,
) {
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

  const loadMachine = loadOnce(load);
  let machine: LoginMachine | null = null;
  // Events that came before the machine's code wait for it, in order, behind `waiting`.
  let waiting = Promise.resolve();
  let queued = 0;

  /** The machine, loaded once; a failed load is tried again by the next caller. */
  const ready = (): Promise<LoginMachine> => loadMachine().then((loaded) => (machine = loaded));

  function apply(transition: Transition): void {
    const before = $state.get();
    $state.set(transition.state);
    // A step that moved on leaves its error toasts behind ("wrong code" after the right one).
    if (transition.state.tag !== before.tag) env.clearErrors();
    // Effects run in order across events: a redirect waits for the alert before it.
    for (const effect of transition.effects) {
      effects = effects.then(() => run(effect)).catch(() => undefined);
    }
  }

  /** The step of an event; without the machine's code, the problem that it could not load. */
  function step(loaded: LoginMachine | null, event: Event): void {
    const state = $state.get();
    apply(loaded === null ? problemStep(state, 'network') : loaded.next(state, event));
  }

  function dispatch(event: Event): void {
    if (machine !== null && queued === 0) {
      step(machine, event);
      return;
    }
    queued += 1;
    const loading = ready().catch(() => null);
    waiting = waiting
      .then(() => loading)
      .then((loaded) => {
        queued -= 1;
        step(loaded, event);
      });
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
    // The machine first: an answer it could not read would be lost (a sign-in half done).
    const loaded = await ready().catch(() => null);
    if (loaded === null) {
      step(null, { type: 'call_failed', problem: 'network' });
      return;
    }
    try {
      const answer = await env.api.login(loginRequest(values, otp));
      credentials = values;
      if (values.persistent) env.setCookie(persistentSessionCookie(env.secure));
      // Requirements L13 puts no condition on success: a blocked answer goes to /blocked either
      // way.
      if (isBlocked(answer) || answer['all'] === CONNECTION_DENIED) {
        const blocked = { resultCode: null, message: CONNECTION_DENIED, result: null };
        dispatch({ type: 'login_refused', ...blocked, blocked: true });
      } else dispatch({ type: 'login_succeeded', data: loaded.loginDataOf(answer) });
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
    /** Starts loading the machine's code (the first key or click in the form); never fails. */
    preload: (): void => {
      ready().catch(() => undefined);
    },
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
    /** Resolves when every waiting event and queued effect has run (tests). */
    settled: (): Promise<void> => waiting.then(() => effects),
  };
}

function isBlocked(body: Readonly<Record<string, unknown>>): boolean {
  const authority = body['operation_authority'];
  return typeof authority === 'object' && authority !== null && 'blocked' in authority
    ? (authority as { blocked?: unknown }).blocked === true
    : false;
}
