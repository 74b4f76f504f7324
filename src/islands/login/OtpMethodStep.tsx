// otpCode 12: choose e-mail or SMS (SMS disabled without a registered phone), then send a code.
import { useStore } from '@nanostores/react';
import { useId, type ReactElement } from 'react';
import type { OtpContext, OtpMethod } from '../../lib/login/types.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { useLogin } from './context.ts';
import { BackToSignIn } from './BackToSignIn.tsx';
import { StepCard } from './StepCard.tsx';

/** Props of `OtpMethodStep`. */
export interface OtpMethodStepProps {
  readonly otp: OtpContext;
  readonly selected: OtpMethod | null;
}

/** The method selection. */
export function OtpMethodStep({ otp, selected }: OtpMethodStepProps): ReactElement {
  const { store, t } = useLogin();
  const sending = useStore(store.$sending);
  const noPhoneId = useId();
  const noPhone = otp.phone === '';
  const choices: { method: OtpMethod; label: string; detail: string; disabled: boolean }[] = [
    {
      method: 'email',
      label: t('otp.methodEmail'),
      detail: otp.email === '' ? '' : t('otp.methodEmailTo', { email: otp.email }),
      disabled: false,
    },
    {
      method: 'sms',
      label: t('otp.methodSms'),
      detail: noPhone ? '' : t('otp.methodSmsTo', { phone: otp.phone }),
      disabled: noPhone,
    },
  ];

  const onSubmit = (event: { preventDefault(): void }): void => {
    event.preventDefault();
    if (selected !== null) void store.requestCode(selected);
  };

  return (
    <StepCard title={t('otp.title')} intro={t('otp.methodIntro')}>
      <form noValidate onSubmit={onSubmit}>
        <fieldset className="login-choices">
          <legend className="login-choices__legend">{t('otp.methodLegend')}</legend>
          {choices.map((choice) => (
            <label
              key={choice.method}
              className={`login-choice${choice.disabled ? ' login-choice--disabled' : ''}`}
            >
              <input
                type="radio"
                name="otp-method"
                value={choice.method}
                checked={selected === choice.method}
                disabled={choice.disabled}
                aria-describedby={choice.disabled ? noPhoneId : undefined}
                onChange={() => {
                  store.dispatch({ type: 'method_selected', method: choice.method });
                }}
              />
              <span className="login-choice__text">
                <span className="login-choice__label">{choice.label}</span>
                {choice.detail !== '' && (
                  <span className="login-choice__detail">{choice.detail}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
        {noPhone && (
          <InlineMessage tone="info" id={noPhoneId}>
            {t('otp.noPhone')}
          </InlineMessage>
        )}
        <Button type="submit" block busy={sending} disabled={selected === null}>
          {t('otp.send')}
        </Button>
      </form>
      <BackToSignIn />
    </StepCard>
  );
}
