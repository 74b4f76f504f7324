import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Request } from '@playwright/test';
import { expect, test } from './worker-servers.ts';
import { byteVerdicts, kb, loadBudgets, type Verdict } from '../bench/lib/budgets.ts';
import { createDistReader } from '../bench/lib/dist-reader.ts';
import { firstLoad, type FirstLoad } from '../bench/lib/first-load.ts';
import { checkOnDemand } from '../bench/lib/on-demand.ts';
import { APP_ROUTE, publicPages } from '../bench/lib/pages.ts';
import { measuredUrl } from '../bench/measure/emailed-links.ts';
import { quietVerdicts, quietWeight, type QuietResponse } from '../bench/lib/until-quiet.ts';
import { scanPage } from '../src/lib/build/island-preloads.ts';
import { stripLocale } from '../src/lib/i18n/locales.ts';
import { watchOwnFrame } from './own-frame.ts';

// The deterministic half of the performance budgets (bench/budgets.json), on the built site and
// with no browser: first-load bytes as the server sends them (brotli), and the code that must
// load on demand. Timings belong to `npm run bench`, never to a test.
const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const budgets = loadBudgets();
const read = createDistReader(dist);
/** Routes recorded as over budget: expected failures until fixed (see the file's comment). */
const knownOver = (
  JSON.parse(readFileSync(join(root, 'bench', 'known-over-budget.json'), 'utf8')) as {
    routes: Record<string, string>;
  }
).routes;

function files(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, ext);
    return entry.name.endsWith(ext) ? [path] : [];
  });
}

/** `ja/login/index.html` → `/ja/login/`. */
function pagePathOf(file: string): string {
  const rel = relative(dist, file).split(sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** The largest files of a load, for the failure message. */
function biggest(load: FirstLoad, type?: string): string {
  return load.assets
    .filter((a) => type === undefined || a.type === type)
    .toSorted((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .map((a) => `${a.path} ${kb(a.bytes)} KB`)
    .join(', ');
}

function explain(v: Verdict, load: FirstLoad): string {
  const type = v.budget.includes('JS') ? 'script' : undefined;
  return `${v.subject} ${v.budget}: ${v.actual ?? 'n/a'} > ${v.limit} (biggest: ${biggest(load, type)})`;
}

const pages = files(dist, '.html').map(pagePathOf);

test('dist holds built pages', () => {
  expect(pages.length, 'run `npm run build` first').toBeGreaterThan(0);
});

for (const page of pages) {
  test(`${page} stays within its first-load byte budgets`, async () => {
    const route = stripLocale(page.replace(/(.)\/$/, '$1'));
    const known = knownOver[route];
    test.fail(known !== undefined, `known over budget: ${known ?? ''}`);
    const load = await firstLoad(page, read);
    expect(load.missing, 'every referenced file exists in dist/').toEqual([]);
    const isApp = route === APP_ROUTE;
    for (const v of byteVerdicts(load, budgets, isApp)) {
      expect(v.ok, explain(v, load)).toBe(true);
    }
  });

  // Decision 022: no import level of the first load waits a round trip for its parent chunk. The
  // chunks are preloaded from the head, or listed on their `client:parsed` island (decision 033).
  test(`${page} preloads every script of its first load together`, async () => {
    const html = (await read(page))?.text ?? '';
    const { preloaded, listed } = scanPage(html);
    const scripts = (await firstLoad(page, read)).assets
      .filter((a) => a.type === 'script' && a.path.startsWith('/_astro/'))
      .map((a) => a.path);
    expect(scripts.filter((path) => !preloaded.has(path) && !listed.has(path))).toEqual([]);
  });
}

// Decision 033, amended: a page whose islands all wait for the parse runs no script while it is
// parsed; Astro's island bootstrap is built as module scripts, run once the page is parsed.
test('pages of client:parsed islands run no script during their parse', async () => {
  const checked: string[] = [];
  const parsing: string[] = [];
  for (const page of pages) {
    const html = (await read(page))?.text ?? '';
    const clients = [...html.matchAll(/<astro-island\b[^>]*\sclient="([^"]+)"/gu)].map((m) => m[1]);
    if (clients.length === 0 || clients.some((client) => client !== 'parsed')) continue;
    checked.push(page);
    if (/<script>/u.test(html)) parsing.push(page);
  }
  // The check reached the sign-in pages in each language, not only pages that were never at risk.
  expect(checked).toEqual(expect.arrayContaining(['/login/', '/ja/login/', '/ko/login/']));
  expect(parsing).toEqual([]);
});

for (const rule of budgets.onDemand) {
  test(`${rule.name} loads on demand, not with ${rule.page}`, async () => {
    const result = await checkOnDemand(rule, root, read);
    test.skip(result.status === 'skipped', result.status === 'skipped' ? result.reason : '');
    if (result.status !== 'checked') return;
    expect(
      result.staleMarkers,
      `markers missing from ${rule.source}: update bench/budgets.json`,
    ).toEqual([]);
    for (const [page, found] of Object.entries(result.leaks)) {
      expect(found, `${rule.name} markers in the first-load JS of ${page}`).toEqual([]);
    }
  });
}

// Weight until quiet (decision 011): each public page opened in the browser as its visitors open
// it — the e-mail-link pages from a fresh link, `/link` and `/upload` from a fresh share link or
// upload request, as the bench does (bench/measure/emailed-links.ts) — and every response of the
// page's own frame counted until the network is quiet (requests, and script bytes beyond React's
// own chunk) against `publicPage.untilQuiet`. The shared file's preview frame is its content: the
// bench counts its document, this test does not (decision 028).
// Counts, not timings: the same on a busy machine.
test.describe('weight until quiet', () => {
  for (const pageRef of publicPages()) {
    const { route, path } = pageRef;
    test(`${path} until quiet stays within its request and script budgets`, async ({
      page,
      baseURL,
    }) => {
      const responses: Array<Promise<QuietResponse>> = [];
      const record = (request: Request, failed: boolean) => {
        responses.push(
          (failed ? Promise.resolve({ responseBodySize: 0 }) : request.sizes()).then((sizes) => ({
            url: request.url(),
            type: request.resourceType(),
            bytes: sizes.responseBodySize,
          })),
        );
      };
      page.on('requestfinished', (request) => {
        if (request.frame() === page.mainFrame()) record(request, false);
      });
      page.on('requestfailed', (request) => {
        if (request.frame() === page.mainFrame()) record(request, true);
      });
      const frame = watchOwnFrame(page);
      await page.goto(await measuredUrl(baseURL ?? '', pageRef));
      await frame.quiet();
      const weight = quietWeight(await Promise.all(responses));
      const scripts = weight.scripts.map((s) => `${s.url} ${kb(s.bytes)} KB`).join(', ');
      for (const v of quietVerdicts(path, route, weight, budgets.publicPage.untilQuiet)) {
        expect
          .soft(v.ok, `${path} ${v.budget}: ${v.actual ?? 'n/a'} > ${v.limit} (${scripts})`)
          .toBe(true);
      }
    });
  }
});
