// The auto-logout warning ~60 s before the end: "You will be signed out in N seconds" with
// Stay signed in (one API call, whose answer restarts the countdown in every tab). Inside the
// desktop shell a Snooze also tells the shell to hold its own reminder (requirements H5).
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { memo, useRef, type ReactElement } from 'react';
import { logoutUrl } from '../../lib/nav/routes.ts';
import type { AutoLogoutState } from '../../lib/session/auto-logout.ts';
import { fetchProfile } from '../../lib/session/profile.ts';
import { pageBridge } from '../../lib/shell/page.ts';
import { IDLE_SNOOZE_MINUTES, snoozeMessage } from '../../lib/shell/wiring.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useApp } from './context.ts';
import './IdleDialog.css';

const STOPPED = atom<AutoLogoutState>({ phase: 'stopped' });

/** Shown while the countdown is in its warning phase. */
export const IdleDialog = memo(function IdleDialog(): ReactElement | null {
  const { runtime, t } = useApp();
  const countdown = useStore(runtime.session.$countdown);
  const state = useStore(countdown?.$state ?? STOPPED);
  const stayRef = useRef<HTMLButtonElement>(null);
  if (state.phase !== 'warning') return null;
  const stay = (): void => {
    // Any answer restarts the countdown (client.onResponse); a failed call keeps the warning up.
    void fetchProfile(runtime.client).catch(() => undefined);
  };
  const shell = pageBridge();
  const snooze = (): void => {
    shell.send(snoozeMessage(IDLE_SNOOZE_MINUTES));
    stay();
  };
  return (
    <Modal
      title={t('app.idle.title')}
      closeLabel={t('app.close')}
      onClose={stay}
      initialFocus={stayRef}
      footer={
        <>
          <a
            className="button secondary"
            href={logoutUrl(`${location.pathname}${location.search}`, location.origin)}
          >
            {t('app.idle.signOut')}
          </a>
          {shell.isShell() && (
            <Button variant="secondary" onClick={snooze}>
              {t('app.idle.snooze', { minutes: IDLE_SNOOZE_MINUTES })}
            </Button>
          )}
          <Button ref={stayRef} onClick={stay}>
            {t('app.idle.stay')}
          </Button>
        </>
      }
    >
      <p role="timer" aria-live="off" className="fx-idle__count">
        {t('app.idle.countdown', { count: state.secondsLeft })}
      </p>
    </Modal>
  );
});
