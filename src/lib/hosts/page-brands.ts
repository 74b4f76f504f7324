// What every page writes at build time so that its brand script imports nothing (issue 17): the
// hosts whose brand is not the default one, and the favicon as a `data:` URI, so it costs no
// request of its own (the logo is an element of the page, decision 023).
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

/** An SVG document as a `data:` URI (percent-encoded, not base64: shorter once compressed). */
export function svgDataUri(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>?[\\\]^`{|}\r\n]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${body}`;
}
