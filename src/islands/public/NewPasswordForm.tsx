// The form of the first-time password screen (loaded on demand): company and user ID read-only
// from the link, the policy checklist of a verified link (requirements E11), the new password
// twice, Confirm.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { TFunction } from '../../lib/i18n/t.ts';
import type { NewPasswordState } from '../../lib/public/new-password-flow.ts';
import type { NewPasswordStore } from '../../lib/public/new-password-store.ts';
import { PROBLEM_KEYS } from '../../lib/public/problems.ts';
import { breaksPolicy } from '../../lib/public/reset-entries.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { preloadAlertHost } from '../ui/LazyAlertHost.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { blockImeEnter } from './ime.ts';
import { PolicyList } from './PolicyList.tsx';
import { LinkCard } from './views.tsx';

/** Props of `NewPasswordForm`: the store, its start state and the texts. */
export interface NewPasswordFormProps {
  readonly store: NewPasswordStore;
  readonly state: Extract<NewPasswordState, { tag: 'start' }>;
  readonly t: TFunction;
}

/** The start state's form; the confirmation takes the focus after a mismatch. */
export function NewPasswordForm(props: NewPasswordFormProps): ReactElement {
  const { store, state, t } = props;
  const password = useStore(store.$password);
  const confirm = useStore(store.$confirm);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  // With a verified policy, a password that breaks it is stopped here, as on the reset page.
  const [policyShown, setPolicyShown] = useState(false);
  const policyNotMet = policyShown && state.policy !== null && breaksPolicy(state.policy, password);
  useEffect(() => {
    if (state.mismatch) confirmRef.current?.focus();
  }, [state.mismatch]);
  const common = {
    autoComplete: 'new-password',
    toggleLabel: t('password.show'),
    capsLockWarning: t('password.capsLock'),
    trimPastedWhitespace: true,
    required: true,
    onKeyDown: blockImeEnter,
  } as const;
  return (
    <LinkCard title={t('newPassword.title')} focusKey="start">
      <InlineMessage tone="info">{t('newPassword.notSet')}</InlineMessage>
      <form
        className="lp-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (state.policy !== null && breaksPolicy(state.policy, password)) {
            setPolicyShown(true);
            passwordRef.current?.focus();
            return;
          }
          // A refused password is told in an alert, whose code loads on demand: start loading it
          // with the request.
          preloadAlertHost();
          void store.submit();
        }}
      >
        <div className="lp-readonly">
          <TextField
            label={t('newPassword.companyId')}
            value={state.companyId}
            onChange={() => undefined}
            readOnly
            autoComplete="organization"
          />
          <TextField
            label={t('newPassword.userId')}
            value={state.userId}
            onChange={() => undefined}
            readOnly
            autoComplete="username"
          />
        </div>
        {state.policy !== null && (
          <PolicyList policy={state.policy} password={password} t={t} id="lp-policy" />
        )}
        <PasswordField
          {...common}
          ref={passwordRef}
          label={t('newPassword.password')}
          value={password}
          onChange={store.setPassword}
          error={policyNotMet ? t('reset.policyNotMet') : null}
          {...(state.policy === null ? {} : { describedBy: ['lp-policy'] })}
        />
        <PasswordField
          {...common}
          ref={confirmRef}
          label={t('newPassword.confirmPassword')}
          value={confirm}
          onChange={store.setConfirm}
          error={state.mismatch ? t('newPassword.mismatch') : null}
        />
        {state.problem !== null && <InlineMessage>{t(PROBLEM_KEYS[state.problem])}</InlineMessage>}
        <Button type="submit" block busy={state.busy} disabled={password === '' || confirm === ''}>
          {t('newPassword.confirm')}
        </Button>
      </form>
    </LinkCard>
  );
}
