// newPassword: the first-time password screen (spec 1 §2, §4, §8).
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { HOSTS_CONFIG } from '../../lib/hosts/hosts.config.ts';
import { resolveHosts } from '../../lib/hosts/resolve.ts';
import { getCookie } from '../../lib/cookies/cookies.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings, type TFunction } from '../../lib/i18n/t.ts';
import type { NewPasswordState } from '../../lib/public/new-password-flow.ts';
import {
  createNewPasswordStore,
  type NewPasswordStore,
} from '../../lib/public/new-password-store.ts';
import { PROBLEM_KEYS } from '../../lib/public/problems.ts';
import { AlertHost } from '../ui/AlertHost.tsx';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import { browserLinkPageEnv } from './page-env.ts';
import { blockImeEnter } from './ResetForm.tsx';
import { LinkCard, LoadingView, StatusView } from './views.tsx';

/** Props of the island. */
export interface NewPasswordIslandProps {
  readonly locale: Locale;
  readonly strings: Strings;
}

function StartForm(props: {
  readonly store: NewPasswordStore;
  readonly state: Extract<NewPasswordState, { tag: 'start' }>;
  readonly t: TFunction;
}): ReactElement {
  const { store, state, t } = props;
  const password = useStore(store.$password);
  const confirm = useStore(store.$confirm);
  const confirmRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.mismatch) confirmRef.current?.focus();
  }, [state.mismatch]);
  const common = {
    autoComplete: 'new-password',
    toggleLabel: t('password.show'),
    capsLockWarning: t('password.capsLock'),
    trimPastedWhitespace: true,
    required: true,
    onKeyDown: blockImeEnter,
  } as const;
  return (
    <LinkCard title={t('newPassword.title')} focusKey="start">
      <InlineMessage tone="info">{t('newPassword.notSet')}</InlineMessage>
      <form
        className="lp-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.submit();
        }}
      >
        <div className="lp-readonly">
          <TextField
            label={t('newPassword.companyId')}
            value={state.companyId}
            onChange={() => undefined}
            readOnly
            autoComplete="organization"
          />
          <TextField
            label={t('newPassword.userId')}
            value={state.userId}
            onChange={() => undefined}
            readOnly
            autoComplete="username"
          />
        </div>
        <PasswordField
          {...common}
          label={t('newPassword.password')}
          value={password}
          onChange={store.setPassword}
        />
        <PasswordField
          {...common}
          ref={confirmRef}
          label={t('newPassword.confirmPassword')}
          value={confirm}
          onChange={store.setConfirm}
          error={state.mismatch ? t('newPassword.mismatch') : null}
        />
        {state.problem !== null && <InlineMessage>{t(PROBLEM_KEYS[state.problem])}</InlineMessage>}
        <Button type="submit" block busy={state.busy} disabled={password === '' || confirm === ''}>
          {t('newPassword.confirm')}
        </Button>
      </form>
    </LinkCard>
  );
}

function adminPage(): string {
  const hosts = resolveHosts(location.origin, getCookie(document.cookie, HOSTS_CONFIG.envCookie));
  return `${hosts.manager}/`;
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
  const state = useStore(store.$state);
  const login = (
    <a className="button" href={localePath('/login', locale)}>
      {t('newPassword.login')}
    </a>
  );
  switch (state.tag) {
    case 'loading':
      return <LoadingView title={t('newPassword.title')} label={t('newPassword.loading')} />;
    case 'invalid':
      return (
        <StatusView
          tone="warning"
          title={t('reset.invalidTitle')}
          focusKey="invalid"
          actions={login}
        >
          <p>{t('reset.invalidBody')}</p>
        </StatusView>
      );
    case 'start':
      return <StartForm store={store} state={state} t={t} />;
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
  // Created on the client only (it reads the address); the server renders the loading view.
  const [store] = useState(() =>
    typeof window === 'undefined' ? null : createNewPasswordStore(browserLinkPageEnv(t, locale)),
  );
  useEffect(() => {
    store?.start();
  }, [store]);
  return (
    <>
      {store === null ? (
        <LoadingView title={t('newPassword.title')} label={t('newPassword.loading')} />
      ) : (
        <View store={store} t={t} locale={locale} />
      )}
      <AlertHost />
      <ToastHost dismissLabel={t('reset.dismiss')} />
    </>
  );
}
