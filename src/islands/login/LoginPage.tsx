// The login page island (client:parsed, decision 033): the form is server-rendered; after
// hydration the store drives one step at a time (docs/architecture.md, walk 1).
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useMemo, useState, type ReactElement } from 'react';
import { getCookie } from '../../lib/cookies/cookies.ts';
import { COOKIE } from '../../lib/cookies/names.ts';
import { hostFeatures } from '../../lib/hosts/features.ts';
import { HOSTS_CONFIG } from '../../lib/hosts/hosts.config.ts';
import { resolveHosts } from '../../lib/hosts/resolve.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { browserLoginEnv, inertLoginEnv } from '../../lib/login/browser-env.ts';
import { prefillFromCookies } from '../../lib/login/fields.ts';
import { createLoginStore } from '../../lib/login/store.ts';
import { onwardTarget } from '../../lib/login/target.ts';
import { inNextTask } from '../../lib/ui/next-task.ts';
import { LazyAlertHost } from '../ui/LazyAlertHost.tsx';
import { LazyToastHost } from '../ui/LazyToastHost.tsx';
import { LoadGuard } from '../ui/lazy.tsx';
import { useClientValue, useHydrated } from '../ui/use-client-value.ts';
import { LoginContext, type LoginContextValue } from './context.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import {
  AppStart,
  IeBanner,
  ResetPasswordModal,
  SsoModal,
  scheduleBanner,
  scheduleBrowserCheck,
  scheduleSignedInCheck,
} from './extras.ts';
import type { HostLinksProps } from './HostLinks.tsx';
import { holdLanguageSwitch } from './language-hook.ts';
import { GdprModal, resetSteps, StepLoadFailed } from './lazy-steps.tsx';
import { Steps } from './Steps.tsx';
import './login.css';

/** Props of the island: this page's strings and the login extras' strings. */
export interface LoginPageProps {
  readonly locale: Locale;
  readonly strings: Strings;
  readonly extrasStrings: Strings;
}

const hostLinksPart = () => import('./HostLinks.tsx');
const HostHeader = lazy(() => hostLinksPart().then((m) => ({ default: m.HostHeader })));
const HostFooter = lazy(() => hostLinksPart().then((m) => ({ default: m.HostFooter })));

/** What the page learns from its host and cookies after hydration. */
interface PageFacts {
  /** Null where the host shows neither the header nor the footer (their code never loads). */
  readonly links: HostLinksProps | null;
  readonly subdomainCode: string | null;
  readonly userAgent: string;
}

const NO_FACTS: PageFacts = { links: null, subdomainCode: null, userAgent: '' };

function readFacts(): PageFacts {
  const hosts = resolveHosts(location.origin, getCookie(document.cookie, HOSTS_CONFIG.envCookie));
  const prefill = prefillFromCookies(document.cookie);
  const features = hostFeatures(location.hostname);
  return {
    links: features.signupHeader || features.privacyFooter ? { features, hosts } : null,
    subdomainCode: prefill.companyLocked ? getCookie(document.cookie, COOKIE.companyCode) : null,
    userAgent: navigator.userAgent,
  };
}

function LoginPageBody({ locale, strings, extrasStrings }: LoginPageProps): ReactElement {
  const t = useMemo(() => createT(strings, locale), [strings, locale]);
  const [{ store, warmUp, live }] = useState(() => {
    // The language may change in place mid sign-in (requirements L27): the store reads it here.
    const live = { locale, t };
    // Vite's SSR flag, not a window check: the client build then drops the inert env entirely.
    if (import.meta.env.SSR) {
      return {
        store: createLoginStore(inertLoginEnv(locale, t)),
        warmUp: () => undefined,
        live,
      };
    }
    const env = browserLoginEnv(live);
    const store = createLoginStore(env);
    return {
      store,
      // The API calls and the sign-in machine load together, at the first key or click in the form.
      warmUp: () => {
        env.api.preload();
        store.preload();
      },
      live,
    };
  });
  useEffect(() => {
    Object.assign(live, { locale, t });
  }, [live, locale, t]);
  const context = useMemo<LoginContextValue>(
    () => ({ store, t, locale, warmUp }),
    [store, t, locale, warmUp],
  );
  const state = useStore(store.$state);
  const hydrated = useHydrated();
  const facts = useClientValue(readFacts, NO_FACTS);
  const [resetOpen, setResetOpen] = useState(false);

  // Started in a task of its own, not inside the hydration commit.
  useEffect(
    () =>
      inNextTask(() => {
        store.start();
        scheduleBrowserCheck();
        scheduleBanner();
        scheduleSignedInCheck(
          onwardTarget({
            search: location.search,
            origin: location.origin,
            locale: live.locale,
          }),
        );
      }),
    [store, live],
  );
  const onForm = state.tag === 'form';
  const failed = t('login.languageKept');
  useEffect(() => holdLanguageSwitch(onForm, failed), [onForm, failed]);

  const appStart = hydrated ? store.query.appStart : null;
  const isIe = /Trident\//.test(facts.userAgent);
  return (
    <LoginContext.Provider value={context}>
      {isIe && (
        <Suspense fallback={null}>
          <IeBanner strings={extrasStrings} />
        </Suspense>
      )}
      {facts.links !== null && (
        <Suspense fallback={null}>
          <HostHeader {...facts.links} />
        </Suspense>
      )}
      <div className="login-shell">
        {appStart === null ? (
          <Steps
            state={state}
            onForgotPassword={() => {
              setResetOpen(true);
            }}
          />
        ) : (
          <Suspense fallback={null}>
            <AppStart
              strings={extrasStrings}
              locale={locale}
              type={appStart.type}
              app={appStart.app}
              userAgent={facts.userAgent}
            />
          </Suspense>
        )}
      </div>
      {facts.links !== null && (
        <Suspense fallback={null}>
          <HostFooter {...facts.links} />
        </Suspense>
      )}
      {state.tag === 'sso' && (
        <Suspense fallback={null}>
          <SsoModal
            strings={extrasStrings}
            locale={locale}
            subdomainCode={facts.subdomainCode ?? undefined}
            onClose={() => {
              store.dispatch({ type: 'sso_closed' });
            }}
          />
        </Suspense>
      )}
      {resetOpen && (
        <Suspense fallback={null}>
          <ResetPasswordModal
            strings={extrasStrings}
            locale={locale}
            subdomain={facts.subdomainCode !== null}
            companyCode={facts.subdomainCode ?? undefined}
            onClose={() => {
              setResetOpen(false);
            }}
          />
        </Suspense>
      )}
      {state.tag === 'gdpr' && (
        <LoadGuard
          loading={null}
          failed={(retry) => <StepLoadFailed retry={retry} />}
          onFail={resetSteps}
        >
          <GdprModal.Component />
        </LoadGuard>
      )}
      <LazyAlertHost />
      <LazyToastHost dismissLabel={t('common.close')} />
    </LoginContext.Provider>
  );
}

/** The login page. */
export default function LoginPage(props: LoginPageProps): ReactElement {
  const t = createT(props.strings, props.locale);
  return (
    <ErrorBoundary message={t('common.unknownError')} reloadLabel={t('login.reload')}>
      <LoginPageBody {...props} />
    </ErrorBoundary>
  );
}
