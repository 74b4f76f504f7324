// A browser that is still signed in does not stay on the login page: once the page is idle, and
// only when it holds an access-token cookie, a quiet profile call (no toast, no sign-out) asks
// whether the session is live; if so, the user goes on (target.ts's `onwardTarget`). Loaded only
// then, so visitors without a session download none of it.
import { myProfile } from '../api/contract/users.ts';
import { lazyPageClient } from './page-client.ts';

/** Asks the server quietly; goes to `target` when the session is live. */
export async function goOnIfSignedIn(target: string, go: (url: string) => void): Promise<void> {
  const { client } = lazyPageClient({ ok: 'OK', unknownError: 'Unknown Error' })();
  try {
    await client.call(myProfile, {}, { onFailure: 'silent', retries: 0 });
  } catch {
    return;
  }
  go(target);
}
