import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ResponseEvent } from '../api/client.ts';
import { startSession, type SessionEnv } from './session.ts';

const PROFILE = {
  user_id: 'alice',
  user_name: 'Alice Example',
  email: 'alice@demo.example',
  company_code: 'demo',
  company_name: 'Demo Company',
  user_type: 'user',
  lang: 'eng',
  viewer_browser_mode: 'browser',
  auto_logout_interval: '30m',
  operation_authority: {
    blocked: false,
    use_preview: true,
    use_media_view: true,
    use_office_view: true,
    max_media_preview_size: 1,
    use_wf: false,
    wf_scope_download: false,
    wf_scope_link: false,
    wf_scope_zipmail: false,
    wf_scope_upload: false,
    wf_download_perm: false,
    wf_link_perm: false,
    wf_zipmail_perm: false,
    wf_upload_perm: false,
    wf_line_user_limit: 0,
  },
};

function setup(cookie = 'access_token=first') {
  let cookies = cookie;
  const listeners = new Set<(event: ResponseEvent) => void>();
  const client: ApiClient = {
    // The one call made here is the profile: its answer stands for every endpoint's.
    call: vi.fn(() => {
      for (const listener of listeners) listener({ endpoint: 'users.profile', status: 200 });
      return Promise.resolve({ success: true, profile_info: PROFILE });
    }) as ApiClient['call'],
    onResponse: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const navigate = vi.fn();
  const alertIdle = vi.fn(() => Promise.resolve());
  const env: SessionEnv = {
    client,
    readCookies: () => cookies,
    removeAccessToken: () => {
      cookies = cookies.replace(/access_token=[^;]*/, '');
    },
    navigate,
    currentPath: () => '/?node=1%7B2001',
    origin: 'https://app.example.com',
    home: '/',
    alertIdle,
    timers: {
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => {
        clearTimeout(handle as ReturnType<typeof setTimeout>);
      },
    },
    channel: () => null,
    onWake: () => () => undefined,
  };
  return {
    env,
    navigate,
    alertIdle,
    setCookies: (value: string) => {
      cookies = value;
    },
    respond: () => {
      for (const listener of listeners) listener({ endpoint: 'x', status: 200 });
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session', () => {
  it('logs out with the current address when there is no token', () => {
    const { env, navigate } = setup('csrf_token=x');
    startSession(env);
    expect(navigate).toHaveBeenCalledWith('/logout?redirect_url=%2F%3Fnode%3D1%257B2001');
  });

  it('loads the profile camelCased', async () => {
    const { env } = setup();
    const session = startSession(env);
    await session.load();
    const state = session.$state.get();
    expect(state.status).toBe('ready');
    if (state.status === 'ready') {
      expect(state.profile.userName).toBe('Alice Example');
      expect(state.profile.operationAuthority.usePreview).toBe(true);
    }
  });

  it('goes home when another sign-in changed the token', async () => {
    const { env, navigate, setCookies } = setup();
    const session = startSession(env);
    await session.load();
    setCookies('access_token=second');
    vi.advanceTimersByTime(5_000);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(session.$state.get()).toEqual({ status: 'leaving' });
  });

  it('signs out after the idle interval: removes the token, shows the message, then /logout', async () => {
    const { env, navigate, alertIdle } = setup();
    const session = startSession(env);
    await session.load();
    vi.advanceTimersByTime(30 * 60_000 - 1000);
    expect(alertIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(alertIdle).toHaveBeenCalledTimes(1);
    expect(env.readCookies()).not.toContain('access_token=first');
    await Promise.resolve();
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledWith('/logout?redirect_url=%2F%3Fnode%3D1%257B2001');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('keeps the user signed in while API answers arrive', async () => {
    const { env, alertIdle, respond } = setup();
    const session = startSession(env);
    await session.load();
    for (let minute = 0; minute < 90; minute += 10) {
      vi.advanceTimersByTime(10 * 60_000);
      respond();
    }
    expect(alertIdle).not.toHaveBeenCalled();
    expect(session.$countdown.get()?.$state.get().phase).toBe('active');
  });
});
