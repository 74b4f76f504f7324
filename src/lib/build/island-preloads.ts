// Module preloads for the islands a page hydrates at once (decision 022). Astro writes each
// island's component and renderer into `<astro-island>`; the browser learns of the chunks they
// import only after it has fetched and parsed them, one round trip per level. Listing the whole
// static import graph as `<link rel="modulepreload">` in the head lets every chunk load in
// parallel with the first ones. Code behind a dynamic `import()` is not listed: it stays on demand.
// An island hydrated once the page is parsed (`client:parsed`, decision 033) and the app's
// `client:only` island (decision 034) get the list on themselves instead, as `data-preload`:
// links in the head are fetched while the page is parsed, and that held its first paint.
import { ELEMENT_NODE, parse, walkSync, type DocumentNode } from 'ultrahtml';
import { PRELOAD_ATTR, preloadList } from '../ui/when-parsed.ts';

/** Islands whose chunks are preloaded from the head (`client:load`). */
const EAGER = new Set(['load']);
/**
 * Islands whose chunks are listed on them: `client:parsed` (its directive preloads them once the
 * page is parsed, decision 033) and `client:only` (its page's script does, decision 034).
 */
const LISTING = new Set(['parsed', 'only']);

/** An island of a built page that gets its chunks listed on it. */
export interface ListingIsland {
  /** Its component and renderer URLs. */
  readonly urls: readonly string[];
  /** Where its start tag's name ends, where an attribute can go. */
  readonly attributesAt: number;
}

/** What a built page says about its scripts. */
export interface PageScripts {
  /** The component and renderer URLs of the islands preloaded from the head, in page order. */
  readonly eager: readonly string[];
  /** The islands to get their chunks listed on them, in page order. */
  readonly listing: readonly ListingIsland[];
  /** URLs the page already preloads. */
  readonly preloaded: ReadonlySet<string>;
  /** URLs its islands list, to preload once the page is parsed. */
  readonly listed: ReadonlySet<string>;
  /** Where `</head>` starts; null without a closing head tag. */
  readonly headEnd: number | null;
}

/** Reads a built page (it is not re-rendered: the CSP hashes its inline scripts byte for byte). */
export function scanPage(html: string): PageScripts {
  const eager: string[] = [];
  const listing: ListingIsland[] = [];
  const preloaded = new Set<string>();
  const listed = new Set<string>();
  let headEnd: number | null = null;
  // ultrahtml types its parse as `any`; it answers the document node.
  const document = parse(html) as DocumentNode;
  walkSync(document, (el) => {
    if (el.type !== ELEMENT_NODE) return;
    const a = el.attributes;
    if (el.name === 'head') headEnd = el.loc[1].start > el.loc[0].end ? el.loc[1].start : null;
    if (el.name === 'astro-island') {
      const urls = [a['component-url'], a['renderer-url']].filter(
        (url): url is string => url !== undefined && url !== '',
      );
      if (EAGER.has(a['client'] ?? '')) eager.push(...urls);
      const list = a[PRELOAD_ATTR];
      if (list !== undefined) for (const url of preloadList(list)) listed.add(url);
      else if (LISTING.has(a['client'] ?? '')) {
        listing.push({ urls, attributesAt: el.loc[0].start + '<astro-island'.length });
      }
    }
    if (el.name === 'link' && a['rel'] === 'modulepreload' && a['href']) preloaded.add(a['href']);
  });
  return { eager: [...new Set(eager)], listing, preloaded, listed, headEnd };
}

/** Every module `roots` import statically, the roots first, breadth first, each once. */
export function importClosure(
  roots: readonly string[],
  importsOf: (url: string) => readonly string[] | undefined,
): string[] {
  const seen = new Set<string>(roots);
  const queue = [...seen];
  for (let i = 0; i < queue.length; i += 1) {
    for (const next of importsOf(queue[i] ?? '') ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return queue;
}

/** The URL of a bundle file as the page references it (`_astro/x.js` under `/` → `/_astro/x.js`). */
export function fileUrl(base: string, fileName: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${fileName}`;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page with a module preload in the head for every chunk its `client:load` islands import
 * statically, and on each `client:parsed` or `client:only` island the list of its own chunks
 * (`data-preload`); unchanged when it has no such island. `importsOf` answers a chunk URL's static imports.
 */
export function withModulePreloads(
  html: string,
  importsOf: (url: string) => readonly string[] | undefined,
): string {
  const page = scanPage(html);
  // Insertions, applied from the end of the page so that the offsets before them stay right.
  const inserts: { at: number; text: string }[] = [];
  if (page.headEnd !== null && page.eager.length > 0) {
    const links = importClosure(page.eager, importsOf)
      .filter((url) => !page.preloaded.has(url))
      .map((url) => `<link rel="modulepreload" href="${attribute(url)}">`)
      .join('');
    inserts.push({ at: page.headEnd, text: links });
  }
  for (const island of page.listing) {
    const urls = importClosure(island.urls, importsOf).filter((url) => !page.preloaded.has(url));
    inserts.push({
      at: island.attributesAt,
      text: ` ${PRELOAD_ATTR}="${attribute(urls.join(' '))}"`,
    });
  }
  let out = html;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at)) {
    if (text !== '') out = out.slice(0, at) + text + out.slice(at);
  }
  return out;
}

/**
 * What Vite's preload helper fetches beside an `import()` of `file` from the chunk `host`: of the
 * bundler's list `deps` (`file` and every chunk it imports statically), those `host` has not
 * loaded already; none when only `file` is left, which the `import()` fetches itself. Each listed
 * chunk costs a `<link rel="modulepreload">` appended to the document when the import starts,
 * and on the e-mail-link pages that was 2-8 ms at 4× CPU in the task that starts the link's check
 * for chunks the page had run long before (React's, the island's own).
 */
export function dynamicPreloads(
  file: string,
  deps: readonly string[],
  host: string,
  importsOf: (url: string) => readonly string[] | undefined,
): string[] {
  const loaded = new Set(importClosure([host], importsOf));
  const missing = deps.filter((dep) => !loaded.has(dep));
  return missing.some((dep) => dep !== file) ? missing : [];
}
