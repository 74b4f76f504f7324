// newPassword: the first-time password screen (requirements E6).
import { useState, type ReactElement } from 'react';
import { HOSTS_CONFIG } from '../../lib/hosts/hosts.config.ts';
import { resolveHosts } from '../../lib/hosts/resolve.ts';
import { getCookie } from '../../lib/cookies/cookies.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings, type TFunction } from '../../lib/i18n/t.ts';
import {
  createNewPasswordStore,
  type NewPasswordStore,
} from '../../lib/public/new-password-store.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { LazyAlertHost } from '../ui/LazyAlertHost.tsx';
import { LazyToastHost } from '../ui/LazyToastHost.tsx';
import { retryableLazy } from '../ui/lazy.tsx';
import { useStoreInTransition } from '../ui/use-store-in-transition.ts';
import { FormGuard } from './form-guard.tsx';
import type { NewPasswordFormProps } from './NewPasswordForm.tsx';
import { browserLinkPageEnv } from './page-env.ts';
import { usePageStart } from './use-page-start.ts';
import { FormShell, InvalidLinkView, StatusView } from './views.tsx';

// The form loads on demand, fetched while the link is being read.
const form = retryableLazy<NewPasswordFormProps>(() =>
  import('./NewPasswordForm.tsx').then((m) => m.NewPasswordForm),
);

/** Props of the island. */
export interface NewPasswordIslandProps {
  readonly locale: Locale;
  readonly strings: Strings;
}

function adminPage(): string {
  const hosts = resolveHosts(location.origin, getCookie(document.cookie, HOSTS_CONFIG.envCookie));
  return `${hosts.manager}/`;
}

/** The form as it will be, empty, while the link is read: the server's render and the first paint. */
function Shell({ t }: { t: TFunction }): ReactElement {
  return (
    <FormShell
      title={t('newPassword.title')}
      label={t('newPassword.loading')}
      intro={<InlineMessage tone="info">{t('newPassword.notSet')}</InlineMessage>}
      readOnly={[t('newPassword.companyId'), t('newPassword.userId')]}
      policyTitle={t('password.rulesTitle')}
      fields={[t('newPassword.password'), t('newPassword.confirmPassword')]}
      submit={t('newPassword.confirm')}
    />
  );
}

function View({
  store,
  t,
  locale,
}: {
  store: NewPasswordStore;
  t: TFunction;
  locale: Locale;
}): ReactElement {
  const state = useStoreInTransition(store.$state);
  const login = (
    <a className="button" href={localePath('/login', locale)}>
      {t('newPassword.login')}
    </a>
  );
  switch (state.tag) {
    case 'loading':
      return <Shell t={t} />;
    case 'invalid':
      return <InvalidLinkView t={t} actions={login} />;
    case 'start':
      return (
        <FormGuard
          t={t}
          title={t('newPassword.title')}
          loadingLabel={t('newPassword.loading')}
          onFail={form.reset}
          loading={<Shell t={t} />}
        >
          <form.Component store={store} state={state} t={t} />
        </FormGuard>
      );
    case 'finish':
      return (
        <StatusView
          tone="success"
          title={t('newPassword.finishTitle')}
          focusKey="finish"
          actions={
            <>
              {login}
              <a className="button secondary" href={adminPage()}>
                {t('newPassword.adminPage')}
              </a>
            </>
          }
        >
          <p>{t('newPassword.finishBody')}</p>
        </StatusView>
      );
    case 'already_registered':
      return (
        <StatusView
          tone="info"
          title={t('newPassword.alreadyTitle')}
          focusKey="already"
          actions={login}
        >
          <p>{t('newPassword.alreadyBody')}</p>
        </StatusView>
      );
  }
}

/** The first-time password page's island. */
export default function NewPasswordIsland({
  locale,
  strings,
}: NewPasswordIslandProps): ReactElement {
  const [t] = useState(() => createT(strings, locale));
  // Created on the client only (it reads the address); the server renders the form's shell.
  const [store] = useState(() =>
    typeof window === 'undefined' ? null : createNewPasswordStore(browserLinkPageEnv(t, locale)),
  );
  usePageStart(store?.start ?? null, form.preload);
  return (
    <>
      {store === null ? <Shell t={t} /> : <View store={store} t={t} locale={locale} />}
      <LazyAlertHost />
      <LazyToastHost dismissLabel={t('reset.dismiss')} />
    </>
  );
}
