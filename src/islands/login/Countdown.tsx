// The verification countdown: mm:ss ticking each second, then the deadline message. The code
// step owns the clock (its Resend waits for the same deadline) and passes the time left.
import type { ReactElement } from 'react';
import { formatCountdown } from '../../lib/login/countdown.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { useLogin } from './context.ts';

/** Props of `Countdown`: the whole seconds left. */
export interface CountdownProps {
  readonly remaining: number;
}

/** Time left to enter the code; at 0 "Deadline time to input has been exceeded." */
export function Countdown({ remaining }: CountdownProps): ReactElement {
  const { t } = useLogin();
  if (remaining === 0) return <InlineMessage>{t('otp.deadline')}</InlineMessage>;
  return (
    // role=timer is not announced each second; the deadline message above is.
    <p className="login-countdown" role="timer">
      <span>{t('otp.timeLeft')}</span>{' '}
      <strong className="login-countdown__time">{formatCountdown(remaining)}</strong>
    </p>
  );
}
