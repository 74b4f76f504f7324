// The host-specific parts of the login page (requirements I9): the sign-up/admin header on one host
// family, the privacy footer on `.jp` hosts and one other family, Japanese documents on `.jp`.
// Where each link points is the deployment's host configuration (requirements L25).
import type { HostFeatures } from '../hosts/features.ts';
import { HOST_LINKS } from '../hosts/links.config.ts';
import type { HostLinksConfig, HostMap } from '../hosts/types.ts';

/** The links the page shows on a host; null parts are not shown. */
export interface HostLinks {
  readonly header: { readonly signup: string; readonly admin: string } | null;
  readonly footer: { readonly privacy: string; readonly terms: string } | null;
}

/** A configured link: an `https:` URL as it is, a `/path` on `base` (config.test.ts checks both). */
const place = (link: string, base: string): string =>
  link[0] === '/' ? base.replace(/\/+$/, '') + link : link;

/** The header and footer links of a host; sign-up and admin paths are on the manager host. */
export function hostLinks(
  features: HostFeatures,
  hosts: HostMap,
  origin: string,
  config: HostLinksConfig = HOST_LINKS,
): HostLinks {
  const legal = config.legal[features.japaneseLegalLinks ? 'ja' : 'en'];
  return {
    header: features.signupHeader
      ? { signup: place(config.signup, hosts.manager), admin: place(config.admin, hosts.manager) }
      : null,
    footer: features.privacyFooter
      ? { privacy: place(legal.privacy, origin), terms: place(legal.terms, origin) }
      : null,
  };
}
