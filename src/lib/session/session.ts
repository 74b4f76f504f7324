// The session of the signed-in app (requirements C1–C7): the token rules, the profile and
// auto-logout, run by a store over an injected environment so that tests need no browser.
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import { parseAutoLogout } from './interval.ts';
import { logoutUrl } from '../nav/routes.ts';
import {
  createAutoLogout,
  type AutoLogout,
  type AutoLogoutEnv,
  type ChannelLike,
} from './auto-logout.ts';
import { fetchProfile, type Profile } from './profile.ts';
import { createTokenWatch } from './token.ts';

/** What the session reads and does outside itself. */
export interface SessionEnv {
  readonly client: ApiClient;
  readonly readCookies: () => string;
  readonly removeAccessToken: () => void;
  readonly navigate: (url: string) => void;
  readonly currentPath: () => string;
  readonly origin: string;
  /** The home page of the interface language (`/`, `/ja/`, `/ko/`). */
  readonly home: string;
  /** Shows the idle message; resolves when the user pressed OK. */
  readonly alertIdle: () => Promise<void>;
  readonly timers: Pick<AutoLogoutEnv, 'now' | 'setTimeout' | 'clearTimeout'>;
  readonly channel: () => ChannelLike | null;
  /** Calls back when the page comes back into view or focus (to check the token again). */
  readonly onWake: (check: () => void) => () => void;
}

/** Where the session stands. */
export type SessionState =
  | { readonly status: 'starting' }
  | { readonly status: 'ready'; readonly profile: Profile }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'leaving' };

/** The running session. */
export interface Session {
  readonly $state: ReadableAtom<SessionState>;
  /** The auto-logout countdown, when the company turned it on. */
  readonly $countdown: ReadableAtom<AutoLogout | null>;
  /** Loads the profile (again, after a failure). */
  load(): Promise<void>;
  /** Checks the token cookie now; false when the page is leaving. */
  checkToken(): boolean;
  stop(): void;
}

/** How often the token cookie is checked while the page is open. */
export const TOKEN_CHECK_MS = 5_000;

/** Starts the session: token check, then the profile, then auto-logout. */
export function startSession(env: SessionEnv): Session {
  const $state = atom<SessionState>({ status: 'starting' });
  const $countdown = atom<AutoLogout | null>(null);
  const watch = createTokenWatch(env.readCookies);
  const cleanups: (() => void)[] = [];

  const leave = (url: string): void => {
    if ($state.get().status === 'leaving') return;
    $state.set({ status: 'leaving' });
    stop();
    env.navigate(url);
  };

  function checkToken(): boolean {
    if ($state.get().status === 'leaving') return false;
    const verdict = watch.check();
    if (verdict === 'missing') leave(logoutUrl(env.currentPath(), env.origin));
    else if (verdict === 'changed') leave(env.home);
    return verdict === 'ok';
  }

  function startCountdown(profile: Profile): void {
    const interval = parseAutoLogout(profile.autoLogoutInterval);
    if (interval === null || $countdown.get() !== null) return;
    const countdown = createAutoLogout(interval, {
      ...env.timers,
      channel: env.channel(),
      onExpire: () => {
        $state.set({ status: 'leaving' });
        stop();
        env.removeAccessToken();
        void env.alertIdle().finally(() => {
          env.navigate(logoutUrl(env.currentPath(), env.origin));
        });
      },
    });
    $countdown.set(countdown);
    cleanups.push(
      env.client.onResponse(() => {
        countdown.touch();
      }),
    );
  }

  async function load(): Promise<void> {
    if (!checkToken()) return;
    $state.set({ status: 'starting' });
    try {
      const profile = await fetchProfile(env.client);
      if ($state.get().status === 'leaving') return;
      $state.set({ status: 'ready', profile });
      startCountdown(profile);
    } catch (error) {
      if ($state.get().status !== 'leaving') $state.set({ status: 'failed', error });
    }
  }

  function stop(): void {
    for (const cleanup of cleanups.splice(0)) cleanup();
    $countdown.get()?.stop();
  }

  let tokenTimer: unknown = null;
  const tick = (): void => {
    if (checkToken()) tokenTimer = env.timers.setTimeout(tick, TOKEN_CHECK_MS);
  };
  if (checkToken()) {
    tokenTimer = env.timers.setTimeout(tick, TOKEN_CHECK_MS);
    cleanups.push(
      () => {
        env.timers.clearTimeout(tokenTimer);
      },
      env.onWake(() => {
        checkToken();
      }),
    );
  }

  return { $state, $countdown, load, checkToken, stop };
}
