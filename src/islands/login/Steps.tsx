// One component per step of the machine; the login form stays mounted (hidden) during the
// verification steps, so nothing typed is lost if the user has to start over. The later steps
// load on demand (lazy-steps.tsx): a loading card while they come, Try again if they cannot.
import type { ReactElement } from 'react';
import type { State } from '../../lib/login/flow.ts';
import { LoadGuard } from '../ui/lazy.tsx';
import {
  OtpCodeStep,
  OtpMethodStep,
  OtpPhoneStep,
  PasswordWizard,
  resetSteps,
  StepLoadFailed,
  StepLoading,
  TrustStep,
} from './lazy-steps.tsx';
import { LoginForm } from './LoginForm.tsx';

/** The steps that show the login form (the GDPR modal opens over it). */
const FORM_STEPS: ReadonlySet<State['tag']> = new Set([
  'form',
  'sso',
  'redirect',
  'blocked',
  'gdpr',
]);

function Step({ state }: { readonly state: State }): ReactElement | null {
  switch (state.tag) {
    case 'otp_method':
      return <OtpMethodStep.Component otp={state.otp} selected={state.selected} />;
    case 'otp_phone':
      return <OtpPhoneStep.Component otp={state.otp} />;
    case 'otp_code':
      return <OtpCodeStep.Component state={state} />;
    case 'trust_browser':
      return <TrustStep.Component days={state.data.trustDays} />;
    case 'password_wizard':
      return <PasswordWizard.Component state={state} />;
    default:
      return null;
  }
}

/** The current step. */
export function Steps(props: {
  readonly state: State;
  readonly onForgotPassword: () => void;
}): ReactElement {
  const formShown = FORM_STEPS.has(props.state.tag);
  return (
    <>
      <div className="login-step" hidden={!formShown}>
        <LoginForm onForgotPassword={props.onForgotPassword} />
      </div>
      {!formShown && (
        <div className="login-step">
          <LoadGuard
            loading={<StepLoading />}
            failed={(retry) => <StepLoadFailed retry={retry} />}
            onFail={resetSteps}
          >
            <Step state={props.state} />
          </LoadGuard>
        </div>
      )}
    </>
  );
}
