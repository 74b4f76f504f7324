// The verification countdown: mm:ss ticking each second, then the deadline message.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactElement } from 'react';
import { createCountdown, formatCountdown } from '../../lib/login/countdown.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { useLogin } from './context.ts';

/** Props of `Countdown`: restarts whenever `issue` changes (a new code was sent). */
export interface CountdownProps {
  readonly seconds: number;
  readonly issue: number;
}

/** Time left to enter the code; at 0 "Deadline time to input has been exceeded." */
export function Countdown({ seconds, issue }: CountdownProps): ReactElement {
  const { t } = useLogin();
  const countdown = useMemo(() => createCountdown(), []);
  const remaining = useStore(countdown.$remaining) ?? seconds;
  useEffect(() => {
    countdown.start(seconds);
    return () => {
      countdown.stop();
    };
  }, [countdown, seconds, issue]);

  if (remaining === 0) return <InlineMessage>{t('otp.deadline')}</InlineMessage>;
  return (
    // role=timer is not announced each second; the deadline message above is.
    <p className="login-countdown" role="timer">
      <span>{t('otp.timeLeft')}</span>{' '}
      <strong className="login-countdown__time">{formatCountdown(remaining)}</strong>
    </p>
  );
}
