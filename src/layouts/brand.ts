// One static build serves every host: the second brand is applied on its own host.
// The host → brand map is written into the page by Page.astro at build time (`data-brands` on
// <html>), so this script imports nothing: Astro inlines it into the page and hashes it in the
// CSP, and no page pays a request for it or for the host configuration (decision 016). An import
// here would make it a chunk again: one request more on every page.
import type { Brand } from '../lib/hosts/types.ts';

const root = document.documentElement;
const { fallback, hosts } = JSON.parse(root.dataset['brands'] ?? '{}') as {
  fallback?: string;
  hosts?: Record<string, Brand>;
};
// As `normaliseHostname` (src/lib/hosts/resolve.ts).
const host = window.location.hostname.trim().toLowerCase().replace(/\.$/, '');
const brand = hosts !== undefined && Object.hasOwn(hosts, host) ? hosts[host] : undefined;
if (brand !== undefined && fallback !== undefined) {
  root.dataset['brand'] = brand.id;
  // The default logo is an inline <svg> (decision 023); a host's logo is any image URL.
  for (const logo of document.querySelectorAll('[data-brand-logo]')) {
    const img = Object.assign(new Image(32, 32), { src: brand.logo, alt: '' });
    img.dataset['brandLogo'] = '';
    logo.replaceWith(img);
  }
  for (const node of document.querySelectorAll('[data-brand-name]')) node.textContent = brand.name;
  document.title = document.title.replace(fallback, brand.name);
}
