import { HOSTS_CONFIG } from './hosts.config.ts';
import { ENVIRONMENTS, SERVICE_HOSTS } from './types.ts';
import type { Environment, HostMap, HostsConfig, ServiceHost } from './types.ts';

/** A page host as we compare it: lower case, without a trailing dot. */
export function normaliseHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/** The environment an environment-cookie value names, if that environment is configured. */
export function environmentOfCookie(
  value: string | null | undefined,
  config: HostsConfig = HOSTS_CONFIG,
): Environment | null {
  const name = value?.trim().toLowerCase();
  const hit = ENVIRONMENTS.find((env) => env === name);
  return hit !== undefined && config.environments[hit] !== undefined ? hit : null;
}

/** The environment a page host belongs to, or null for hosts the configuration does not list. */
export function environmentOfHost(
  hostname: string,
  config: HostsConfig = HOSTS_CONFIG,
): Environment | null {
  const host = normaliseHostname(hostname);
  return Object.hasOwn(config.pageHosts, host) ? (config.pageHosts[host] ?? null) : null;
}

/** The origin of a page URL or origin string; falls back to the input when it does not parse. */
function originOf(pageOrigin: string): string {
  try {
    return new URL(pageOrigin).origin;
  } catch {
    return pageOrigin;
  }
}

function hostnameOf(pageOrigin: string): string {
  try {
    return new URL(pageOrigin).hostname;
  } catch {
    return '';
  }
}

/**
 * The host map for a page: a configured environment cookie wins, then the page host's environment;
 * any service an environment leaves out (and every service on unlisted hosts, as under
 * `npm start`) is the page's own origin.
 */
export function resolveHosts(
  pageOrigin: string,
  envCookie: string | null | undefined,
  config: HostsConfig = HOSTS_CONFIG,
): HostMap {
  const own = originOf(pageOrigin);
  const env =
    environmentOfCookie(envCookie, config) ?? environmentOfHost(hostnameOf(pageOrigin), config);
  const origins = env === null ? {} : (config.environments[env] ?? {});
  const entries = SERVICE_HOSTS.map((service): [ServiceHost, string] => [
    service,
    origins[service] ?? own,
  ]);
  return Object.fromEntries(entries) as Record<ServiceHost, string>;
}
