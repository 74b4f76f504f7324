import { ssoInfo, ssoInit } from '../../src/lib/api/contract/sso.ts';
import { findCompany } from '../auth/accounts.ts';
import { createSsoKey, loginPathOf } from '../auth/sso-keys.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { registerIdpRoutes } from './idp.ts';
import { say } from '../messages/language.ts';
import { MESSAGES } from '../messages/catalogue.ts';
import { bannerOf } from '../login-banner.ts';

/** The answer for an unknown company and for one without SSO alike. */
export const SSO_UNAVAILABLE = MESSAGES.sso_unavailable.eng;

/** Routes GET {api}/openapi/sso/info, POST {api}/openapi/sso/init and the fake IdP's sign-in. */
export function registerSsoRoutes(router: Router, app: AppContext): void {
  router.add(ssoInfo, ({ code }) => {
    const company = code === '' ? null : findCompany(app.db, code);
    // An unknown company reads as "no SSO": the answer tells nothing about which codes exist.
    const sso = company !== null && company.useSso && !company.blocked;
    // A company's login banner (requirements L24); none for an unknown or blocked company.
    const banner = company === null || company.blocked ? undefined : bannerOf(company.code);
    return {
      success: true as const,
      use_sso: sso,
      configured_sso: sso ? company.configuredSso : '',
      allowed_type: sso ? company.allowedType : ('all' as const),
      ...(banner === undefined ? {} : { banner }),
    };
  });

  router.add(ssoInit, (input) => {
    const company = findCompany(app.db, input.code);
    if (!company || !company.useSso || company.blocked)
      return {
        success: false as const,
        result_code: 'sso_unavailable',
        all: say('sso_unavailable'),
      };
    const key = createSsoKey(
      app.db,
      {
        companyId: company.id,
        path: input.path,
        loginPath: loginPathOf(input.return_url, [app.publicUrl, ...app.config.corsOrigins]),
        inviteSeq: input.invite_seq ?? '',
      },
      app.clock.now(),
    );
    return { success: true as const, idp_name: company.configuredSso, key, all: '' };
  });

  registerIdpRoutes(router, app);
}
