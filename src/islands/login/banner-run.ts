// Fills the login page's banner (requirements L23, L24): loaded at an idle moment after the page
// has painted (extras.ts), asks the company's page-wide info quietly and, when it carries a
// banner with a safe image address, puts the images into the page's static `[data-login-banner]`
// box. A back end without the call, a failure or no banner leaves the box hidden.
import type { LoginBanner } from '../../lib/login/banner.ts';
import { fetchLoginBanner } from '../../lib/login/banner-calls.ts';

function lazyImage(className: string, src: string, alt: string): HTMLImageElement {
  const img = document.createElement('img');
  img.className = className;
  img.alt = alt;
  img.loading = 'lazy';
  img.decoding = 'async';
  img.src = src;
  return img;
}

/** Puts a banner into the box and shows it (CSS hides it under 960 px). */
export function fillBanner(box: HTMLElement, banner: LoginBanner): void {
  const alt = box.dataset['alt'] ?? '';
  const parts: HTMLElement[] = [];
  if (banner.background !== null) parts.push(lazyImage('login-banner__bg', banner.background, ''));
  const image = lazyImage('login-banner__img', banner.image, alt);
  if (banner.link === null) {
    parts.push(image);
  } else {
    const link = document.createElement('a');
    link.className = 'login-banner__link';
    link.href = banner.link;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.append(image);
    parts.push(link);
  }
  box.replaceChildren(...parts);
  box.hidden = false;
}

/** Asks for the company's banner and shows it; every failure shows nothing. */
export async function showLoginBanner(code: string): Promise<void> {
  const box = document.querySelector<HTMLElement>('[data-login-banner]');
  if (box === null) return;
  const banner = await fetchLoginBanner(code, location.origin);
  if (banner !== null) fillBanner(box, banner);
}
