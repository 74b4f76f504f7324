// The `client:parsed` directive (decision 033): a public page's island fetches its code once the
// document is parsed, not while it is. Chunks arriving while the HTML is still being parsed held
// the parse, and with it the first paint, by 70-85 ms at 4× CPU; hydration ended no later. The
// island's chunks are listed on it by the build (`data-preload`, decision 022) and preloaded
// together when the parse is done, so they still load in one round trip. On these pages the
// build makes Astro's island bootstrap, this directive with it, module scripts (decision 033,
// amended): they run once the document is parsed, so the island starts at once from there.
/** The attribute the build writes on a `client:parsed` island: its chunks, space-separated. */
export const PRELOAD_ATTR = 'data-preload';

/** What the directive uses of the document. */
export interface ParsingDocument {
  readonly readyState: DocumentReadyState;
  addEventListener(type: 'DOMContentLoaded', listener: () => void, options: { once: true }): void;
  readonly head: { append(node: Node): void };
  createElement(tag: 'link'): HTMLLinkElement;
  querySelectorAll(selector: string): Iterable<Pick<Element, 'getAttribute'>>;
}

/** Resolves once the document is parsed (at once when it already is). */
export function documentParsed(doc: ParsingDocument): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    doc.addEventListener('DOMContentLoaded', resolve, { once: true });
  });
}

/** The chunk URLs of a `data-preload` value. */
export function preloadList(value: string | null): string[] {
  return (value ?? '').split(/\s+/).filter((url) => url !== '');
}

/** Appends a module preload to the head for each URL the document does not preload yet. */
export function preloadChunks(doc: ParsingDocument, urls: readonly string[]): void {
  const present = new Set<string>();
  for (const link of doc.querySelectorAll('link[rel=modulepreload]')) {
    present.add(link.getAttribute('href') ?? '');
  }
  for (const url of urls) {
    if (present.has(url)) continue;
    present.add(url);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    doc.head.append(link);
  }
}

/**
 * Preloads the chunks listed on every island of the page (decision 034: the app's `client:only`
 * island, whose directive Astro keeps for itself; its page runs this once the page is parsed).
 */
export function preloadListed(doc: ParsingDocument): void {
  for (const island of doc.querySelectorAll(`astro-island[${PRELOAD_ATTR}]`)) {
    preloadChunks(doc, preloadList(island.getAttribute(PRELOAD_ATTR)));
  }
}

/** What Astro hands a directive: the island's loader, which answers its hydration. */
export type IslandLoad = () => Promise<() => Promise<void> | void>;

/**
 * The directive (Astro's `ClientDirective`, registered by src/integrations/island-preloads.ts):
 * hydrates the island once the document is parsed, its chunks fetched together.
 */
export default async function parsed(
  load: IslandLoad,
  _options: unknown,
  el: Element,
): Promise<void> {
  await documentParsed(document);
  preloadChunks(document, preloadList(el.getAttribute(PRELOAD_ATTR)));
  const hydrate = await load();
  await hydrate();
}
