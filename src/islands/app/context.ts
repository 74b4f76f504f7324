// The React context of the app island: runtime, translate function, locale and strings.
import { createContext, useContext } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Strings, TFunction } from '../../lib/i18n/t.ts';
import type { Profile } from '../../lib/session/profile.ts';
import type { AppRuntime } from './runtime.ts';

/** What every component of the app reads. */
export interface AppContextValue {
  readonly runtime: AppRuntime;
  /**
   * The signed-in user's profile; null while it is on its way, when the shell draws its frame
   * (side bar, header, toolbar, list area) and nothing that needs the user's name or rights.
   */
  readonly profile: Profile | null;
  readonly t: TFunction;
  readonly locale: Locale;
  readonly strings: Strings;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The profile, for what runs or renders only once it is in (actions, search, Trash). */
export function readyProfile(profile: Profile | null): Profile {
  if (profile === null) throw new Error('The profile is not in yet');
  return profile;
}

/** The app context; only used below `<AppContext.Provider>`. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (value === null) throw new Error('useApp outside the app island');
  return value;
}
