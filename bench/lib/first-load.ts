// First-load bytes of a built page: the HTML plus everything it loads at once, transitively —
// scripts, styles, module preloads, island components and renderers, the static imports inside
// every module, CSS @imports and images — counted once each, as the server sends them.
import { htmlRefs } from './html-refs.ts';
import { staticImports } from './js-imports.ts';

/** The kinds of bytes the budgets speak of. */
export type AssetType = 'document' | 'script' | 'style' | 'font' | 'image' | 'other';

/** One file the page loads, by URL path, with the bytes sent over the wire. */
export interface Asset {
  readonly path: string;
  readonly type: AssetType;
  readonly bytes: number;
  /** What loaded it first: the page, or the module that imports it. */
  readonly from: string;
}

/** Everything a page loads at first, with totals. */
export interface FirstLoad {
  readonly page: string;
  readonly assets: readonly Asset[];
  readonly byType: Readonly<Record<AssetType, number>>;
  readonly total: number;
  /** Same-origin references with no file behind them. */
  readonly missing: readonly string[];
}

/** Reads a site file by URL path: its text and the bytes the server sends for it. */
export type SiteReader = (path: string) => Promise<{ text: string; bytes: number } | null>;

const ORIGIN = 'http://site.invalid';
const TYPES: ReadonlyArray<[RegExp, AssetType]> = [
  [/\.m?js$/, 'script'],
  [/\.css$/, 'style'],
  [/\.(woff2?|ttf|otf)$/, 'font'],
  [/\.(svg|png|jpe?g|gif|webp|avif|ico)$/, 'image'],
  [/(\/|\.html)$/, 'document'],
];

/** The asset type of a URL path, by its extension. */
export function typeOf(path: string): AssetType {
  return TYPES.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}

/** A same-origin URL path for a reference, or null for other origins and bare specifiers. */
export function resolveRef(ref: string, base: string): string | null {
  if (!/^(\/|\.\.?\/|[a-z][a-z0-9+.-]*:)/i.test(ref)) return null;
  const url = new URL(ref, ORIGIN + base);
  return url.origin === ORIGIN ? decodeURIComponent(url.pathname) : null;
}

function cssImports(css: string): string[] {
  return [...css.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
}

/** Walks a page's first-load graph and adds up the bytes. */
export async function firstLoad(page: string, read: SiteReader): Promise<FirstLoad> {
  const assets: Asset[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const queue: Array<{ path: string; from: string }> = [{ path: page, from: '' }];
  const enqueue = (refs: readonly string[], base: string) => {
    for (const ref of refs) {
      const path = resolveRef(ref, base);
      if (path !== null) queue.push({ path, from: base });
    }
  };
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { path, from } = next;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = await read(path);
    if (file === null) {
      missing.push(path);
      continue;
    }
    const type = path === page ? 'document' : typeOf(path);
    assets.push({ path, type, bytes: file.bytes, from });
    if (type === 'document') {
      const { refs, inlineModules } = htmlRefs(file.text);
      enqueue(
        refs.map((r) => r.url),
        path,
      );
      enqueue(inlineModules.flatMap(staticImports), path);
    } else if (type === 'script') enqueue(staticImports(file.text), path);
    else if (type === 'style') enqueue(cssImports(file.text), path);
  }
  const byType: Record<AssetType, number> = {
    document: 0,
    script: 0,
    style: 0,
    font: 0,
    image: 0,
    other: 0,
  };
  for (const asset of assets) byType[asset.type] += asset.bytes;
  const total = assets.reduce((sum, a) => sum + a.bytes, 0);
  return { page, assets, byType, total, missing };
}
