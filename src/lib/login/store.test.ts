import { describe, expect, it, vi } from 'vitest';
import { ApiFailure, CsrfRejected, HttpError, NetworkError, TimeoutError } from '../api/errors.ts';
import type { LoginApi, LoginEnv } from './env.ts';
import { EMPTY_FORM, type FormValues } from './fields.ts';
import * as machine from './machine.ts';
import { createLoginStore, type LoginMachine } from './store.ts';

const creds: FormValues = { ...EMPTY_FORM, company: ' demo ', userId: 'alice', password: 'pw ' };
const refusal = (all: string, code: string | null = null, body: Record<string, unknown> = {}) =>
  new ApiFailure(code, all, { success: false, all, result_code: code, ...body });

/** A fake page: scripted API answers, recorded side effects. */
function page(
  api: Partial<LoginApi> = {},
  overrides: Partial<LoginEnv> = {},
  load?: () => Promise<LoginMachine>,
) {
  const done = { alerts: [] as string[], toasts: [] as string[], navigations: [] as string[] };
  const log: string[] = [];
  const cleared: number[] = [];
  const storage = new Map<string, string>();
  const cookies: string[] = [];
  const posts: [string, Record<string, string>][] = [];
  const calls = {
    login: vi.fn<LoginApi['login']>(() => Promise.resolve({ success: true })),
    requestOtp: vi.fn<LoginApi['requestOtp']>(() => Promise.resolve({ expireSeconds: 120 })),
    registerDevice: vi.fn<LoginApi['registerDevice']>(() => Promise.resolve()),
    changePassword: vi.fn<LoginApi['changePassword']>(() => Promise.resolve()),
    agreeGdpr: vi.fn<LoginApi['agreeGdpr']>(() => Promise.resolve()),
    cancelLogin: vi.fn<LoginApi['cancelLogin']>(() => Promise.resolve()),
  };
  Object.assign(calls, api);
  const env: LoginEnv = {
    api: calls,
    locale: 'en',
    origin: 'https://app.example.com',
    search: '',
    accessTokenLogin: false,
    shell: {
      isAppMode: () => false,
      sendGdprAgreement: () => {
        log.push('shell:gdpr');
      },
    },
    t: (key) => `t(${key})`,
    navigate: (url) => {
      log.push(`navigate:${url}`);
      done.navigations.push(url);
    },
    reload: () => log.push('reload'),
    postForm: (action, fields) => posts.push([action, { ...fields }]),
    alert: (message) => {
      log.push(`alert:${message}`);
      done.alerts.push(message);
      return Promise.resolve();
    },
    toast: (message) => {
      log.push(`toast:${message}`);
      done.toasts.push(message);
    },
    storage: {
      get: (key) => storage.get(key) ?? null,
      set: (key, value) => storage.set(key, value),
    },
    setCookie: (line) => cookies.push(line),
    secure: true,
    newDeviceId: () => Promise.resolve('AbCdEfGh12345678'),
    focusPassword: () => {
      log.push('focus:password');
    },
    clearErrors: () => {
      cleared.push(1);
    },
    sleep: () => Promise.resolve(),
    ...overrides,
  };
  const store = createLoginStore(env, load);
  return { store, calls, log, cleared, storage, cookies, posts, ...done };
}

