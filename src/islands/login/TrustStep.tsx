// "Do you trust your browser?" — Check Later continues; Trusted registers this browser first.
import { useStore } from '@nanostores/react';
import type { ReactElement } from 'react';
import { Button } from '../ui/Button.tsx';
import { useLogin } from './context.ts';
import { BackToSignIn } from './BackToSignIn.tsx';
import { StepCard } from './StepCard.tsx';

/** The trust-browser question; `days` comes from otp_session_expiry_day. */
export function TrustStep({ days }: { readonly days: number }): ReactElement {
  const { store, t } = useLogin();
  const busy = useStore(store.$trustBusy);
  return (
    <StepCard title={t('otp.trustTitle')} intro={t('otp.trustBody', { count: days })}>
      <p className="login-card__note">{t('otp.trustHint')}</p>
      <div className="login-card__actions">
        <Button variant="secondary" onClick={store.checkLater} disabled={busy}>
          {t('otp.checkLater')}
        </Button>
        <Button
          busy={busy}
          onClick={() => {
            void store.trustBrowser();
          }}
        >
          {t('otp.trusted')}
        </Button>
      </div>
      <BackToSignIn />
    </StepCard>
  );
}
