import { describe, expect, it } from 'vitest';
import {
  dynamicPreloads,
  fileUrl,
  importClosure,
  scanPage,
  withModulePreloads,
} from './island-preloads.ts';

const island = (client: string, component: string, renderer = '/_astro/react.js') =>
  `<astro-island uid="1" component-url="${component}" renderer-url="${renderer}" props="{&quot;a&quot;:[0,&quot;&lt;b&gt;&quot;]}" ssr client="${client}"><p>x</p></astro-island>`;
const page = (head: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><script type="module">if (1 < 2) {}</script>${head}</head><body>${body}</body></html>`;

const graph: Record<string, readonly string[]> = {
  '/_astro/Login.js': ['/_astro/react.js', '/_astro/kit.js', '/_astro/fields.js'],
  '/_astro/fields.js': ['/_astro/kit.js', '/_astro/react.js'],
  '/_astro/kit.js': ['/_astro/react.js'],
  '/_astro/react.js': [],
  '/_astro/Reset.js': ['/_astro/api.js', '/_astro/kit.js'],
  '/_astro/api.js': ['/_astro/kit.js'],
};
const importsOf = (url: string) => graph[url];

describe('scanPage', () => {
  it.each([
    [
      'a client:load island',
      island('load', '/_astro/Login.js'),
      ['/_astro/Login.js', '/_astro/react.js'],
    ],
    ['a client:only island (its list goes on it)', island('only', '/_astro/App.js'), []],
    ['a client:idle island (its code waits)', island('idle', '/_astro/Late.js'), []],
    ['a client:parsed island (its list goes on it)', island('parsed', '/_astro/Login.js'), []],
    ['a client:visible island', island('visible', '/_astro/Late.js'), []],
    [
      'two islands sharing a renderer',
      island('load', '/_astro/Login.js') + island('load', '/_astro/Reset.js'),
      ['/_astro/Login.js', '/_astro/react.js', '/_astro/Reset.js'],
    ],
    ['no island', '<p>plain</p>', []],
  ])('%s', (_name, body, eager) => {
    expect(scanPage(page('', body)).eager).toEqual(eager);
  });

  it.each(['parsed', 'only'])(
    'finds each client:%s island and where its start tag’s name ends',
    (client) => {
      const html = page('', `<p>x</p>${island(client, '/_astro/Login.js')}`);
      const [found, ...more] = scanPage(html).listing;
      expect(more).toEqual([]);
      expect(found?.urls).toEqual(['/_astro/Login.js', '/_astro/react.js']);
      expect(html.slice(0, found?.attributesAt).endsWith('<p>x</p><astro-island')).toBe(true);
    },
  );

  it('finds the closing head tag and the preloads already there', () => {
    const html = page('<link rel="modulepreload" href="/_astro/kit.js">', '');
    const scan = scanPage(html);
    expect(html.slice(scan.headEnd ?? 0).startsWith('</head>')).toBe(true);
    expect([...scan.preloaded]).toEqual(['/_astro/kit.js']);
  });
});

describe('importClosure', () => {
  it.each([
    [
      ['/_astro/Login.js'],
      ['/_astro/Login.js', '/_astro/react.js', '/_astro/kit.js', '/_astro/fields.js'],
    ],
    [
      ['/_astro/Reset.js', '/_astro/react.js'],
      ['/_astro/Reset.js', '/_astro/react.js', '/_astro/api.js', '/_astro/kit.js'],
    ],
    [['/_astro/unknown.js'], ['/_astro/unknown.js']],
    [[], []],
  ])('from %j: %j', (roots, closure) => {
    expect(importClosure(roots, importsOf)).toEqual(closure);
  });

  it('ends on a cycle', () => {
    const cyclic: Record<string, string[]> = { '/a.js': ['/b.js'], '/b.js': ['/a.js'] };
    expect(importClosure(['/a.js'], (u) => cyclic[u])).toEqual(['/a.js', '/b.js']);
  });
});

describe('withModulePreloads', () => {
  it('lists the eager islands’ whole static graph before </head>, keeping the rest byte for byte', () => {
    const html = page('<title>x</title>', island('load', '/_astro/Login.js'));
    const out = withModulePreloads(html, importsOf);
    const links = [
      '/_astro/Login.js',
      '/_astro/react.js',
      '/_astro/kit.js',
      '/_astro/fields.js',
    ].map((u) => `<link rel="modulepreload" href="${u}">`);
    expect(out).toBe(html.replace('</head>', `${links.join('')}</head>`));
  });

  it('does not list a chunk twice', () => {
    const html = page(
      '<link rel="modulepreload" href="/_astro/kit.js">',
      island('load', '/_astro/Login.js'),
    );
    expect(withModulePreloads(html, importsOf).match(/_astro\/kit\.js/g)).toHaveLength(1);
  });

  it.each(['parsed', 'only'])(
    'lists a client:%s island’s graph on the island, not in the head',
    (client) => {
      const html = page('<title>x</title>', island(client, '/_astro/Login.js'));
      const list = '/_astro/Login.js /_astro/react.js /_astro/kit.js /_astro/fields.js';
      expect(withModulePreloads(html, importsOf)).toBe(
        html.replace('<astro-island', `<astro-island data-preload="${list}"`),
      );
    },
  );

  it('puts both kinds on a page with both, each list without what the head preloads', () => {
    const html = page(
      '<link rel="modulepreload" href="/_astro/react.js">',
      island('parsed', '/_astro/Reset.js') + island('load', '/_astro/Login.js'),
    );
    const out = withModulePreloads(html, importsOf);
    expect(out).toContain(
      '<astro-island data-preload="/_astro/Reset.js /_astro/api.js /_astro/kit.js" uid="1"',
    );
    expect(out).toContain(
      ['/_astro/Login.js', '/_astro/kit.js', '/_astro/fields.js']
        .map((u) => `<link rel="modulepreload" href="${u}">`)
        .join('') + '</head>',
    );
  });

  it('leaves an island that has its list already as it is (a page written twice)', () => {
    const once = withModulePreloads(page('', island('parsed', '/_astro/Login.js')), importsOf);
    expect(withModulePreloads(once, importsOf)).toBe(once);
    expect([...scanPage(once).listed]).toEqual([
      '/_astro/Login.js',
      '/_astro/react.js',
      '/_astro/kit.js',
      '/_astro/fields.js',
    ]);
  });

  it.each([
    ['no eager island', page('', island('idle', '/_astro/Login.js'))],
    ['no island', page('', '<p>x</p>')],
    ['no head', `<p>x</p>${island('load', '/_astro/Login.js')}`],
  ])('leaves a page with %s unchanged', (_name, html) => {
    expect(withModulePreloads(html, importsOf)).toBe(html);
  });
});

describe('fileUrl', () => {
  it.each([
    ['/', '_astro/a.js', '/_astro/a.js'],
    ['/docs', '_astro/a.js', '/docs/_astro/a.js'],
    ['/docs/', '_astro/a.js', '/docs/_astro/a.js'],
  ])('%s + %s = %s', (base, file, url) => {
    expect(fileUrl(base, file)).toBe(url);
  });
});

describe('dynamicPreloads', () => {
  // island imports react and kit; kit imports react; later imports react, kit and fields.
  const graph: Record<string, string[]> = {
    island: ['react', 'kit'],
    kit: ['react'],
    later: ['react', 'kit', 'fields'],
    fields: ['react'],
  };
  const importsOf = (url: string) => graph[url];

  it.each([
    [
      'nothing when the host has loaded every dependency',
      'later',
      ['later', 'react', 'kit'],
      'island',
      [],
    ],
    [
      'the chunk and what the host lacks',
      'later',
      ['later', 'react', 'kit', 'fields'],
      'island',
      ['later', 'fields'],
    ],
    [
      "what the host lacks, through its imports' imports",
      'later',
      ['later', 'fields', 'react'],
      'kit',
      ['later', 'fields'],
    ],
    ['nothing for a chunk without dependencies', 'fields', ['fields'], 'island', []],
    [
      'everything from a host the graph does not know',
      'later',
      ['later', 'react'],
      'unknown',
      ['later', 'react'],
    ],
  ] as const)('%s', (_name, file, deps, host, expected) => {
    expect(dynamicPreloads(file, deps, host, importsOf)).toEqual(expected);
  });
});
