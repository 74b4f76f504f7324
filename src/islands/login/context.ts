// What every step component reads: the store, the translate function and the page language.
import { createContext, useContext } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import type { LoginStore } from '../../lib/login/store.ts';

/** The login page's shared values. */
export interface LoginContextValue {
  readonly store: LoginStore;
  readonly t: TFunction;
  readonly locale: Locale;
  /**
   * Starts loading what a submit needs (the API calls, the sign-in machine): the user's first key
   * or click in the form.
   */
  readonly warmUp: () => void;
}

/** Provided once by LoginPage. */
export const LoginContext = createContext<LoginContextValue | null>(null);

/** The login page's store, `t` and locale; throws outside LoginPage (a bug). */
export function useLogin(): LoginContextValue {
  const value = useContext(LoginContext);
  if (value === null) throw new Error('useLogin outside LoginPage');
  return value;
}
