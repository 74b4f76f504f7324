import { describe, expect, it } from 'vitest';
import { deferrableBootstrap, withDeferredBootstrap } from './island-bootstrap.ts';

// Astro's two scripts as its build writes them (shortened), and ours beside them.
const directive =
  '<script>(()=>{var a="data-preload";(self.Astro||(self.Astro={})).parsed=i;window.dispatchEvent(new Event("astro:parsed"));})();</script>';
const islandScript =
  '<script>(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();</script>';
const ours = '<script type="module">document.documentElement.dataset.ready="";</script>';
const classicOfOurs = '<script>document.documentElement.className="js";</script>';
const island = (client: string) =>
  `<astro-island uid="1" component-url="/_astro/Login.js" ssr client="${client}"><form></form></astro-island>`;
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${ours}</head><body>${body}</body></html>`;

describe('withDeferredBootstrap', () => {
  it('makes Astro’s two scripts modules on a page of client:parsed islands, nothing else', () => {
    const html = page(`<h1>Sign in</h1>${directive}${islandScript}${island('parsed')}`);
    expect(withDeferredBootstrap(html)).toBe(
      page(
        `<h1>Sign in</h1>${directive.replace('<script>', '<script type="module">')}${islandScript.replace('<script>', '<script type="module">')}${island('parsed')}`,
      ),
    );
  });

  it('keeps each script’s text byte for byte (the CSP hashes it)', () => {
    const html = page(`${directive}${islandScript}${island('parsed')}${island('parsed')}`);
    const texts = (s: string) =>
      [...s.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/gu)].map((m) => m[1]);
    expect(texts(withDeferredBootstrap(html))).toEqual(texts(html));
  });

  it.each([
    [
      'a client:load island beside it',
      `${directive}${islandScript}${island('parsed')}${island('load')}`,
    ],
    ['a client:only island (the app)', `${islandScript}${island('only')}`],
    ['no island', `${directive}${islandScript}<p>x</p>`],
  ])('leaves a page with %s as it is', (_name, body) => {
    expect(withDeferredBootstrap(page(body))).toBe(page(body));
  });

  it('leaves a classic script of ours where it is: it may be meant to run before the paint', () => {
    const html = page(`${classicOfOurs}${directive}${islandScript}${island('parsed')}`);
    const out = withDeferredBootstrap(html);
    expect(out).toContain(classicOfOurs);
    expect(deferrableBootstrap(html)).toHaveLength(2);
  });

  it('finds Astro’s scripts whatever quotes the minifier chose', () => {
    const quoted = (q: string) =>
      `<script>window.dispatchEvent(new Event(${q}astro:parsed${q}))</script><script>customElements.define(${q}astro-island${q},f)</script>`;
    for (const q of ['"', "'", '`']) {
      expect(deferrableBootstrap(page(`${quoted(q)}${island('parsed')}`))).toHaveLength(2);
    }
  });
});
