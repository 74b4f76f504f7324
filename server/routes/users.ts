import { myProfile } from '../../src/lib/api/contract/users.ts';
import type { AppContext } from '../context.ts';
import { authorityFor, profileAuthority } from '../files/authority.ts';
import { quotaOf } from '../files/quota.ts';
import type { Router } from './types.ts';

/** Routes GET {api}/v2/users/me/profile. */
export function registerUserRoutes(router: Router, app: AppContext): void {
  router.addAuthed(myProfile, (_, { auth: { user, company } }) => ({
    success: true as const,
    profile_info: {
      user_id: user.loginId,
      user_name: user.name,
      email: user.email,
      company_code: company.code,
      company_name: company.name,
      user_type: user.type,
      lang: user.lang,
      operation_authority: profileAuthority(authorityFor(app.db, user)),
      viewer_browser_mode: user.viewerBrowserMode,
      auto_logout_interval: company.autoLogoutInterval,
      ...(user.type === 'user' ? { storage: storageOf(app, user.companyId) } : {}),
    },
  }));
}

/** What the company's files take of its quota (requirements X34). */
function storageOf(app: AppContext, companyId: number): { used: number; quota: number } {
  const use = quotaOf(app.db, companyId);
  return { used: use.stored, quota: use.quota };
}
