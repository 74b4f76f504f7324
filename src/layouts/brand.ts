// One static build serves every host: the second brand is applied on its own host.
import { brandOf } from '../lib/hosts/features.ts';
import { HOSTS_CONFIG } from '../lib/hosts/hosts.config.ts';

const brand = brandOf(window.location.hostname);
const fallback = HOSTS_CONFIG.defaultBrand;
if (brand.id !== fallback.id) {
  document.documentElement.dataset['brand'] = brand.id;
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-brand-logo]')) {
    img.src = brand.logo;
  }
  for (const node of document.querySelectorAll('[data-brand-name]')) node.textContent = brand.name;
  document.title = document.title.replace(fallback.name, brand.name);
}
