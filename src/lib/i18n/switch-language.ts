// Loaded only when a language is chosen on the login page (requirements L27, decision 017). On
// the form it follows the link carrying the typed IDs; mid sign-in it fetches the
// other language's static page, takes its strings and static text, and switches this page in
// place. The login island is handed the new props and keeps its state — step, typed values,
// countdown and the password, which stays in memory only. Resolves false, having changed
// nothing, when the page cannot be had or read (offline, or a format this code does not know).
import { brandOf } from '../hosts/features.ts';
import { HOSTS_CONFIG } from '../hosts/hosts.config.ts';
import { carryFragment } from '../login/carry-fragment.ts';
import { localeChoiceCookie } from './choice.ts';
import { loginIslandProps } from './island-props.ts';
import { localeOfPath } from './locales.ts';
import { islandOf, missingParts, swapStaticParts } from './page-swap.ts';

async function fetchPage(path: string): Promise<Document | null> {
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    });
    if (!response.ok) return null;
    return new DOMParser().parseFromString(await response.text(), 'text/html');
  } catch {
    return null;
  }
}

/** The brand of this host on nodes and a title that came with the default brand. */
function keepBrand(title: string): string {
  const brand = brandOf(location.hostname);
  const fallback = HOSTS_CONFIG.defaultBrand;
  if (brand.id === fallback.id) return title;
  // As src/layouts/brand.ts: the default logo is an inline <svg>, a host's logo an image.
  for (const logo of document.querySelectorAll('[data-brand-logo]')) {
    const img = Object.assign(new Image(32, 32), { src: brand.logo, alt: '' });
    img.dataset['brandLogo'] = '';
    logo.replaceWith(img);
  }
  for (const node of document.querySelectorAll('[data-brand-name]')) node.textContent = brand.name;
  return title.replace(fallback.name, brand.name);
}

const field = (autocomplete: string): string =>
  document.querySelector<HTMLInputElement>(`.login-form input[autocomplete="${autocomplete}"]`)
    ?.value ?? '';

/**
 * Switches the page to the language of `path` (the switcher link's own page). On the login form
 * (`form`), it goes there with the typed IDs in the fragment; past it, it switches in place.
 */
export async function switchLanguage(
  path: string,
  island: Element,
  form: boolean,
): Promise<boolean> {
  if (form) {
    const ids = { company: field('organization'), userId: field('username') };
    location.assign(`${path}${location.search}${carryFragment(ids)}`);
    return true;
  }
  const locale = localeOfPath(path);
  if (locale === document.documentElement.lang) return true;
  const next = await fetchPage(path);
  if (next === null) return false;
  const theirs = islandOf(next, island.getAttribute('component-url'));
  const props = theirs?.getAttribute('props') ?? null;
  if (loginIslandProps(props, locale) === null || props === null) return false;
  if (missingParts(document, next).length > 0) return false;

  const focused = (document.activeElement?.closest('nav.lang-switcher') ?? null) !== null;
  swapStaticParts(document, next, (node) => document.importNode(node, true));
  // The switcher is replaced closed: a keyboard user stays on its button, not on the page's start.
  if (focused) document.querySelector<HTMLElement>('nav.lang-switcher summary')?.focus();
  const banner = document.querySelector<HTMLElement>('[data-login-banner]');
  for (const img of banner?.querySelectorAll('img') ?? []) img.alt = banner?.dataset['alt'] ?? '';
  document.documentElement.lang = locale;
  document.title = keepBrand(next.title);
  // The choice is remembered as the switcher's navigation would have it remembered (the server
  // also sets this on the fetch above; a CDN without the edge rule relies on this line).
  document.cookie = localeChoiceCookie(locale);
  // The same history entry, now at the other language's address: a reload stays there.
  history.replaceState(history.state, '', `${path}${location.search}${location.hash}`);
  // Astro re-renders an island whose `props` change, as its own router does for a persisted
  // island, when it is marked server-rendered again: React keeps the component's state.
  island.setAttribute('ssr', '');
  island.setAttribute('props', props);
  return true;
}
