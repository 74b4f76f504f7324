import { describe, expect, it } from 'vitest';
import { htmlRefs } from './html-refs.ts';

describe('htmlRefs', () => {
  it.each([
    [
      'a module script',
      '<script type="module" src="/_astro/a.js"></script>',
      ['script /_astro/a.js'],
    ],
    ['a classic script', '<script src="/x.js"></script>', ['script /x.js']],
    ['a stylesheet', '<link rel="stylesheet" href="/_astro/s.css">', ['style /_astro/s.css']],
    ['a module preload', '<link rel=modulepreload href="/_astro/m.js">', ['script /_astro/m.js']],
    ['a font preload', '<link rel="preload" as="font" href="/f.woff2">', ['font /f.woff2']],
    [
      'an island component and renderer',
      '<astro-island uid="1" component-url="/_astro/Login.js" renderer-url="/_astro/client.js" props="{&quot;a&quot;:[0,&quot;x>y&quot;]}" ssr client="load"></astro-island>',
      ['script /_astro/Login.js', 'script /_astro/client.js'],
    ],
    [
      'a client:parsed island’s chunk list',
      '<astro-island data-preload="/_astro/Reset.js /_astro/react.js  /_astro/kit.js" uid="1" component-url="/_astro/Reset.js" renderer-url="/_astro/react.js" ssr client="parsed"></astro-island>',
      [
        'script /_astro/Reset.js',
        'script /_astro/react.js',
        'script /_astro/Reset.js',
        'script /_astro/react.js',
        'script /_astro/kit.js',
      ],
    ],
    [
      'an image',
      '<img src="/brand/cloudbox.svg" alt="" width="32">',
      ['image /brand/cloudbox.svg'],
    ],
    ['single-quoted attributes', "<link rel='stylesheet' href='/s.css'/>", ['style /s.css']],
  ])('counts %s', (_, html, expected) => {
    expect(htmlRefs(html).refs.map((r) => `${r.as} ${r.url}`)).toEqual(expected);
  });

  it.each([
    ['a nomodule script', '<script nomodule src="/legacy-check.js"></script>'],
    ['a JSON script', '<script type="application/json" src="/data.json"></script>'],
    ['an icon', '<link rel="icon" href="/favicon.svg">'],
    ['an alternate link', '<link rel="alternate" hreflang="ja" href="/ja/login">'],
    ['a data image', '<img src="data:image/png;base64,AAAA">'],
    ['a tag inside a comment', '<!-- <script src="/old.js"></script> -->'],
    [
      'a tag written inside a script',
      '<script type="module">const s=`<script src="/no.js">`</script>',
    ],
  ])('ignores %s', (_, html) => {
    expect(htmlRefs(html).refs).toEqual([]);
  });

  it('returns the bodies of inline module scripts', () => {
    const html =
      '<script type="module">import{a}from"/_astro/page.js";a()</script><script>var x=1</script>';
    expect(htmlRefs(html).inlineModules).toEqual(['import{a}from"/_astro/page.js";a()']);
  });
});
