import { describe, expect, it } from 'vitest';
import { staticImports } from './js-imports.ts';

describe('staticImports', () => {
  it.each([
    ['named imports', 'import{a as b,c}from"./x.js";b(c);', ['./x.js']],
    ['a side-effect import', 'import"./y.js";run();', ['./y.js']],
    ['a namespace import', 'import*as z from"./w.js";', ['./w.js']],
    ['a default and named import', 'import d,{e}from"./d.js";', ['./d.js']],
    ['a default import with spaces', "import React from './react.js';\n", ['./react.js']],
    [
      'several imports after a comment',
      '/* empty css */import"./a.css.js";\nimport{x}from"./b.js";import{y}from"/_astro/c.js";go()',
      ['./a.css.js', './b.js', '/_astro/c.js'],
    ],
    ['a re-export anywhere', 'var a=1;export{a as b}from"./r.js";', ['./r.js']],
    ['a star re-export', 'export*from"./s.js";', ['./s.js']],
    ['the same module twice, once', 'import{a}from"./x.js";import{b}from"./x.js";', ['./x.js']],
  ])('finds %s', (_, code, expected) => {
    expect(staticImports(code)).toEqual(expected);
  });

  it.each([
    ['a dynamic import', 'const m=import("./lazy.js");'],
    ['a dynamic import at the start', 'import("./lazy.js").then(f);'],
    ['import.meta', 'import.meta.url;import"./late.js";'],
    ['an import after code', 'run();import{a}from"./late.js";'],
    ['an import inside a string', 'const s="import{a}from\\"./fake.js\\"";'],
    ['a preload list of a dynamic import', '__vitePreload(()=>import("./x.js"),["_astro/x.js"])'],
  ])('ignores %s', (_, code) => {
    expect(staticImports(code)).toEqual([]);
  });
});

describe('a chunk with dynamic imports', () => {
  it('reads the static imports after the dependency map Vite writes first', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/a.js","_astro/b.css"])))=>i.map(i=>d[i]);\n' +
      'import{a as x}from"./react.js";import"./client.js";const y=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./react.js', './client.js']);
  });
});
