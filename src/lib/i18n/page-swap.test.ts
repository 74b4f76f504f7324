// @vitest-environment happy-dom
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COPIED_ATTRIBUTES,
  islandOf,
  missingParts,
  REPLACED_PARTS,
  swapStaticParts,
} from './page-swap.ts';

const page = (lang: string, text: string, banner = ''): Document =>
  new DOMParser().parseFromString(
    `<html lang="${lang}"><head><title>${text}</title><meta name="description" content="${text} d"></head>
     <body><a class="skip-link" href="#main">${text} skip</a>
     <header class="site-header"><a class="brand" href="/${lang}/login/"><span data-brand-name>Cloudbox</span></a>
       <nav class="lang-switcher" aria-label="${text} language"><a href="/login/" hreflang="en">English</a></nav></header>
     <main id="main"><noscript><p>${text} noscript</p></noscript>
       <astro-island component-url="/_astro/LoginPage.x.js" props="{}"><div class="login-shell">${text} island</div></astro-island>
       <section data-login-banner data-alt="${text} alt" aria-label="${text} banner">${banner}</section></main>
     <footer id="site-footer"><p>${text} footer</p></footer></body></html>`,
    'text/html',
  );

describe('swapStaticParts', () => {
  it('replaces the static parts and copies attributes, leaving the island and banner content', () => {
    const current = page('en', 'EN', '<img alt="EN alt">');
    const next = page('ja', 'JA');
    swapStaticParts(current, next, (node) => current.importNode(node, true));
    expect(current.querySelector('a.skip-link')?.textContent).toBe('JA skip');
    expect(current.querySelector('nav.lang-switcher')?.getAttribute('aria-label')).toBe(
      'JA language',
    );
    expect(current.querySelector('#site-footer')?.textContent).toBe('JA footer');
    expect(current.querySelector('#main > noscript')?.textContent).toContain('JA noscript');
    expect(current.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('JA d');
    expect(current.querySelector('a.brand')?.getAttribute('href')).toBe('/ja/login/');
    const banner = current.querySelector('[data-login-banner]');
    expect(banner?.getAttribute('aria-label')).toBe('JA banner');
    expect(banner?.getAttribute('data-alt')).toBe('JA alt');
    // What a script filled stays; the island is not touched here.
    expect(banner?.querySelector('img')).not.toBeNull();
    expect(current.querySelector('astro-island')?.textContent).toBe('EN island');
  });

  it('skips a part absent from both pages', () => {
    const current = page('en', 'EN');
    const next = page('ja', 'JA');
    for (const doc of [current, next]) doc.querySelector('#main > noscript')?.remove();
    expect(missingParts(current, next)).toEqual([]);
    swapStaticParts(current, next, (node) => current.importNode(node, true));
    expect(current.querySelector('#main > noscript')).toBeNull();
  });

  it('names a part only one page has (the caller then navigates instead)', () => {
    const current = page('en', 'EN');
    const next = page('ja', 'JA');
    next.querySelector('#site-footer')?.remove();
    expect(missingParts(current, next)).toEqual(['#site-footer']);
  });
});

describe('islandOf', () => {
  it.each([
    ['/_astro/LoginPage.x.js', true],
    ['/_astro/Other.js', false],
    [null, false],
  ])('%s → found %s', (url, found) => {
    expect(islandOf(page('en', 'EN'), url) !== null).toBe(found);
  });
});

// Every part the swap names is on the real built pages, and the island has one chunk in all.
const built = (path: string): Document | null => {
  const file = join(import.meta.dirname, '..', '..', '..', 'dist', path);
  return existsSync(file)
    ? new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html')
    : null;
};

describe.skipIf(built('ja/login/index.html') === null)('the built login pages', () => {
  it('hold every part, in each language, and share the island chunk', () => {
    const pages = ['login/index.html', 'ja/login/index.html', 'ko/login/index.html'].map(
      (path) => built(path) ?? new Document(),
    );
    const [en, ja, ko] = pages;
    for (const doc of pages) {
      for (const selector of [...REPLACED_PARTS, ...COPIED_ATTRIBUTES.map(([s]) => s)]) {
        expect(doc.querySelector(selector), selector).not.toBeNull();
      }
    }
    const url = [...(en?.querySelectorAll('astro-island') ?? [])]
      .map((island) => island.getAttribute('component-url'))
      .find((u) => u?.includes('LoginPage'));
    expect(url).toBeTruthy();
    expect(islandOf(ja ?? new Document(), url ?? null)).not.toBeNull();
    expect(islandOf(ko ?? new Document(), url ?? null)).not.toBeNull();
    expect(
      ja?.querySelector('nav.lang-switcher a[aria-current="page"]')?.getAttribute('hreflang'),
    ).toBe('ja');
  });
});
