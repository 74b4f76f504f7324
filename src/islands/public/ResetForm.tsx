// The default state of the reset and registration page: policy checklist, two fields, OK. The
// island's card around it (logo, heading, intro) is the one painted with the HTML (decision 019).
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactElement } from 'react';
import type { TFunction } from '../../lib/i18n/t.ts';
import { PROBLEM_KEYS } from '../../lib/public/problems.ts';
import { canSubmit, type ResetMode, type ResetState } from '../../lib/public/reset-flow.ts';
import type { ResetStore } from '../../lib/public/reset-store.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { preloadToastHost } from '../ui/LazyToastHost.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { blockImeEnter } from './ime.ts';
import { PolicyList } from './PolicyList.tsx';

/** Props of `ResetForm`: the store, its default state, the mode and the texts. */
export interface ResetFormProps {
  readonly store: ResetStore;
  readonly state: Extract<ResetState, { tag: 'default' }>;
  readonly mode: ResetMode;
  readonly t: TFunction;
  readonly k: (name: string) => string;
}

/** The form; the field at fault takes the focus after a refused submit. */
export function ResetForm(props: ResetFormProps): ReactElement {
  const { store, state, t, k } = props;
  const password = useStore(store.$password);
  const confirm = useStore(store.$confirm);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const { check } = state;
  useEffect(() => {
    if (check === 'policy') passwordRef.current?.focus();
    if (check === 'mismatch') confirmRef.current?.focus();
  }, [check]);

  const common = {
    autoComplete: 'new-password',
    toggleLabel: t('password.show'),
    capsLockWarning: t('password.capsLock'),
    trimPastedWhitespace: true,
    required: true,
    onKeyDown: blockImeEnter,
  } as const;
  return (
    <form
      className="lp-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A refused reset is told in a toast, whose code loads on demand: start loading it with
        // the request.
        preloadToastHost();
        void store.submit();
      }}
    >
      <PolicyList policy={state.policy} password={password} t={t} id="lp-policy" />
      <PasswordField
        {...common}
        ref={passwordRef}
        label={t(k('newPassword'))}
        value={password}
        onChange={store.setPassword}
        error={check === 'policy' ? t('reset.policyNotMet') : null}
        describedBy={['lp-policy']}
      />
      <PasswordField
        {...common}
        ref={confirmRef}
        label={t(k('confirmPassword'))}
        value={confirm}
        onChange={store.setConfirm}
        error={check === 'mismatch' ? t('password.mismatch') : null}
      />
      {state.problem !== null && <InlineMessage>{t(PROBLEM_KEYS[state.problem])}</InlineMessage>}
      <Button type="submit" block busy={state.busy} disabled={!canSubmit(password, confirm)}>
        {t('reset.ok')}
      </Button>
    </form>
  );
}
