// The login store's environment on a real page. Browser globals are read when a function runs
// (or when the island creates the store after hydration), never at import time.
import { NetworkError } from '../api/errors.ts';
import { hostFeatures } from '../hosts/features.ts';
import type { Locale } from '../i18n/locales.ts';
import { showAlert } from '../ui/alerts.ts';
import { dismissToasts, toast } from '../ui/toasts.ts';
import type { LoginEnv, ShellLink } from './env.ts';
import { lazyLoginApi, type LazyLoginApi } from './lazy-api.ts';

/**
 * What only the island knows: its language and translations. Read each time they are used: the
 * language can change in place mid sign-in (requirements L27).
 */
export interface LoginPageTexts {
  readonly locale: Locale;
  readonly t: LoginEnv['t'];
}

/** No desktop shell: the plain-browser default until the shell bridge says otherwise. */
export const NO_SHELL: ShellLink = { isAppMode: () => false, sendGdprAgreement: () => undefined };

const shellPage = () =>
  import('../shell/page.ts').catch(() => {
    throw new NetworkError('failed');
  });

/** The desktop shell's bridge, loaded when the GDPR step first asks for it. */
export const LAZY_SHELL: ShellLink = {
  isAppMode: () => shellPage().then((page) => page.shellLoginLink().isAppMode()),
  sendGdprAgreement: () =>
    shellPage().then((page) => {
      page.shellLoginLink().sendGdprAgreement();
    }),
};

function safeStorage(): LoginEnv['storage'] {
  // Storage can throw (disabled cookies, private modes): the login must still work without it.
  return {
    get: (key) => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // The browser simply is not remembered.
      }
    },
  };
}

/** The environment of the login page in the browser; its calls load on first use. */
export function browserLoginEnv(
  texts: LoginPageTexts,
  shell: ShellLink = LAZY_SHELL,
): LoginEnv & { readonly api: LazyLoginApi } {
  const alert: LoginEnv['alert'] = (message, tone) =>
    showAlert(message, { okLabel: texts.t('common.ok'), tone });
  const effects = {
    alert: (message: string) => alert(message, 'warning'),
    toastError: (message: string) => {
      toast(message, { tone: 'error' });
    },
    messages: {
      get unknownError() {
        return texts.t('common.unknownError');
      },
    },
  };
  return {
    api: lazyLoginApi(() => import('./browser-api.ts').then((m) => m.browserLoginApi(effects))),
    get locale() {
      return texts.locale;
    },
    origin: location.origin,
    search: location.search,
    accessTokenLogin: hostFeatures(location.hostname).accessTokenLogin,
    shell,
    t: (key, vars) => texts.t(key, vars),
    navigate: (url) => {
      location.assign(url);
    },
    reload: () => {
      location.reload();
    },
    // Only the access-token host posts its web login: the code comes with that one redirect.
    postForm: (action, fields) => {
      void import('./post-form.ts').then((m) => {
        m.postForm(action, fields);
      });
    },
    alert,
    toast: (message, tone) => {
      toast(message, { tone });
    },
    storage: safeStorage(),
    setCookie: (line) => {
      document.cookie = line;
    },
    secure: location.protocol === 'https:',
    newDeviceId: () => import('./new-device-id.ts').then((m) => m.createDeviceId()),
    clearErrors: () => {
      dismissToasts('error');
    },
    // After the alert's own focus return (to the Login button) has happened.
    focusPassword: () => {
      setTimeout(() => {
        document
          .querySelector<HTMLInputElement>('.login-form input[autocomplete="current-password"]')
          ?.select();
      }, 0);
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

const never = (): Promise<never> => Promise.reject(new Error('Not in a browser'));

/** The environment of the server render: nothing happens, every call fails (never made). */
export function inertLoginEnv(locale: Locale, t: LoginEnv['t']): LoginEnv {
  return {
    api: {
      login: never,
      requestOtp: never,
      registerDevice: never,
      changePassword: never,
      agreeGdpr: never,
      cancelLogin: never,
    },
    locale,
    origin: 'http://localhost',
    search: '',
    accessTokenLogin: false,
    shell: NO_SHELL,
    t,
    navigate: () => undefined,
    reload: () => undefined,
    postForm: () => undefined,
    alert: () => Promise.resolve(),
    toast: () => undefined,
    storage: { get: () => null, set: () => undefined },
    setCookie: () => undefined,
    secure: true,
    newDeviceId: () => Promise.resolve(''),
    focusPassword: () => undefined,
    clearErrors: () => undefined,
    sleep: () => Promise.resolve(),
  };
}
