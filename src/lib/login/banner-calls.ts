// The login banner's one call (requirements L23): the company's page-wide info, asked quietly;
// loaded only with the banner's code (src/islands/login/banner-run.ts), never in the first load.
import { ssoInfo } from '../api/contract/sso.ts';
import { loginBanner, type LoginBanner } from './banner.ts';
import { lazyPageClient } from './page-client.ts';

/** The company's banner, or null: no banner, an unsafe image, no such call, any failure. */
export async function fetchLoginBanner(code: string, origin: string): Promise<LoginBanner | null> {
  const { client } = lazyPageClient({ ok: 'OK', unknownError: 'Unknown Error' })();
  try {
    const answer = await client.call(ssoInfo, { code }, { onFailure: 'silent', retries: 0 });
    return loginBanner(answer.banner, origin);
  } catch {
    return null;
  }
}
