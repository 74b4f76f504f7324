// "Back to sign in" on every step after the password: the form comes back with the IDs typed,
// and the store ends the abandoned attempt on the server.
import type { ReactElement } from 'react';
import { Button } from '../ui/Button.tsx';
import { useLogin } from './context.ts';

/** The link-style button under a step. */
export function BackToSignIn(): ReactElement {
  const { store, t } = useLogin();
  return (
    <p className="login-card__back">
      <Button
        variant="link"
        onClick={() => {
          store.dispatch({ type: 'sign_in_again' });
          // The form is shown again in the same render: the user ID is what changes most.
          requestAnimationFrame(() => {
            document
              .querySelector<HTMLInputElement>('.login-form input[autocomplete="username"]')
              ?.select();
          });
        }}
      >
        {t('login.backToSignIn')}
      </Button>
    </p>
  );
}
