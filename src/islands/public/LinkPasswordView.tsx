// The password step of the public link and upload pages (requirements X26, X27): the field, the
// wrong-password message with the tries left, and the lock with the time it ends.
import { useState, type ReactElement, type SyntheticEvent } from 'react';
import type { TFunction } from '../../lib/i18n/t.ts';
import { unbroken } from '../../lib/i18n/unbroken.ts';
import type { PasswordError } from '../../lib/public/share-link.ts';
import { Button } from '../ui/Button.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { LinkCard } from './views.tsx';

function passwordMessage(
  t: TFunction,
  time: (at: number) => string,
  error: PasswordError | null,
): string {
  if (error === null) return '';
  if (error.kind === 'wrong') return t('share.wrongPassword', { count: error.triesLeft });
  return t(error.kind === 'locked' ? 'share.locked' : 'share.throttled', {
    time: unbroken(time(error.retryAt)),
  });
}

/** Props of the password card. */
export interface LinkPasswordViewProps {
  readonly t: TFunction;
  /** Writes when a lock or a pause ends. */
  readonly time: (at: number) => string;
  readonly busy: boolean;
  readonly error: PasswordError | null;
  readonly onUnlock: (password: string) => void;
}

/** The password card; `onUnlock` gets a non-empty password. */
export function LinkPasswordView(props: LinkPasswordViewProps): ReactElement {
  const { t } = props;
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (password === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    props.onUnlock(password);
  };
  const error = empty ? t('share.passwordEmpty') : passwordMessage(t, props.time, props.error);
  const tries = props.error?.kind === 'wrong' ? props.error.triesLeft : 0;
  return (
    <LinkCard
      title={t('share.passwordTitle')}
      focusKey={`password-${props.error?.kind ?? 'none'}-${String(tries)}`}
    >
      <p className="lp-intro">{t('share.passwordIntro')}</p>
      <form className="lp-form" onSubmit={submit} noValidate>
        <PasswordField
          label={t('share.password')}
          value={password}
          onChange={setPassword}
          autoComplete="off"
          error={error}
          toggleLabel={t('share.showPassword')}
          capsLockWarning={t('share.capsLock')}
          trimPastedWhitespace
        />
        <Button type="submit" block busy={props.busy}>
          {t('share.open')}
        </Button>
      </form>
    </LinkCard>
  );
}