describe('the login store', () => {
  it('posts the spec’s fields and lands on the home page', async () => {
    const p = page();
    p.storage.set('device_id', 'AbCdEfGh12345678');
    await p.store.submit(creds);
    await p.store.settled();
    expect(p.calls.login).toHaveBeenCalledWith({
      company_code: 'demo',
      id: 'alice',
      password: 'pw ',
      persistent_session: 'true',
      device_id: 'AbCdEfGh12345678',
    });
    expect(p.navigations).toEqual(['/']);
    expect(p.cookies).toEqual([
      expect.stringMatching(/^persistent_session=true; Max-Age=31536000;/),
    ]);
  });

  it('sends an empty device_id and no cookie without Stay signed in', async () => {
    const p = page();
    await p.store.submit({ ...creds, persistent: false });
    expect(p.calls.login.mock.calls[0]?.[0]).toMatchObject({
      device_id: '',
      persistent_session: 'false',
    });
    expect(p.cookies).toEqual([]);
  });

  it('sends one request when submitted twice while the first is in flight', async () => {
    let answer = (): void => undefined;
    const p = page({
      login: vi.fn<LoginApi['login']>(
        () =>
          new Promise(
            (resolve) =>
              (answer = () => {
                resolve({ success: true });
              }),
          ),
      ),
    });
    const first = p.store.submit(creds);
    void p.store.submit(creds);
    expect(p.store.$loginBusy.get()).toBe(true);
    await vi.waitFor(() => {
      expect(p.calls.login).toHaveBeenCalled();
    });
    answer();
    await first;
    expect(p.calls.login).toHaveBeenCalledTimes(1);
  });

  it('goes to a safe redirect_url, never to another origin', async () => {
    const safe = page({}, { search: '?redirect_url=%2Ffiles%3Fa%3D1' });
    await safe.store.submit(creds);
    await safe.store.settled();
    const hostile = page({}, { search: '?redirect_url=%2F%2Fevil.com', locale: 'ja' });
    await hostile.store.submit(creds);
    await hostile.store.settled();
    expect([...safe.navigations, ...hostile.navigations]).toEqual(['/files?a=1', '/ja/']);
  });

  it('shows the duplicate-login alert before it leaves', async () => {
    const p = page({ login: () => Promise.resolve({ success: true, duplicate_login: true }) });
    await p.store.submit(creds);
    await p.store.settled();
    expect(p.log).toEqual(['alert:t(login.duplicateLogin)', 'navigate:/']);
  });

  it.each([
    ['operation_authority.blocked', { success: true, operation_authority: { blocked: true } }],
    ['all WebConnectionDeny', { success: true, all: 'WebConnectionDeny' }],
  ])('sends a successful but blocked answer (%s) to /blocked', async (_, answer) => {
    const p = page({ login: () => Promise.resolve(answer) });
    await p.store.submit(creds);
    await p.store.settled();
    expect(p.navigations).toEqual(['/blocked']);
  });

  it('alerts the expired login screen, then reloads', async () => {
    const p = page({ login: () => Promise.reject(refusal('expired', '4001')) });
    await p.store.submit(creds);
    await p.store.settled();
    expect(p.log).toEqual(['alert:t(login.securityExpired)', 'reload']);
  });

  it('sends a blocked company to /blocked in its language', async () => {
    const p = page(
      { login: () => Promise.reject(refusal('WebConnectionDeny', 'blocked')) },
      { locale: 'ko' },
    );
    await p.store.submit(creds);
    await p.store.settled();
    expect(p.navigations).toEqual(['/ko/blocked']);
  });

  it('posts the access token by form on the access-token host', async () => {
    const p = page(
      { login: () => Promise.resolve({ success: true, access_token: 'tok' }) },
      { accessTokenLogin: true },
    );
    await p.store.submit(creds);
    await p.store.settled();
    expect(p.posts).toEqual([['/login/token', { access_token: 'tok', redirect_url: '/' }]]);
    expect(p.navigations).toEqual([]);
  });

  it.each([
    ['a reset connection', new NetworkError('failed'), 'login.error.network'],
    ['offline', new NetworkError('offline'), 'common.offline'],
    ['a time-out', new TimeoutError(15000), 'login.error.timeout'],
    ['HTTP 500', new HttpError(500), 'login.error.server'],
    ['HTTP 429', new HttpError(429, 60000), 'login.error.throttled'],
  ])('shows %s in the form and stays usable', async (_, error, key) => {
    const p = page({ login: () => Promise.reject(error) });
    await p.store.submit(creds);
    expect(p.store.$state.get()).toEqual({ tag: 'form', error: { key } });
    expect(p.store.$loginBusy.get()).toBe(false);
  });

  it('says nothing more on a CSRF 403 the client already handled', async () => {
    const rejected = new CsrfRejected();
    rejected.handled = true;
    const p = page({ login: () => Promise.reject(rejected) });
    await p.store.submit(creds);
    await p.store.settled();
    expect([...p.alerts, ...p.toasts, ...p.navigations]).toEqual([]);
    expect(p.store.$state.get()).toEqual({ tag: 'form', error: null });
  });
});

