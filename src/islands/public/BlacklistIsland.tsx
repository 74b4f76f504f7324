// black-list: the e-mail verification result (requirements E7). "Move to Settings" opens the
// app's settings at the mail section: `/?settings=mail` (in the page's language).
import { useEffect, useState, type ReactElement } from 'react';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings, type TFunction } from '../../lib/i18n/t.ts';
import { createBlacklistStore, type BlacklistStore } from '../../lib/public/blacklist-store.ts';
import { afterFirstPaint } from '../../lib/ui/first-paint.ts';
import { LazyAlertHost } from '../ui/LazyAlertHost.tsx';
import { LazyToastHost } from '../ui/LazyToastHost.tsx';
import { useStoreInTransition } from '../ui/use-store-in-transition.ts';
import { browserLinkPageEnv } from './page-env.ts';
import { InvalidLinkView, LoadingView, ProblemView, StatusView } from './views.tsx';

/** Where "Move to Settings" goes: the settings of the signed-in app, mail section. */
export function settingsUrl(locale: Locale): string {
  return `${localePath('/', locale)}?settings=mail`;
}

/** Props of the island. */
export interface BlacklistIslandProps {
  readonly locale: Locale;
  readonly strings: Strings;
}

function View({
  store,
  t,
  locale,
}: {
  store: BlacklistStore;
  t: TFunction;
  locale: Locale;
}): ReactElement {
  const state = useStoreInTransition(store.$state);
  const settings = (
    <a className="button" href={settingsUrl(locale)}>
      {t('blacklist.moveToSettings')}
    </a>
  );
  switch (state.tag) {
    case 'confirming':
      return (
        <LoadingView
          title={t('blacklist.title')}
          label={t('blacklist.confirming')}
          intro={t('blacklist.about')}
        />
      );
    case 'success':
      return (
        <StatusView
          tone="success"
          title={t('blacklist.successTitle')}
          focusKey="success"
          actions={settings}
        >
          <p>
            {state.email === null
              ? t('blacklist.successBodyNoEmail')
              : t('blacklist.successBody', { email: state.email })}
          </p>
        </StatusView>
      );
    case 'expired':
      return (
        <StatusView
          tone="warning"
          title={t('blacklist.expiredTitle')}
          focusKey="expired"
          actions={settings}
        >
          <p>{t('blacklist.expiredIntro')}</p>
          <ul>
            <li>{t('blacklist.causeVerified')}</li>
            <li>{t('blacklist.causeReissued')}</li>
            <li>{t('blacklist.causeOld')}</li>
          </ul>
          <p className="lp-strong">{t('blacklist.expiredAdvice')}</p>
        </StatusView>
      );
    case 'invalid':
      return <InvalidLinkView t={t} actions={settings} />;
    case 'unreachable':
      return (
        <ProblemView
          t={t}
          title={t('reset.unreachableTitle')}
          problem={state.problem}
          focusKey={`unreachable-${state.problem}`}
          onRetry={store.retry}
        />
      );
  }
}

/** The black-list page's island. */
export default function BlacklistIsland({ locale, strings }: BlacklistIslandProps): ReactElement {
  const [t] = useState(() => createT(strings, locale));
  // Created on the client only (it reads the address); the server renders the loading view.
  const [store] = useState(() =>
    typeof window === 'undefined' ? null : createBlacklistStore(browserLinkPageEnv(t, locale)),
  );
  // The confirmation starts in a task of its own once the card has been painted.
  useEffect(() => afterFirstPaint(() => store?.start()), [store]);
  return (
    <>
      {store === null ? (
        <LoadingView
          title={t('blacklist.title')}
          label={t('blacklist.confirming')}
          intro={t('blacklist.about')}
        />
      ) : (
        <View store={store} t={t} locale={locale} />
      )}
      <LazyAlertHost />
      <LazyToastHost dismissLabel={t('reset.dismiss')} />
    </>
  );
}
