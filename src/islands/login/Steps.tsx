// One component per step of the machine; the login form stays mounted (hidden) during the
// verification steps, so nothing typed is lost if the user has to start over.
import type { ReactElement } from 'react';
import type { State } from '../../lib/login/flow.ts';
import { LoginForm } from './LoginForm.tsx';
import { OtpCodeStep } from './OtpCodeStep.tsx';
import { OtpMethodStep } from './OtpMethodStep.tsx';
import { OtpPhoneStep } from './OtpPhoneStep.tsx';
import { PasswordWizard } from './PasswordWizard.tsx';
import { TrustStep } from './TrustStep.tsx';

/** The steps that show the login form (the GDPR modal opens over it). */
const FORM_STEPS: ReadonlySet<State['step']> = new Set([
  'form',
  'sso',
  'redirect',
  'blocked',
  'gdpr',
]);

function Step({ state }: { readonly state: State }): ReactElement | null {
  switch (state.step) {
    case 'otp_method':
      return <OtpMethodStep otp={state.otp} selected={state.selected} />;
    case 'otp_phone':
      return <OtpPhoneStep otp={state.otp} />;
    case 'otp_code':
      return <OtpCodeStep state={state} />;
    case 'trust_browser':
      return <TrustStep days={state.data.trustDays} />;
    case 'password_wizard':
      return <PasswordWizard state={state} />;
    default:
      return null;
  }
}

/** The current step. */
export function Steps(props: {
  readonly state: State;
  readonly onForgotPassword: () => void;
}): ReactElement {
  const formShown = FORM_STEPS.has(props.state.step);
  return (
    <>
      <div className="login-step" hidden={!formShown}>
        <LoginForm onForgotPassword={props.onForgotPassword} />
      </div>
      {!formShown && (
        <div className="login-step">
          <Step state={props.state} />
        </div>
      )}
    </>
  );
}
