import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './worker-servers.ts';
import { ROUTES } from '../src/lib/routes.ts';
import { LOCALES, localePath } from '../src/lib/i18n/locales.ts';

// Security K7: every built page carries a strict CSP in a <meta> tag.
const dist = join(import.meta.dirname, '..', 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

function cspOf(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
  const directives = new Map<string, string[]>();
  for (const part of (content ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

const pages = htmlFiles(dist);

test('dist holds every route in every language', () => {
  const built = new Set(pages.map((p) => `/${relative(dist, p)}`));
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      const dir = localePath(route, locale).replace(/\/$/, '');
      expect(built, `${dir}/index.html`).toContain(`${dir}/index.html`);
    }
  }
});

for (const file of pages) {
  test(`${relative(dist, file)} has a strict CSP`, () => {
    const html = readFileSync(file, 'utf8');
    const csp = cspOf(html);
    const script = csp.get('script-src') ?? [];
    expect(script.length, 'script-src present').toBeGreaterThan(0);
    for (const banned of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:']) {
      expect(script, `script-src without ${banned}`).not.toContain(banned);
    }
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://localhost:6851']),
    );
    expect(html, 'no inline style attributes (blocked by the CSP)').not.toMatch(/\sstyle="/);
    expect(html, 'no inline event handlers').not.toMatch(/\son[a-z]+="/);
  });
}

// Scripts a layout or page adds stand inside <body> (Page.astro's `scripts` slot): anything after
// </html> is an HTML parse error that a validator reports and browsers move into the body.
for (const file of pages) {
  test(`${relative(dist, file)} ends with its </html>`, () => {
    const html = readFileSync(file, 'utf8');
    expect(html.trimEnd().endsWith('</html>'), 'nothing after </html>').toBe(true);
    expect(html.match(/<\/html>/g)?.length, 'one </html>').toBe(1);
  });
}
