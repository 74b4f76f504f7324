// What every page writes at build time so that its brand script imports nothing (issue 17): the
// hosts whose brand is not the default one (the logo is an element of the page, decision 023; the
// favicon a `data:` URI, src/lib/build/favicon.ts).
import { HOSTS_CONFIG } from './hosts.config.ts';
import { normaliseHostname } from './resolve.ts';
import type { Brand, HostsConfig } from './types.ts';

/** The `data-brands` value of a page: the default brand's name and every other brand's hosts. */
export function pageBrands(config: HostsConfig = HOSTS_CONFIG): string {
  const hosts: Record<string, Brand> = {};
  for (const [host, brand] of Object.entries(config.brandHosts)) {
    if (brand.id !== config.defaultBrand.id) hosts[normaliseHostname(host)] = brand;
  }
  return JSON.stringify({ fallback: config.defaultBrand.name, hosts });
}
