// The signed-in app island (client only): creates the runtime once, waits for the profile, then
// shows the explorer. Strings come from the page; nothing here renders HTML from the server.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { getCookie } from '../../lib/cookies/cookies.ts';
import {
  DEFAULT_LOCALE,
  localeOfLangcode,
  localePath,
  stripLocale,
  type Locale,
} from '../../lib/i18n/locales.ts';
import { LOCALE_COOKIE, preferredLocale } from '../../lib/i18n/preference.ts';
import { particleAfter } from '../../lib/i18n/ko-particles.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { AlertHost } from '../ui/AlertHost.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import { AppIcon } from './AppIcon.tsx';
import { AppContext, type AppContextValue } from './context.ts';
import { createRuntime } from './runtime.ts';
import { Shell } from './Shell.tsx';
import './app.css';

/** Props of the island. */
export interface AppProps {
  readonly strings: Strings;
  readonly locale: Locale;
}

/** The app at `/`. */
export default function App({ strings, locale }: AppProps): ReactElement | null {
  const t = useMemo(() => createT(strings, locale, particleAfter), [strings, locale]);
  const [runtime] = useState(() => createRuntime(locale, t));
  const session = useStore(runtime.session.$state);

  useEffect(() => {
    // The runtime has already asked for the profile. The page's static skeleton gives way.
    document.documentElement.classList.add('app-ready');
    return () => {
      runtime.session.stop();
      runtime.explorer.stop();
    };
  }, [runtime]);

  // At the unprefixed address (which names no language on purpose), a user whose profile names
  // another language gets the app in it, unless they chose this one with the switcher.
  const profileLang = session.status === 'ready' ? session.profile.lang : null;
  useEffect(() => {
    if (profileLang === null || locale !== DEFAULT_LOCALE) return;
    const target = preferredLocale(locale, {
      choice: getCookie(document.cookie, LOCALE_COOKIE),
      profile: localeOfLangcode(profileLang),
      browser: [],
    });
    if (target === null) return;
    const path = localePath(stripLocale(location.pathname), target);
    location.replace(`${path}${location.search}${location.hash}`);
  }, [profileLang, locale]);

  // The shell draws its frame while the profile is on its way (its first render and layout are
  // done before the list's answer comes), and fills in the name and the actions once it is in.
  const value = useMemo<AppContextValue | null>(
    () =>
      session.status === 'ready' || session.status === 'starting'
        ? {
            runtime,
            profile: session.status === 'ready' ? session.profile : null,
            t,
            locale,
            strings,
          }
        : null,
    [session, runtime, t, locale, strings],
  );

  if (value !== null) {
    return (
      <AppContext.Provider value={value}>
        <Shell />
      </AppContext.Provider>
    );
  }
  return (
    <div className="fx-app fx-app--boot">
      {session.status === 'failed' ? (
        <div className="fx-state fx-state--center" role="alert">
          <span className="fx-state__icon fx-state__icon--error">
            <AppIcon name="alert" size="xl" />
          </span>
          <h1>{t('app.sessionFailed')}</h1>
          <button
            type="button"
            className="button"
            onClick={() => {
              void runtime.session.load();
            }}
          >
            {t('app.retry')}
          </button>
        </div>
      ) : (
        <div className="fx-state fx-state--center" role="status">
          <span className="fx-boot-spinner" aria-hidden="true" />
          <h1 className="fx-boot-title">{t('app.loading')}</h1>
        </div>
      )}
      <ToastHost dismissLabel={t('app.dismiss')} />
      <AlertHost />
    </div>
  );
}
