// The login form (requirements L1–L5): server-rendered, prefilled after hydration, Enter moves
// company → user ID → password → submit, one request at a time, offline blocks submitting.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import {
  enterAction,
  missingFields,
  type FieldName,
  type FormValues,
} from '../../lib/login/fields.ts';
import { takeEarlySubmit } from '../../lib/login/take-early-submit.ts';
import { PROBLEM_KEYS } from '../../lib/login/flow-problem.ts';
import { messageText } from '../../lib/api/messages.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useLogin } from './context.ts';
import { prefetchSteps } from './lazy-steps.tsx';
import { StepCard } from './StepCard.tsx';
import { useFormValues, type FieldRefs } from './use-form-values.ts';
import { useHydrated } from '../ui/use-client-value.ts';
import { useOnline } from './use-online.ts';

/** Props of `LoginForm`. */
export interface LoginFormProps {
  /** Opens the in-app Reset Password modal. */
  readonly onForgotPassword: () => void;
}

/** The login card. */
export function LoginForm({ onForgotPassword }: LoginFormProps): ReactElement {
  const { store, t, warmUp } = useLogin();
  const state = useStore(store.$state);
  const requesting = useStore(store.$loginBusy);
  const online = useOnline();
  const hydrated = useHydrated();
  const companyRef = useRef<HTMLInputElement>(null);
  const userIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const persistentRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [refs] = useState<FieldRefs>(() => ({
    company: companyRef,
    userId: userIdRef,
    password: passwordRef,
    persistent: persistentRef,
  }));
  const { values, change: changeValue, companyLocked, prefilled } = useFormValues(refs);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // A Login pressed before hydration (held by the page's script, decision 011), or after it but
  // before the prefill has rendered: carried out once, when the typed values are in the state.
  const [earlySubmit, setEarlySubmit] = useState(false);
  useEffect(() => {
    if (takeEarlySubmit(formRef.current)) setEarlySubmit(true);
  }, []);
  const leaving = state.tag === 'redirect' || state.tag === 'blocked';
  const busy = requesting || leaving;

  const change = (field: keyof FormValues, value: string | boolean): void => {
    changeValue(field, value);
    if (field in errors) setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const submit = (): void => {
    if (busy || !online) return;
    // Pressed in the moment between hydration and the prefill: carried out once the values are in.
    if (!prefilled) {
      setEarlySubmit(true);
      return;
    }
    const missing = missingFields(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((name) => [name, t(`login.required.${name}`)])));
      refs[missing[0] ?? 'company'].current?.focus();
      return;
    }
    // A Login pressed before hydration had no key or click in the form to warm up on.
    warmUp();
    prefetchSteps();
    void store.submit(values);
  };

  const earlyDone = useRef(false);
  useEffect(() => {
    if (!earlySubmit || !prefilled || earlyDone.current) return;
    earlyDone.current = true;
    submit();
    // Once, when the held submit is taken and the values are in: `submit` reads this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [earlySubmit, prefilled]);

  const onKeyDown = (field: FieldName) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Always ours: the browser's implicit submission must never fire (IME Enter, before checks).
    event.preventDefault();
    if (isImeComposing(event)) return;
    const action = enterAction(field, event.currentTarget.value, state.tag === 'sso');
    if (action === 'submit') submit();
    else if (action !== 'none') refs[action.focus].current?.focus();
  };

  const onSubmit = (event: { preventDefault(): void }): void => {
    event.preventDefault();
    submit();
  };

  const formError = state.tag === 'form' ? state.error : null;
  return (
    <StepCard title={t('login.heading')} intro={t('login.intro')} focusOnMount={false}>
      {/* No name attributes: nothing typed can ever be serialised into a URL. */}
      <form
        ref={formRef}
        className="login-form"
        noValidate
        onSubmit={onSubmit}
        onPointerDown={warmUp}
        onKeyDown={warmUp}
        aria-busy={busy || undefined}
      >
        <TextField
          ref={companyRef}
          label={t('login.companyId')}
          value={values.company}
          onChange={(value) => {
            change('company', value);
          }}
          onKeyDown={onKeyDown('company')}
          autoComplete="organization"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={127}
          readOnly={companyLocked}
          hint={companyLocked ? t('login.companyLockedHint') : undefined}
          error={errors.company}
          required
        />
        <TextField
          ref={userIdRef}
          label={t('login.userId')}
          value={values.userId}
          onChange={(value) => {
            change('userId', value);
          }}
          onKeyDown={onKeyDown('userId')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={256}
          error={errors.userId}
          required
        />
        <PasswordField
          ref={passwordRef}
          label={t('login.password')}
          value={values.password}
          onChange={(value) => {
            change('password', value);
          }}
          onKeyDown={onKeyDown('password')}
          toggleLabel={t('password.show')}
          capsLockWarning={t('password.capsLock')}
          trimPastedWhitespace
          maxLength={1024}
          error={errors.password}
          required
        />
        <div className="login-form__row">
          <Checkbox
            ref={persistentRef}
            label={t('login.staySignedIn')}
            checked={values.persistent}
            onChange={(checked) => {
              change('persistent', checked);
            }}
          />
          <Button variant="link" onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </Button>
        </div>
        {!online && <InlineMessage>{t(PROBLEM_KEYS.offline)}</InlineMessage>}
        {online && formError !== null && <InlineMessage>{messageText(formError, t)}</InlineMessage>}
        {state.tag === 'redirect' && (
          <p className="visually-hidden" role="status">
            {t('login.redirecting')}
          </p>
        )}
        <Button type="submit" block busy={busy} disabled={!hydrated || !online}>
          {t('login.submit')}
        </Button>
      </form>
      <div className="login-card__alt">
        <p className="login-card__divider">
          <span>{t('login.otherWays')}</span>
        </p>
        {/* Its step comes from the sign-in machine: loading starts as the button is pressed. */}
        <Button
          variant="secondary"
          block
          onPointerDown={store.preload}
          onKeyDown={store.preload}
          onClick={() => {
            store.dispatch({ type: 'sso_opened' });
          }}
        >
          {t('login.ssoLogin')}
        </Button>
      </div>
    </StepCard>
  );
}
