// The code step: numeric one-time-code field (pasted and full-width digits welcome), countdown,
// resend (waiting, with the time shown, while the code sent is still valid: the server refuses a
// new one until then) with its short spinner, "choose another method" (not for otpCode 10).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { State } from '../../lib/login/flow.ts';
import { createCountdown, formatCountdown } from '../../lib/login/countdown.ts';
import { codeDigits } from '../../lib/login/fields.ts';
import { offersOtherMethod } from '../../lib/login/otp-methods.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';
import { Countdown } from './Countdown.tsx';
import { useLogin } from './context.ts';
import { BackToSignIn } from './BackToSignIn.tsx';
import { StepCard } from './StepCard.tsx';

type CodeState = Extract<State, { tag: 'otp_code' }>;

function introOf(state: CodeState, t: ReturnType<typeof useLogin>['t']): string {
  if (state.method === 'email' && state.otp.email !== '') {
    return t('otp.sentEmail', { email: state.otp.email });
  }
  if (state.method === 'sms' && state.otp.phone !== '')
    return t('otp.sentSms', { phone: state.otp.phone });
  return t('otp.sentAny');
}

/** The code entry. */
export function OtpCodeStep({ state }: { readonly state: CodeState }): ReactElement {
  const { store, t } = useLogin();
  const verifying = useStore(store.$loginBusy);
  const resending = useStore(store.$resending);
  const [code, setCode] = useState('');
  const sent = state.expireSeconds !== null;
  const countdown = useMemo(() => createCountdown(), []);
  const ticking = useStore(countdown.$remaining);
  useEffect(() => {
    if (state.expireSeconds !== null) countdown.start(state.expireSeconds);
    return () => {
      countdown.stop();
    };
  }, [countdown, state.expireSeconds, state.issue]);
  const remaining = ticking ?? state.expireSeconds ?? 0;
  const resendWaits = sent && remaining > 0;

  const verify = (): void => {
    void store.submitCode(code);
  };
  const onSubmit = (event: { preventDefault(): void }): void => {
    event.preventDefault();
    verify();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!isImeComposing(event)) verify();
  };

  return (
    <StepCard title={t('otp.title')} intro={sent ? introOf(state, t) : undefined}>
      {!sent && (
        <p className="login-sending">
          <Spinner size="small" /> <span role="status">{t('otp.sending')}</span>
        </p>
      )}
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t('otp.code')}
          value={code}
          onChange={(value) => {
            setCode(codeDigits(value));
            store.dispatch({ type: 'code_edited' });
          }}
          onKeyDown={onKeyDown}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={64}
          spellCheck={false}
          error={state.invalid ? t('otp.codeInvalid') : undefined}
        />
        {sent && <Countdown remaining={remaining} />}
        <Button type="submit" block busy={verifying}>
          {t('otp.verify')}
        </Button>
      </form>
      <div className="login-card__links">
        <Button
          variant="link"
          busy={resending}
          unavailable={resendWaits}
          onClick={() => {
            void store.resend();
          }}
        >
          {resendWaits ? t('otp.resendIn', { time: formatCountdown(remaining) }) : t('otp.resend')}
        </Button>
        {offersOtherMethod(state.otp) && (
          <Button
            variant="link"
            onClick={() => {
              store.dispatch({ type: 'otp_back' });
            }}
          >
            {t('otp.otherMethod')}
          </Button>
        )}
      </div>
      <BackToSignIn />
    </StepCard>
  );
}
