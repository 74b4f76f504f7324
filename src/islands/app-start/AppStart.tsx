// The app-start page (`/login?type=…&app=…`): a Start button that opens the app's deep link;
// on iOS it opens by itself after one second.
import { useEffect, useMemo, type ReactElement } from 'react';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { appStartPlan } from '../../lib/app-start/app-start.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import './app-start.css';

/** Props of `AppStart`: the query's `type` and `app` as read, and the browser's user agent. */
export interface AppStartProps {
  readonly strings: Strings;
  readonly locale: Locale;
  readonly type: string | null;
  readonly app: string | null;
  readonly userAgent: string;
  /** Opens the deep link; `location.assign` by default (tests pass a fake). */
  readonly open?: ((link: string) => void) | undefined;
}

function openLink(link: string): void {
  location.assign(link);
}

/** The app-start card. */
export function AppStart(props: AppStartProps): ReactElement {
  const { strings, locale, type, app, userAgent, open = openLink } = props;
  const t = useMemo(() => createT(strings, locale), [strings, locale]);
  const plan = useMemo(() => appStartPlan(type, app, userAgent), [type, app, userAgent]);
  const autoLink = plan.ok && plan.autoStartMs !== null ? plan.link : null;
  const autoMs = plan.ok ? plan.autoStartMs : null;

  // The page is the login page's address: its tab says what it is while the card shows.
  useEffect(() => {
    const before = document.title;
    const [, brand] = before.split(' | ');
    document.title =
      brand === undefined ? t('appStart.title') : `${t('appStart.title')} | ${brand}`;
    return () => {
      document.title = before;
    };
  }, [t]);

  useEffect(() => {
    if (autoLink === null || autoMs === null) return;
    const timer = setTimeout(() => {
      open(autoLink);
    }, autoMs);
    return () => {
      clearTimeout(timer);
    };
  }, [autoLink, autoMs, open]);

  return (
    <section className="app-start card" aria-labelledby="app-start-title">
      <h1 id="app-start-title" className="app-start__title">
        {t('appStart.title')}
      </h1>
      {plan.ok ? (
        <>
          <p>{t(plan.platform === 'ios' ? 'appStart.bodyIos' : 'appStart.body')}</p>
          <Button
            block
            onClick={() => {
              open(plan.link);
            }}
          >
            {t('appStart.start')}
          </Button>
        </>
      ) : (
        <InlineMessage tone="error">
          {t(plan.reason === 'type' ? 'appStart.badType' : 'appStart.badApp')}
        </InlineMessage>
      )}
      <p className="app-start__back">
        <a href={localePath('/login', locale)}>{t('appStart.back')}</a>
      </p>
    </section>
  );
}
