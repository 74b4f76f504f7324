import type { InferOutput } from 'valibot';
import { myProfile, type operationAuthority } from '../../src/lib/api/contract/users.ts';
import type { User } from '../auth/accounts.ts';
import type { Router } from '../http/router.ts';

/** The authority flags of a user until per-company settings arrive with the workflow issue. */
export function authorityOf(user: User): InferOutput<typeof operationAuthority> {
  return {
    blocked: false,
    use_preview: true,
    use_media_view: true,
    use_office_view: user.type === 'user',
    max_media_preview_size: 500 * 1024 * 1024,
    use_wf: false,
    wf_scope_download: false,
    wf_scope_link: false,
    wf_scope_zipmail: false,
    wf_scope_upload: false,
    wf_download_perm: false,
    wf_link_perm: false,
    wf_zipmail_perm: false,
    wf_upload_perm: false,
    wf_line_user_limit: 0,
  };
}

/** Routes GET {api}/v2/users/me/profile. */
export function registerUserRoutes(router: Router): void {
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
      operation_authority: authorityOf(user),
      viewer_browser_mode: user.viewerBrowserMode,
      auto_logout_interval: company.autoLogoutInterval,
    },
  }));
}
