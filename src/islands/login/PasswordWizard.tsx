// The password wizard (requirements P1–P4): 0 notice, 1 new password + confirmation, 2 success.
import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type ReactElement } from 'react';
import type { State } from '../../lib/login/flow.ts';
import { wizardNotice } from '../../lib/login/rules.ts';
import { checkNewPassword, type NewPasswordProblem } from '../../lib/login/wizard.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { useLogin } from './context.ts';
import { PolicyChecklist } from './PolicyChecklist.tsx';
import { BackToSignIn } from './BackToSignIn.tsx';
import { StepCard } from './StepCard.tsx';

type WizardState = Extract<State, { tag: 'password_wizard' }>;

function NewPasswordPage({ state }: { readonly state: WizardState }): ReactElement {
  const { store, t } = useLogin();
  const busy = useStore(store.$passwordBusy);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const rulesId = useId();

  const onSubmit = (event: { preventDefault(): void }): void => {
    event.preventDefault();
    const found = checkNewPassword(state.data.policy, password, confirm);
    setProblem(found);
    if (found !== null) {
      (found.field === 'new' ? newRef : confirmRef).current?.focus();
      return;
    }
    void store.changePassword(password, confirm);
  };
  const common = {
    toggleLabel: t('password.show'),
    capsLockWarning: t('password.capsLock'),
    autoComplete: 'new-password',
    maxLength: 256,
    trimPastedWhitespace: true,
  } as const;

  return (
    <form noValidate onSubmit={onSubmit}>
      <PasswordField
        {...common}
        ref={newRef}
        label={t('wizard.newPassword')}
        value={password}
        describedBy={[rulesId]}
        onChange={(value) => {
          setPassword(value);
          if (problem?.field === 'new') setProblem(null);
        }}
        error={problem?.field === 'new' ? t(problem.key) : undefined}
      />
      <PolicyChecklist id={rulesId} policy={state.data.policy} password={password} />
      <PasswordField
        {...common}
        ref={confirmRef}
        label={t('wizard.confirmPassword')}
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          if (problem?.field === 'confirm') setProblem(null);
        }}
        error={problem?.field === 'confirm' ? t(problem.key) : undefined}
      />
      <Button type="submit" block busy={busy}>
        {t('wizard.submit')}
      </Button>
    </form>
  );
}

/** The wizard, one card per page. */
export function PasswordWizard({ state }: { readonly state: WizardState }): ReactElement {
  const { store, t } = useLogin();
  const notice = wizardNotice(state.data);
  const eyebrow = t('wizard.progress', { current: state.page + 1, total: 3 });

  if (state.page === 0) {
    return (
      <StepCard key="notice" title={t(notice.title)} eyebrow={eyebrow}>
        {notice.lines.map((key) => (
          <InlineMessage key={key} tone="info">
            {t(key)}
          </InlineMessage>
        ))}
        <Button
          block
          onClick={() => {
            store.dispatch({ type: 'wizard_next' });
          }}
        >
          {t('wizard.start')}
        </Button>
        <BackToSignIn />
      </StepCard>
    );
  }
  if (state.page === 1) {
    return (
      <StepCard key="change" title={t('wizard.changeTitle')} eyebrow={eyebrow}>
        <NewPasswordPage state={state} />
        <BackToSignIn />
      </StepCard>
    );
  }
  return (
    <StepCard key="done" title={t('wizard.doneTitle')} eyebrow={eyebrow}>
      <InlineMessage tone="success">{t('wizard.doneBody')}</InlineMessage>
      <Button
        block
        onClick={() => {
          store.dispatch({ type: 'wizard_closed' });
        }}
      >
        {t('wizard.close')}
      </Button>
    </StepCard>
  );
}
