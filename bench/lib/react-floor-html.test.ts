import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { propsAttribute, REACT_FLOOR_SCRIPT, reactFloorHtml } from './react-floor-html.ts';

const floor = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'floor.html'), 'utf8');

describe('reactFloorHtml', () => {
  const page = reactFloorHtml(floor, '<form id="island-form"></form>', { texts: { a: 'b' } });

  it('puts the server-rendered island where the floor has its form, with its props', () => {
    expect(page).toContain(
      '<astro-island ssr props="{&quot;texts&quot;:{&quot;a&quot;:&quot;b&quot;}}"><form id="island-form"></form></astro-island>',
    );
    expect(page.match(/<form\b/g)).toHaveLength(1);
  });

  it('loads the bundle as a module script from the head', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<script type="module" src="${REACT_FLOOR_SCRIPT}"></script>`);
  });

  it('keeps everything else of the floor', () => {
    const outside = (html: string) => html.replace(/<main>[\s\S]*<\/main>/, '');
    expect(
      outside(page).replace(/<style>astro-island[^<]*<\/style><script[^>]*><\/script>/, ''),
    ).toBe(outside(floor));
  });

  it('refuses a floor without a form', () => {
    expect(() => reactFloorHtml('<html><head></head><body></body></html>', '', {})).toThrow(
      /<form>/,
    );
  });
});

describe('propsAttribute', () => {
  it.each([
    [{ a: 'x' }, '{&quot;a&quot;:&quot;x&quot;}'],
    [{ a: '"<b>&' }, '{&quot;a&quot;:&quot;\\&quot;&lt;b&gt;&amp;&quot;}'],
    [{ a: 'ログイン' }, '{&quot;a&quot;:&quot;ログイン&quot;}'],
  ])('%j → %s', (value, attribute) => {
    expect(propsAttribute(value)).toBe(attribute);
  });

  it('reads back as the same value once the browser decodes the attribute', () => {
    const value = { a: `it's "x" <y> & z` };
    const decoded = propsAttribute(value)
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(value);
  });
});
