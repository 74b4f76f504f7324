// The login page's first script (decision 011): arms the server-rendered form so that Login
// works before the island is ready. It imports no shared chunk, so Astro inlines it: no request.
import { armEarlySubmit } from '../../lib/login/early-submit.ts';

const form = document.querySelector<HTMLFormElement>('form.login-form');
if (form !== null)
  armEarlySubmit(form, form.querySelector<HTMLButtonElement>('button[type=submit]'));
