// otpCode 11: enter the registered mobile number (digits only), then send the SMS code.
import { useStore } from '@nanostores/react';
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { phoneDigits } from '../../lib/login/fields.ts';
import type { OtpContext } from '../../lib/login/types.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useLogin } from './context.ts';
import { BackToSignIn } from './BackToSignIn.tsx';
import { StepCard } from './StepCard.tsx';

/** The phone step. */
export function OtpPhoneStep({ otp }: { readonly otp: OtpContext }): ReactElement {
  const { store, t } = useLogin();
  const sending = useStore(store.$sending);
  const [phone, setPhone] = useState('');
  const noPhone = otp.phone === '';

  const send = (): void => {
    void store.requestCode('sms', phone);
  };
  const onSubmit = (event: { preventDefault(): void }): void => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!isImeComposing(event)) send();
  };

  return (
    <StepCard title={t('otp.title')} intro={t('otp.phoneIntro')}>
      <form noValidate onSubmit={onSubmit}>
        {noPhone && <InlineMessage tone="info">{t('otp.noPhone')}</InlineMessage>}
        <TextField
          label={t('otp.phone')}
          hint={t('otp.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={32}
          value={phone}
          disabled={noPhone}
          onChange={(value) => {
            // Digits only: anything else typed or pasted is ignored (full-width digits count).
            setPhone(phoneDigits(value));
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" block busy={sending} disabled={noPhone}>
          {t('otp.send')}
        </Button>
      </form>
      <BackToSignIn />
    </StepCard>
  );
}
