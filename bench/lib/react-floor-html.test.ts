import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_FLOOR_SCRIPT, reactFloorHtml } from './react-floor-html.ts';

const floor = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'floor.html'), 'utf8');

describe('reactFloorHtml', () => {
  const page = reactFloorHtml(floor, '<form id="island-form"></form>');

  it('puts the server-rendered island where the floor has its form', () => {
    expect(page).toContain('<astro-island ssr><form id="island-form"></form></astro-island>');
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
    expect(() => reactFloorHtml('<html><head></head><body></body></html>', '')).toThrow(/<form>/);
  });
});
