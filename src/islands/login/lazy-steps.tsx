// The steps after the first submit load on demand, so the page's first load holds only the form;
// `prefetchSteps` starts loading them when the form is submitted, so the next step appears
// without a visible wait.
import { useEffect, useRef, type ReactElement } from 'react';
import { preloadAlertHost } from '../ui/LazyAlertHost.tsx';
import { preloadToastHost } from '../ui/LazyToastHost.tsx';
import { retryableLazy } from '../ui/lazy.tsx';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useLogin } from './context.ts';

const verification = () => import('./verification-steps.ts');

/** otpCode 12: choose e-mail or SMS. */
export const OtpMethodStep = retryableLazy(() => verification().then((m) => m.OtpMethodStep));
/** otpCode 11: the registered phone number. */
export const OtpPhoneStep = retryableLazy(() => verification().then((m) => m.OtpPhoneStep));
/** The code entry. */
export const OtpCodeStep = retryableLazy(() => verification().then((m) => m.OtpCodeStep));
/** Do you trust your browser? */
export const TrustStep = retryableLazy(() => verification().then((m) => m.TrustStep));
/** The password wizard. */
export const PasswordWizard = retryableLazy(() =>
  import('./PasswordWizard.tsx').then((m) => m.PasswordWizard),
);
/** The User Agreement modal. */
export const GdprModal = retryableLazy(() => import('./GdprModal.tsx').then((m) => m.GdprModal));

const ALL = [OtpMethodStep, OtpPhoneStep, OtpCodeStep, TrustStep, PasswordWizard, GdprModal];

/** Starts loading every later step and the alert and toast hosts (on submit). */
export function prefetchSteps(): void {
  for (const step of ALL) step.preload();
  preloadAlertHost();
  preloadToastHost();
}

/** Forgets failed loads, so that Try again loads afresh. */
export function resetSteps(): void {
  for (const step of ALL) step.reset();
}

/** The card shown while a step's code loads: a spinner announced as a status. */
export function StepLoading(): ReactElement {
  const { t } = useLogin();
  return (
    <section className="card login-card login-card--loading" aria-busy="true">
      <Spinner size="large" label={t('login.stepLoading')} />
    </section>
  );
}

/** The card shown when a step's code cannot be loaded: the reason and Try again. */
export function StepLoadFailed({ retry }: { readonly retry: () => void }): ReactElement {
  const { t } = useLogin();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <section className="card login-card" role="alert">
      <p>{t('login.stepLoadFailed')}</p>
      <Button ref={button} onClick={retry}>
        {t('login.retry')}
      </Button>
    </section>
  );
}
