// What a built HTML page makes the browser fetch at first load: scripts (classic and module),
// stylesheets, module preloads, Astro island components, renderers and chunk lists, images, and
// the static imports of inline module scripts. `nomodule` scripts never run in the browsers we
// support.
import { PRELOAD_ATTR, preloadList } from '../../src/lib/ui/when-parsed.ts';

/** A resource a page references, with how it is loaded. */
export interface HtmlRef {
  readonly url: string;
  readonly as: 'script' | 'style' | 'image' | 'font';
}

/** The references of one page and the bodies of its inline module scripts. */
export interface PageRefs {
  readonly refs: readonly HtmlRef[];
  readonly inlineModules: readonly string[];
}

const TAG = /<([a-zA-Z][\w-]*)/g;
const ATTR = /\s*([^\s=>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?|\s*\/?\s*>/y;
const ISLAND_URLS = ['component-url', 'renderer-url', 'before-hydration-url'];
const PRELOAD_AS = new Set(['script', 'style', 'font', 'image']);
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Reads the attributes after a tag name; returns them and where the tag ends. */
function readAttributes(html: string, from: number): { attrs: Map<string, string>; end: number } {
  const attrs = new Map<string, string>();
  ATTR.lastIndex = from;
  for (let hit = ATTR.exec(html); hit; hit = ATTR.exec(html)) {
    if (hit[1] === undefined) return { attrs, end: ATTR.lastIndex };
    attrs.set(hit[1].toLowerCase(), decode(hit[2] ?? hit[3] ?? hit[4] ?? ''));
  }
  return { attrs, end: html.length };
}

/** The first-load references of an HTML page, in document order. */
export function htmlRefs(source: string): PageRefs {
  const html = source.replace(/<!--[\s\S]*?-->/g, '');
  const refs: HtmlRef[] = [];
  const inlineModules: string[] = [];
  TAG.lastIndex = 0;
  for (let tag = TAG.exec(html); tag; tag = TAG.exec(html)) {
    const name = (tag[1] ?? '').toLowerCase();
    const { attrs, end } = readAttributes(html, TAG.lastIndex);
    const get = (key: string) => attrs.get(key);
    if (name === 'script') {
      const close = html.toLowerCase().indexOf('</script', end);
      const body = html.slice(end, close < 0 ? html.length : close);
      TAG.lastIndex = close < 0 ? html.length : close;
      const type = (get('type') ?? '').toLowerCase();
      if (attrs.has('nomodule') || !JS_TYPES.has(type)) continue;
      const src = get('src');
      if (src) refs.push({ url: src, as: 'script' });
      else if (type === 'module') inlineModules.push(body);
    } else if (name === 'link') {
      const rel = (get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = get('href');
      if (!href) continue;
      if (rel.includes('stylesheet')) refs.push({ url: href, as: 'style' });
      else if (rel.includes('modulepreload')) refs.push({ url: href, as: 'script' });
      else if (rel.includes('preload') && PRELOAD_AS.has(get('as') ?? '')) {
        refs.push({ url: href, as: get('as') as HtmlRef['as'] });
      }
    } else if (name === 'astro-island') {
      for (const key of ISLAND_URLS) {
        const url = get(key);
        if (url) refs.push({ url, as: 'script' });
      }
      // A `client:parsed` island's chunks, preloaded once the page is parsed (decision 033).
      for (const url of preloadList(get(PRELOAD_ATTR) ?? null)) refs.push({ url, as: 'script' });
    } else if (name === 'img') {
      const src = get('src');
      if (src && !src.startsWith('data:')) refs.push({ url: src, as: 'image' });
    }
    TAG.lastIndex = Math.max(TAG.lastIndex, end);
  }
  return { refs, inlineModules };
}
