// forgotPassword and passwordRegistration: one island in two modes (requirements E2–E5).
import { useState, type ReactElement, type ReactNode } from 'react';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings, type TFunction } from '../../lib/i18n/t.ts';
import type { ResetMode } from '../../lib/public/reset-flow.ts';
import { createResetStore, type ResetStore } from '../../lib/public/reset-store.ts';
import { LazyAlertHost } from '../ui/LazyAlertHost.tsx';
import { LazyToastHost } from '../ui/LazyToastHost.tsx';
import { PROBLEM_KEYS } from '../../lib/public/problems.ts';
import { Button } from '../ui/Button.tsx';
import { LoadGuard, retryableLazy } from '../ui/lazy.tsx';
import { useStoreInTransition } from '../ui/use-store-in-transition.ts';
import { browserLinkPageEnv } from './page-env.ts';
import { usePageStart } from './use-page-start.ts';
import type { ResetFormProps } from './ResetForm.tsx';
import { FormShellBody, InvalidLinkView, LinkCard, ProblemView, StatusView } from './views.tsx';

// The form loads on demand, fetched while the link is being checked.
const form = retryableLazy<ResetFormProps>(() =>
  import('./ResetForm.tsx').then((m) => m.ResetForm),
);

/** Props of the island: the mode, the page language and its strings. */
export interface ResetIslandProps {
  readonly mode: ResetMode;
  readonly locale: Locale;
  readonly strings: Strings;
}

/** The key of a text in the mode: registration's own text when it has one, else reset's. */
export function modeKey(mode: ResetMode, strings: Strings, name: string): string {
  const own = `registration.${name}`;
  return mode === 'registration' && strings[own] !== undefined ? own : `reset.${name}`;
}

/**
 * The card of the form and of its shell: the heading and the intro are the same elements from the
 * server's render on, and only what is under them changes when the link is checked and the form
 * arrives, so nothing painted later outsizes the first paint (decision 019).
 */
function FormCard(props: {
  t: TFunction;
  k: (name: string) => string;
  focusKey: string;
  logo?: ReactNode;
  children: ReactNode;
}): ReactElement {
  const { t, k } = props;
  return (
    <LinkCard title={t(k('title'))} focusKey={props.focusKey} logo={props.logo}>
      <p className="lp-intro">{t(k('intro'))}</p>
      {props.children}
    </LinkCard>
  );
}

/** The form as it will be, empty, while the link is checked and while the form's code loads. */
function ShellBody({ t, k }: { t: TFunction; k: (name: string) => string }): ReactElement {
  return (
    <FormShellBody
      label={t('reset.loading')}
      policyTitle={t('password.rulesTitle')}
      fields={[t(k('newPassword')), t(k('confirmPassword'))]}
      submit={t('reset.ok')}
    />
  );
}

/** The server's render and the first paint. */
function Shell({ t, k }: { t: TFunction; k: (name: string) => string }): ReactElement {
  return (
    <FormCard t={t} k={k} focusKey="loading">
      <ShellBody t={t} k={k} />
    </FormCard>
  );
}

/** The form's code did not arrive: what to do, and Try again (the card stays). */
function FormUnloaded({ t, onRetry }: { t: TFunction; onRetry: () => void }): ReactElement {
  return (
    <div>
      <p role="alert">{t(PROBLEM_KEYS.network)}</p>
      <div className="lp-actions">
        <Button onClick={onRetry}>{t('reset.retry')}</Button>
      </div>
    </div>
  );
}

function View({
  store,
  mode,
  t,
  k,
  locale,
}: {
  store: ResetStore;
  mode: ResetMode;
  t: TFunction;
  k: (name: string) => string;
  locale: Locale;
}): ReactElement {
  const state = useStoreInTransition(store.$state);
  const login = localePath('/login', locale);
  const backToLogin = (
    <a className="button secondary" href={login}>
      {t('reset.backToLogin')}
    </a>
  );
  switch (state.tag) {
    // Both states return the same FormCard, so React keeps its heading and intro.
    case 'loading':
      return (
        <FormCard t={t} k={k} focusKey="loading">
          <ShellBody t={t} k={k} />
        </FormCard>
      );
    case 'default':
      return (
        <FormCard
          t={t}
          k={k}
          focusKey="default"
          logo={
            state.logo === null ? undefined : (
              <img className="lp-logo" src={state.logo} alt={t('reset.logoAlt')} decoding="async" />
            )
          }
        >
          <LoadGuard
            loading={<ShellBody t={t} k={k} />}
            failed={(retry) => <FormUnloaded t={t} onRetry={retry} />}
            onFail={form.reset}
          >
            <form.Component store={store} state={state} mode={mode} t={t} k={k} />
          </LoadGuard>
        </FormCard>
      );
    case 'success':
      return (
        <StatusView
          tone="success"
          title={t(k('successTitle'))}
          focusKey="success"
          actions={
            <a className="button" href={login}>
              {t('reset.moveToLogin')}
            </a>
          }
        >
          <p>{t(k('successBody'))}</p>
        </StatusView>
      );
    case 'fail':
      return (
        <StatusView tone="warning" title={t(k('failTitle'))} focusKey="fail" actions={backToLogin}>
          <p className="lp-strong">{t('reset.failBody')}</p>
          <p>{t(k('failHint'))}</p>
        </StatusView>
      );
    case 'invalid':
      return <InvalidLinkView t={t} actions={backToLogin} />;
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

/** The reset or registration page's island. */
export default function ResetIsland({ mode, locale, strings }: ResetIslandProps): ReactElement {
  const [t] = useState(() => createT(strings, locale));
  // Created on the client only (it reads the address); the server renders the form's shell.
  const [store] = useState(() =>
    typeof window === 'undefined' ? null : createResetStore(mode, browserLinkPageEnv(t, locale)),
  );
  usePageStart(store?.start ?? null, form.preload);
  const k = (name: string) => modeKey(mode, strings, name);
  return (
    <>
      {store === null ? (
        <Shell t={t} k={k} />
      ) : (
        <View store={store} mode={mode} t={t} k={k} locale={locale} />
      )}
      <LazyAlertHost />
      <LazyToastHost dismissLabel={t('reset.dismiss')} />
    </>
  );
}
