// The React context of the app island: runtime, translate function, locale and strings.
import { createContext, useContext } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Strings, TFunction } from '../../lib/i18n/t.ts';
import type { Profile } from '../../lib/session/profile.ts';
import type { AppRuntime } from './runtime.ts';

/** What every component of the app reads. */
export interface AppContextValue {
  readonly runtime: AppRuntime;
  readonly profile: Profile;
  readonly t: TFunction;
  readonly locale: Locale;
  readonly strings: Strings;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The app context; only used below `<AppContext.Provider>`. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (value === null) throw new Error('useApp outside the app island');
  return value;
}