describe('the verification steps of the store', () => {
  const loginOtp = (code: string, phone = '*******5678') =>
    refusal('LoginOTP', code, { result: { phone, email: 'e***@x', recent_otp_type: 'none' } });

  it('requests the e-mail code at once for otpCode 10, then signs in with the code', async () => {
    const login = vi
      .fn<LoginApi['login']>()
      .mockRejectedValueOnce(loginOtp('10'))
      .mockResolvedValueOnce({ success: true });
    const p = page({ login });
    await p.store.submit(creds);
    await p.store.settled();
    expect(p.calls.requestOtp).toHaveBeenCalledWith('email', null);
    expect(p.store.$state.get()).toMatchObject({ tag: 'otp_code', expireSeconds: 120, issue: 1 });
    await p.store.submitCode('１２３ ４５６');
    await p.store.settled();
    expect(login.mock.calls[1]?.[0]).toMatchObject({ company_code: 'demo', otp: '123456' });
    expect(p.navigations).toEqual(['/']);
  });

  it('asks for a code before sending an empty one', async () => {
    const p = page({ login: vi.fn(() => Promise.reject(loginOtp('12'))) });
    await p.store.submit(creds);
    await p.store.submitCode('  ');
    expect(p.toasts).toEqual(['t(otp.enterCode)']);
    expect(p.calls.login).toHaveBeenCalledTimes(1);
  });

  it('asks for the phone number before sending an SMS for otpCode 11', async () => {
    const p = page({ login: () => Promise.reject(loginOtp('11')) });
    await p.store.submit(creds);
    await p.store.requestCode('sms', 'abc');
    expect(p.toasts).toEqual(['t(otp.enterPhone)']);
    await p.store.requestCode('sms', '０９０-1234-5678');
    expect(p.calls.requestOtp).toHaveBeenCalledWith('sms', '09012345678');
    expect(p.store.$state.get()).toMatchObject({ tag: 'otp_code', method: 'sms' });
  });

  it('resends to the same phone with the spinner for at least 500 ms', async () => {
    let waited = (): void => undefined;
    const sleep = vi.fn(() => new Promise<void>((resolve) => (waited = resolve)));
    const p = page({ login: () => Promise.reject(loginOtp('11')) }, { sleep });
    await p.store.submit(creds);
    await p.store.requestCode('sms', '09012345678');
    const resending = p.store.resend();
    await Promise.resolve();
    expect(p.store.$resending.get()).toBe(true);
    expect(sleep).toHaveBeenCalledWith(500);
    waited();
    await resending;
    await p.store.settled();
    expect(p.store.$resending.get()).toBe(false);
    expect(p.calls.requestOtp).toHaveBeenLastCalledWith('sms', '09012345678');
    expect(p.toasts).toEqual(['t(otp.regenerated)']);
  });

  it('clears the error toasts of a step once the step is left', async () => {
    const p = page({ login: () => Promise.reject(loginOtp('11')) });
    await p.store.submit(creds);
    expect(p.cleared).toHaveLength(1);
    p.store.dispatch({ type: 'code_edited' });
    expect(p.cleared).toHaveLength(1);
  });

  it('goes back to the form from the code step and ends the attempt on the server', async () => {
    const p = page({ login: () => Promise.reject(loginOtp('11')) });
    await p.store.submit(creds);
    await p.store.requestCode('sms', '09012345678');
    p.store.dispatch({ type: 'sign_in_again' });
    await p.store.settled();
    expect(p.store.$state.get()).toEqual({ tag: 'form', error: null });
    expect(p.calls.cancelLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the form again even when the back end lacks the cancel call', async () => {
    const p = page({
      login: () => Promise.reject(loginOtp('11')),
      cancelLogin: () => Promise.reject(new Error('HTTP 404')),
    });
    await p.store.submit(creds);
    p.store.dispatch({ type: 'sign_in_again' });
    await p.store.settled();
    expect(p.store.$state.get()).toEqual({ tag: 'form', error: null });
    expect(p.alerts).toEqual([]);
  });

  it('keeps the code step and marks it when the code is wrong', async () => {
    const login = vi
      .fn<LoginApi['login']>()
      .mockRejectedValueOnce(loginOtp('10'))
      .mockRejectedValueOnce(refusal('', 'otp_invalid'));
    const p = page({ login });
    await p.store.submit(creds);
    await p.store.settled();
    await p.store.submitCode('111111');
    await p.store.settled();
    expect(p.store.$state.get()).toMatchObject({ tag: 'otp_code', invalid: true });
    expect(p.toasts).toEqual(['t(otp.wrongCode)']);
  });

  it('registers a trusted browser and keeps its id under device_id only', async () => {
    const login = vi
      .fn<LoginApi['login']>()
      .mockRejectedValueOnce(loginOtp('10'))
      .mockResolvedValueOnce({
        success: true,
        flag_persistent_session: true,
        otp_session_expiry_day: 30,
      });
    const p = page({ login });
    await p.store.submit(creds);
    await p.store.settled();
    await p.store.submitCode('123456');
    expect(p.store.$state.get()).toMatchObject({ tag: 'trust_browser' });
    await p.store.trustBrowser();
    await p.store.settled();
    expect(p.calls.registerDevice).toHaveBeenCalledWith('AbCdEfGh12345678');
    expect([...p.storage.entries()]).toEqual([['device_id', 'AbCdEfGh12345678']]);
    expect(p.navigations).toEqual(['/']);
  });
});

describe('the wizard and agreement actions of the store', () => {
  it('changes the password with the one typed at login, then agrees, then leaves', async () => {
    const p = page({
      login: () =>
        Promise.resolve({ success: true, password_timelimit_exceed: true, need_gdpr: true }),
    });
    await p.store.submit(creds);
    expect(p.store.$state.get()).toMatchObject({ tag: 'gdpr' });
    await p.store.agreeGdpr();
    expect(p.store.$state.get()).toMatchObject({ tag: 'password_wizard', page: 0 });
    p.store.dispatch({ type: 'wizard_next' });
    await p.store.changePassword('New-pass-2026!', 'New-pass-2026!');
    expect(p.calls.changePassword).toHaveBeenCalledWith({
      current_password: 'pw ',
      new_password: 'New-pass-2026!',
      verify_password: 'New-pass-2026!',
    });
    p.store.dispatch({ type: 'wizard_closed' });
    await p.store.settled();
    expect(p.navigations).toEqual(['/']);
  });

  it('warns with the server’s message when the new password is refused', async () => {
    const p = page({
      login: () => Promise.resolve({ success: true, password_first_login: true }),
      changePassword: () => Promise.reject(refusal('Used before.', 'password_reused')),
    });
    await p.store.submit(creds);
    p.store.dispatch({ type: 'wizard_next' });
    await p.store.changePassword('New-pass-2026!', 'New-pass-2026!');
    await p.store.settled();
    expect(p.alerts).toEqual(['Used before.']);
    expect(p.store.$state.get()).toMatchObject({ tag: 'password_wizard', page: 1 });
  });

  it('hands the agreement to the desktop shell in app mode', async () => {
    const p = page(
      { login: () => Promise.resolve({ success: true, need_gdpr: true }) },
      { shell: { isAppMode: () => true, sendGdprAgreement: vi.fn() } },
    );
    await p.store.submit(creds);
    await p.store.agreeGdpr();
    expect(p.calls.agreeGdpr).not.toHaveBeenCalled();
  });
});

/** A load of the machine's code that the test settles: `arrive`, or `fail` (a network error). */
function heldMachine() {
  const loads: Array<{ arrive: () => void; fail: () => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<LoginMachine>((resolve, reject) => {
        loads.push({
          arrive: () => {
            resolve(machine);
          },
          fail: () => {
            reject(new TypeError('Failed to fetch dynamically imported module'));
          },
        });
      }),
  );
  const latest = () => {
    const last = loads.at(-1);
    if (last === undefined) throw new Error('nothing loading');
    return last;
  };
  return { load, latest };
}

describe('the machine’s code, loaded after the page', () => {
  it('loads once, on preload, however often it is asked for', async () => {
    const held = heldMachine();
    const p = page({}, {}, held.load);
    expect(held.load).not.toHaveBeenCalled();
    p.store.preload();
    p.store.preload();
    const sent = p.store.submit(creds);
    held.latest().arrive();
    await sent;
    expect(held.load).toHaveBeenCalledTimes(1);
    expect(p.calls.login).toHaveBeenCalledTimes(1);
  });

  it('sends the login only once the machine is here, then reads its answer', async () => {
    const held = heldMachine();
    const p = page(
      { login: vi.fn(() => Promise.resolve({ success: true, need_gdpr: true })) },
      {},
      held.load,
    );
    const sent = p.store.submit(creds);
    await Promise.resolve();
    expect(p.calls.login).not.toHaveBeenCalled();
    expect(p.store.$loginBusy.get()).toBe(true);
    held.latest().arrive();
    await sent;
    expect(p.store.$state.get()).toMatchObject({ tag: 'gdpr' });
  });

  it('takes the events that came before it in order, once it is here', async () => {
    const held = heldMachine();
    const p = page({}, {}, held.load);
    p.store.dispatch({ type: 'sso_opened' });
    p.store.dispatch({ type: 'sso_closed' });
    p.store.dispatch({ type: 'sso_opened' });
    expect(p.store.$state.get()).toEqual({ tag: 'form', error: null });
    held.latest().arrive();
    await p.store.settled();
    expect(p.store.$state.get()).toEqual({ tag: 'sso' });
    // Here now: the next event is taken at once.
    p.store.dispatch({ type: 'sso_closed' });
    expect(p.store.$state.get()).toEqual({ tag: 'form', error: null });
  });

  it('says a Login it cannot load for is a network problem, sends nothing, and tries again on the next', async () => {
    const held = heldMachine();
    const p = page({}, {}, held.load);
    const first = p.store.submit(creds);
    held.latest().fail();
    await first;
    expect(p.store.$state.get()).toEqual({ tag: 'form', error: { key: 'login.error.network' } });
    expect(p.store.$loginBusy.get()).toBe(false);
    expect(p.calls.login).not.toHaveBeenCalled();
    const second = p.store.submit(creds);
    held.latest().arrive();
    await second;
    await p.store.settled();
    expect(held.load).toHaveBeenCalledTimes(2);
    expect(p.calls.login).toHaveBeenCalledTimes(1);
    expect(p.navigations).toEqual(['/']);
  });

  it('shows the same problem for an event it cannot load for (the SSO button is never dead)', async () => {
    const held = heldMachine();
    const p = page({}, {}, held.load);
    p.store.dispatch({ type: 'sso_opened' });
    held.latest().fail();
    await p.store.settled();
    expect(p.store.$state.get()).toEqual({ tag: 'form', error: { key: 'login.error.network' } });
    p.store.dispatch({ type: 'sso_opened' });
    held.latest().arrive();
    await p.store.settled();
    expect(p.store.$state.get()).toEqual({ tag: 'sso' });
  });

  it('continues to the redirect when SSO comes back, once the machine is here', async () => {
    const held = heldMachine();
    const p = page({}, { search: '?sso_azure=1' }, held.load);
    p.store.start();
    held.latest().arrive();
    await p.store.settled();
    expect(p.navigations).toHaveLength(1);
  });
});
