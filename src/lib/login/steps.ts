// The actions of the steps after the password check: trust the browser, change the password,
// agree to the user agreement. Each call runs once at a time through createFormSubmit.
import { createFormSubmit } from '../ui/submit.ts';
import { DEVICE_ID_KEY } from './device-id.ts';
import type { LoginEnv } from './env.ts';
import type { Event, State } from './flow.ts';
import { isHandled, problemOf, refusalOf } from './problems.ts';

/** What the step actions need from the store. */
export interface StepContext {
  readonly env: LoginEnv;
  readonly state: () => State;
  readonly dispatch: (event: Event) => void;
  /** The password typed at login (memory only). */
  readonly currentPassword: () => string;
}

/** Creates the trust, wizard and GDPR actions. */
export function createStepActions(context: StepContext) {
  const { env, dispatch } = context;

  const refuse = (error: unknown, make: (message: string) => Event): void => {
    if (isHandled(error)) return;
    const refusal = refusalOf(error);
    dispatch(
      refusal === null ? { type: 'call_failed', problem: problemOf(error) } : make(refusal.message),
    );
  };

  const trust = createFormSubmit(async () => {
    try {
      // Made here, not at load: the generator's code comes with the click (a failed load is a
      // network problem, shown like one).
      const deviceId = await env.newDeviceId();
      await env.api.registerDevice(deviceId);
      env.storage.set(DEVICE_ID_KEY, deviceId);
      dispatch({ type: 'device_registered' });
    } catch (error) {
      refuse(error, (message) => ({ type: 'device_refused', message }));
    }
  });

  const password = createFormSubmit(async (newPassword: string, verifyPassword: string) => {
    const state = context.state();
    if (state.tag !== 'password_wizard') return;
    try {
      await env.api.changePassword({
        current_password: context.currentPassword(),
        new_password: newPassword,
        verify_password: verifyPassword,
        ...(state.data.needGdpr && !state.done.gdpr ? { need_gdpr: 'true' as const } : {}),
      });
      dispatch({ type: 'password_changed' });
    } catch (error) {
      refuse(error, (message) => ({ type: 'password_refused', message }));
    }
  });

  const gdpr = createFormSubmit(async () => {
    try {
      if (await env.shell.isAppMode()) {
        // In the desktop shell the agreement belongs to the shell, which takes over from here.
        await env.shell.sendGdprAgreement();
        return;
      }
      await env.api.agreeGdpr();
      dispatch({ type: 'gdpr_agreed' });
    } catch (error) {
      refuse(error, (message) => ({ type: 'gdpr_refused', message }));
    }
  });

  return {
    $trustBusy: trust.$busy,
    $passwordBusy: password.$busy,
    $gdprBusy: gdpr.$busy,
    /** "Trusted": registers a new device id and keeps it in localStorage. */
    trustBrowser: (): Promise<unknown> => trust.submit(),
    /** "Check Later". */
    checkLater: (): void => {
      dispatch({ type: 'trust_declined' });
    },
    /** Sends the new password (already checked against the policy by the form). */
    changePassword: (newPassword: string, verifyPassword: string): Promise<unknown> =>
      password.submit(newPassword, verifyPassword),
    /** "Agree". */
    agreeGdpr: (): Promise<unknown> => gdpr.submit(),
  };
}
