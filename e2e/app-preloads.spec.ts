// Decision 034: the app page does not preload its island's chunks from the head (fetched while the
// page was parsed, they held the skeleton's first paint); the build lists them on the island and
// the page's module script preloads them once the page is parsed. In each language: every chunk
// the island lists is preloaded, and fetched once (the island's own imports and the preloads
// share one request).
import { expect, test } from './fixtures.ts';

for (const path of ['/', '/ja/', '/ko/']) {
  test(`${path}: the app's chunks are preloaded once the page is parsed, each fetched once`, async ({
    page,
    signIn,
  }) => {
    await signIn('alice', path);
    const seen = await page.evaluate(() => {
      const island = document.querySelector('astro-island[data-preload]');
      const listed = (island?.getAttribute('data-preload') ?? '').split(/\s+/).filter(Boolean);
      const preloaded = [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
        link.getAttribute('href'),
      );
      const fetched = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname);
      return {
        client: island?.getAttribute('client') ?? null,
        listed,
        missing: listed.filter((url) => !preloaded.includes(url)),
        twice: listed.filter((url) => fetched.filter((f) => f === url).length > 1),
        unfetched: listed.filter((url) => !fetched.includes(url)),
      };
    });
    expect(seen.client).toBe('only');
    expect(seen.listed.length).toBeGreaterThan(2);
    expect(seen.missing, 'listed chunks without a module preload').toEqual([]);
    expect(seen.unfetched, 'listed chunks never fetched').toEqual([]);
    expect(seen.twice, 'listed chunks fetched twice').toEqual([]);
  });
}
