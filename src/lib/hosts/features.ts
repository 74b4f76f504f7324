import { HOSTS_CONFIG } from './hosts.config.ts';
import { normaliseHostname } from './resolve.ts';
import type { Brand, HostFamily, HostsConfig } from './types.ts';

/** What a page host turns on: its brand and the host-specific parts of the public pages. */
export interface HostFeatures {
  readonly brand: Brand;
  /** The header with sign-up and admin links. */
  readonly signupHeader: boolean;
  /** The privacy-policy footer on the login page. */
  readonly privacyFooter: boolean;
  /** Privacy-policy and terms links point at the Japanese documents. */
  readonly japaneseLegalLinks: boolean;
  /** The login response carries `access_token`, which is posted by form to the web login. */
  readonly accessTokenLogin: boolean;
}

/** Whether a host is one of a family's domains or below one, on a label boundary. */
export function inFamily(hostname: string, family: HostFamily): boolean {
  const host = normaliseHostname(hostname);
  if (host === '') return false;
  return family.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The brand shown on a host: its configured brand, otherwise the default one. */
export function brandOf(hostname: string, config: HostsConfig = HOSTS_CONFIG): Brand {
  const host = normaliseHostname(hostname);
  return Object.hasOwn(config.brandHosts, host)
    ? (config.brandHosts[host] ?? config.defaultBrand)
    : config.defaultBrand;
}

/** Everything that depends on the page host, from one pure lookup of `location.hostname`. */
export function hostFeatures(hostname: string, config: HostsConfig = HOSTS_CONFIG): HostFeatures {
  return {
    brand: brandOf(hostname, config),
    signupHeader: inFamily(hostname, config.signupHeader),
    privacyFooter: inFamily(hostname, config.privacyFooter),
    japaneseLegalLinks: inFamily(hostname, config.japaneseLegalLinks),
    accessTokenLogin: normaliseHostname(hostname) === config.accessTokenLoginHost,
  };
}
