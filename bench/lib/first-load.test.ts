import { describe, expect, it } from 'vitest';
import { firstLoad, resolveRef, typeOf, type SiteReader } from './first-load.ts';

/** A fake site: each file's byte count is its text length. */
function site(files: Record<string, string>): SiteReader {
  return (path) => {
    const text = files[path];
    return Promise.resolve(text === undefined ? null : { text, bytes: text.length });
  };
}

const files = {
  '/login/':
    '<link rel="stylesheet" href="/_astro/page.css"><script type="module" src="/_astro/page.js"></script>' +
    '<astro-island component-url="/_astro/Login.js" renderer-url="/_astro/client.js"></astro-island>' +
    '<script type="module">import"/_astro/inline-dep.js";</script>' +
    '<script nomodule src="/legacy.js"></script><img src="/logo.svg">',
  '/_astro/page.css': '@import "./extra.css";body{}',
  '/_astro/extra.css': 'a{}',
  '/_astro/page.js': 'import{a}from"./shared.js";a()',
  '/_astro/Login.js':
    'import{a}from"./shared.js";import{r}from"./react.js";const o=()=>import("./Otp.js")',
  '/_astro/client.js': 'import{r}from"./react.js";',
  '/_astro/shared.js': 'export const a=1',
  '/_astro/react.js': 'export const r=2',
  '/_astro/inline-dep.js': 'x',
  '/_astro/Otp.js': 'a very large lazily loaded module that is not part of the first load',
  '/legacy.js': 'old browsers only',
  '/logo.svg': '<svg/>',
};

describe('firstLoad', () => {
  it('follows styles, scripts, islands, inline modules and static imports, each once', async () => {
    const load = await firstLoad('/login/', site(files));
    expect(load.assets.map((a) => a.path).sort()).toEqual(
      [
        '/login/',
        '/_astro/page.css',
        '/_astro/extra.css',
        '/_astro/page.js',
        '/_astro/Login.js',
        '/_astro/client.js',
        '/_astro/shared.js',
        '/_astro/react.js',
        '/_astro/inline-dep.js',
        '/logo.svg',
      ].sort(),
    );
  });

  it('leaves out dynamic imports and nomodule scripts', async () => {
    const paths = (await firstLoad('/login/', site(files))).assets.map((a) => a.path);
    expect(paths).not.toContain('/_astro/Otp.js');
    expect(paths).not.toContain('/legacy.js');
  });

  it('adds up bytes by type', async () => {
    const load = await firstLoad('/login/', site(files));
    const js = ['page.js', 'Login.js', 'client.js', 'shared.js', 'react.js', 'inline-dep.js'];
    const jsBytes = js.reduce((s, f) => s + files[`/_astro/${f}` as keyof typeof files].length, 0);
    expect(load.byType.script).toBe(jsBytes);
    expect(load.byType.style).toBe(
      files['/_astro/page.css'].length + files['/_astro/extra.css'].length,
    );
    expect(load.byType.document).toBe(files['/login/'].length);
    expect(load.byType.image).toBe(6);
    expect(load.total).toBe(Object.values(load.byType).reduce((s, n) => s + n, 0));
  });

  it('reports references with no file behind them', async () => {
    const load = await firstLoad(
      '/p/',
      site({ '/p/': '<script type="module" src="/gone.js"></script>' }),
    );
    expect(load.missing).toEqual(['/gone.js']);
  });
});

describe('resolveRef', () => {
  it.each([
    ['/_astro/a.js', '/login/', '/_astro/a.js'],
    ['./b.js', '/_astro/a.js', '/_astro/b.js'],
    ['../c.js', '/_astro/x/a.js', '/_astro/c.js'],
    ['https://cdn.example.com/x.js', '/login/', null],
    ['react', '/_astro/a.js', null],
    ['/_astro/%E5%86%99.js', '/', '/_astro/写.js'],
  ])('resolves %s from %s to %s', (ref, base, expected) => {
    expect(resolveRef(ref, base)).toBe(expected);
  });
});

describe('typeOf', () => {
  it.each([
    ['/_astro/a.js', 'script'],
    ['/_astro/a.css', 'style'],
    ['/f.woff2', 'font'],
    ['/logo.svg', 'image'],
    ['/ja/login/', 'document'],
    ['/data.bin', 'other'],
  ])('%s is a %s', (path, type) => {
    expect(typeOf(path)).toBe(type);
  });
});
