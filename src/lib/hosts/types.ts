import type { HostKey } from '../api/endpoint.ts';

/**
 * The services whose origin comes from the host map by page host or environment (`page` is the
 * page's own origin; `scanner` is not per environment: see `HostMap`).
 */
export type ServiceHost = Exclude<HostKey, 'page' | 'scanner'>;

/** Every service host, in a stable order. */
export const SERVICE_HOSTS: readonly ServiceHost[] = [
  'api',
  'uploader',
  'viewer',
  'thumb',
  'manager',
  'downloader',
];

/**
 * The origin each service is called on, e.g. `{ api: 'https://api.example.com', … }`, and the
 * local scanner service's root (origin + base path) once its config call has answered.
 */
export type HostMap = Readonly<Record<ServiceHost, string>> & { readonly scanner?: string };

/** The environments the environment cookie may name. */
export const ENVIRONMENTS = ['production', 'test', 'qc', 'dev', 'staging'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** A product brand: display name and logo path (served from `public/`). */
export interface Brand {
  readonly id: string;
  readonly name: string;
  readonly logo: string;
}

/**
 * A host family: a list of domain suffixes matched on a label boundary, so `example.jp` matches
 * `example.jp` and `a.example.jp` but never `badexample.jp`; the suffix `jp` matches every `.jp` host.
 */
export type HostFamily = readonly string[];

/**
 * Where the login page's host links point (requirements L25). Each is an absolute `https:` URL or a
 * path starting with `/`: sign-up and admin paths are on the `{manager}` host of the page's
 * environment, legal document paths on the page's own origin.
 */
export interface HostLinksConfig {
  readonly signup: string;
  readonly admin: string;
  /** The privacy policy and terms, in English and in Japanese (for `japaneseLegalLinks` hosts). */
  readonly legal: Readonly<
    Record<'en' | 'ja', { readonly privacy: string; readonly terms: string }>
  >;
}

/** The shape of `hosts.config.ts` (the host links are in `links.config.ts`). */
export interface HostsConfig {
  /** The cookie that may switch the environment (only to one configured below). */
  readonly envCookie: string;
  /** Origins per environment; a service left out is served by the page's own origin. */
  readonly environments: Readonly<Partial<Record<Environment, Partial<HostMap>>>>;
  /** Page host → environment; unlisted hosts use the page's own origin for every service. */
  readonly pageHosts: Readonly<Record<string, Environment>>;
  readonly defaultBrand: Brand;
  /** Exact page host → brand shown there instead of the default. */
  readonly brandHosts: Readonly<Record<string, Brand>>;
  /** Hosts that show the header with sign-up and admin links. */
  readonly signupHeader: HostFamily;
  /** Hosts that show the privacy-policy footer. */
  readonly privacyFooter: HostFamily;
  /** Hosts whose privacy-policy and terms links point at the Japanese documents. */
  readonly japaneseLegalLinks: HostFamily;
  /** The one host whose login response carries `access_token`, posted by form to the web login. */
  readonly accessTokenLoginHost: string;
}
