// The CSP source lists the build writes into every page: the page's own origin, every
// configured service origin of every environment, and the local scanner service.
// astro.config.mjs imports the three functions below; script-src stays Astro's own (hashes).
import { HOSTS_CONFIG } from './hosts.config.ts';
import { SERVICE_HOSTS } from './types.ts';
import type { HostsConfig, ServiceHost } from './types.ts';

/** The local scanner service (requirements S2), probed over HTTPS on localhost. */
export const SCANNER_ORIGIN = 'https://localhost:6851';

/** Every configured origin of the given services across all environments, sorted, no duplicates. */
export function configuredOrigins(
  services: readonly ServiceHost[],
  config: HostsConfig = HOSTS_CONFIG,
): string[] {
  const origins = Object.values(config.environments).flatMap((env) =>
    services.flatMap((service) => env[service] ?? []),
  );
  return [...new Set(origins)].sort();
}

/** Sources for connect-src: own origin, every API-family origin and the scanner. */
export function cspConnectSources(config: HostsConfig = HOSTS_CONFIG): string[] {
  return ["'self'", ...configuredOrigins(SERVICE_HOSTS, config), SCANNER_ORIGIN];
}

/** Sources for img-src: own origin, thumbnail/API/viewer origins, inline and blob images. */
export function cspImageSources(config: HostsConfig = HOSTS_CONFIG): string[] {
  return ["'self'", ...configuredOrigins(['thumb', 'api', 'viewer'], config), 'data:', 'blob:'];
}

/** Sources for frame-src: own origin and the document viewer origins. */
export function cspFrameSources(config: HostsConfig = HOSTS_CONFIG): string[] {
  return ["'self'", ...configuredOrigins(['viewer'], config)];
}
