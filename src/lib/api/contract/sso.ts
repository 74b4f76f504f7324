import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LIMITS, orFailure, text } from './common.ts';

// Single sign-on (requirements SSO1–SSO7). After init the browser goes to
// {api}/openapi/sso/login?key=<key>; the identity provider sends it back (303) to
// /login?sso_azure=1&redirect_url=<path from init>, signed in (access_token cookie set).

/** Longest free-text field of SSO init (service, service_key, return_url, path). */
export const SSO_FIELD_MAX = 2048;

/**
 * The page-wide SSO info of a company (requirements SSO7); an unknown company reads as "no SSO".
 */
export const ssoInfoFields = v.object({
  use_sso: v.boolean(),
  /** The identity provider's label, e.g. 'Microsoft Entra ID'; '' without SSO. */
  configured_sso: v.string(),
  /** 'all': password login is allowed too; 'sso': SSO only. */
  allowed_type: v.picklist(['all', 'sso']),
});

/**
 * The company's login banner (requirements L24): the image, an optional background image and the
 * address the image links to. The client takes only safe http(s) addresses of them
 * (`src/lib/login/banner.ts`); without `banner_img_url` nothing shows.
 */
export const loginBannerFields = v.object({
  banner_img_url: v.optional(text(2000)),
  background_img_url: v.optional(text(2000)),
  url: v.optional(text(2000)),
});

/**
 * GET {api}/openapi/sso/info?code= — the company's page-wide info: SSO, and the login banner when
 * the company has one (`banner`, absent otherwise). Our definition: the spec shows no call; a back
 * end without it shows no banner.
 */
export const ssoInfo = defineEndpoint({
  name: 'sso.info',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/openapi/sso/info',
  encoding: 'none',
  auth: 'none',
  csrf: null,
  request: v.object({ code: text(LIMITS.companyCode) }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      ...ssoInfoFields.entries,
      banner: v.optional(loginBannerFields),
    }),
  ),
});

/**
 * POST {api}/openapi/sso/init — starts SSO for a company. `path` is the redirect_url to return
 * to (anything but a same-origin path becomes '/'); `return_url` is the login page to come back
 * to ('/ja/login' keeps the language; anything else means '/login'); `service` and
 * `service_key` are accepted and ignored by the reference server. Unknown company or no SSO:
 * success false with `all` and result_code 'sso_unavailable'.
 */
export const ssoInit = defineEndpoint({
  name: 'sso.init',
  method: 'POST',
  host: 'api',
  path: '/openapi/sso/init',
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRFToken',
  request: v.object({
    code: v.pipe(text(LIMITS.companyCode), v.minLength(1)),
    service: v.optional(text(SSO_FIELD_MAX)),
    service_key: v.optional(text(SSO_FIELD_MAX)),
    return_url: v.optional(text(SSO_FIELD_MAX)),
    path: v.optional(text(SSO_FIELD_MAX)),
    invite_seq: v.optional(text(LIMITS.inviteSeq)),
  }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      /** The identity provider's name (= configured_sso). */
      idp_name: v.string(),
      /** One-time key (256 bits, base64url), valid 5 minutes. */
      key: v.string(),
      all: v.optional(v.string()),
    }),
  ),
});
