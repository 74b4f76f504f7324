import { describe, expect, it, vi } from 'vitest';
import parsed, {
  documentParsed,
  preloadChunks,
  preloadList,
  preloadListed,
  type ParsingDocument,
} from './when-parsed.ts';

/**
 * A document stand-in: its ready state, its DOMContentLoaded listeners, its head's links and the
 * `data-preload` lists of its islands.
 */
function fakeDocument(
  readyState: DocumentReadyState,
  preloaded: readonly string[] = [],
  islandLists: readonly string[] = [],
) {
  const listeners: (() => void)[] = [];
  const head: { rel: string; href: string }[] = preloaded.map((href) => ({
    rel: 'modulepreload',
    href,
  }));
  const doc = {
    readyState,
    addEventListener: (_type: string, listener: () => void) => {
      listeners.push(listener);
    },
    head: {
      append: (node: { rel: string; href: string }) => {
        head.push({ rel: node.rel, href: node.href });
      },
    },
    createElement: () => ({ rel: '', href: '' }),
    querySelectorAll: (selector: string) =>
      selector === 'astro-island[data-preload]'
        ? islandLists.map((list) => ({
            getAttribute: (name: string) => (name === 'data-preload' ? list : null),
          }))
        : head
            .filter((l) => l.rel === 'modulepreload')
            .map((l) => ({ getAttribute: (name: string) => (name === 'href' ? l.href : null) })),
  };
  return {
    doc: doc as unknown as ParsingDocument,
    head,
    parse: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('documentParsed', () => {
  it.each(['interactive', 'complete'] as const)('resolves at once when the page is %s', (state) => {
    return expect(documentParsed(fakeDocument(state).doc)).resolves.toBeUndefined();
  });

  it('waits for DOMContentLoaded while the page is being parsed', async () => {
    const page = fakeDocument('loading');
    let parsed = false;
    const waiting = documentParsed(page.doc).then(() => {
      parsed = true;
    });
    await Promise.resolve();
    expect(parsed).toBe(false);
    page.parse();
    await waiting;
    expect(parsed).toBe(true);
  });
});

describe('preloadList', () => {
  it.each([
    ['/_astro/a.js /_astro/b.js', ['/_astro/a.js', '/_astro/b.js']],
    ['  /_astro/a.js\n\t/_astro/b.js ', ['/_astro/a.js', '/_astro/b.js']],
    ['', []],
    [null, []],
  ])('%j → %j', (value, urls) => {
    expect(preloadList(value)).toEqual(urls);
  });
});

describe('preloadChunks', () => {
  it('appends a module preload for each chunk, in order', () => {
    const page = fakeDocument('interactive');
    preloadChunks(page.doc, ['/_astro/a.js', '/_astro/b.js']);
    expect(page.head).toEqual([
      { rel: 'modulepreload', href: '/_astro/a.js' },
      { rel: 'modulepreload', href: '/_astro/b.js' },
    ]);
  });

  it('skips what the page preloads already and what the list repeats (two islands share React)', () => {
    const page = fakeDocument('interactive', ['/_astro/react.js']);
    preloadChunks(page.doc, ['/_astro/a.js', '/_astro/react.js', '/_astro/a.js']);
    expect(page.head.map((l) => l.href)).toEqual(['/_astro/react.js', '/_astro/a.js']);
  });
});

describe('preloadListed', () => {
  it('preloads the chunks every island lists, each once, none the head has', () => {
    const page = fakeDocument(
      'interactive',
      ['/_astro/react.js'],
      ['/_astro/App.js /_astro/react.js /_astro/kit.js', '/_astro/Other.js /_astro/kit.js'],
    );
    preloadListed(page.doc);
    expect(page.head.map((l) => l.href)).toEqual([
      '/_astro/react.js',
      '/_astro/App.js',
      '/_astro/kit.js',
      '/_astro/Other.js',
    ]);
  });

  it('preloads nothing on a page without a listing island', () => {
    const page = fakeDocument('interactive', ['/_astro/react.js']);
    preloadListed(page.doc);
    expect(page.head).toHaveLength(1);
  });
});

describe('the client:parsed directive', () => {
  it('fetches nothing while the page is parsed, then preloads the list and hydrates', async () => {
    const page = fakeDocument('loading');
    vi.stubGlobal('document', page.doc);
    const steps: string[] = [];
    const island = {
      getAttribute: (name: string) =>
        name === 'data-preload' ? '/_astro/a.js /_astro/b.js' : null,
    } as unknown as Element;
    const done = parsed(
      () => {
        steps.push(`load after ${String(page.head.length)} preloads`);
        return Promise.resolve(() => {
          steps.push('hydrate');
        });
      },
      {},
      island,
    );
    await Promise.resolve();
    expect(steps).toEqual([]);
    page.parse();
    await done;
    expect(steps).toEqual(['load after 2 preloads', 'hydrate']);
  });
});
