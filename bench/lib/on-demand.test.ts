import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteReader } from './first-load.ts';
import { checkOnDemand } from './on-demand.ts';

const root = mkdtempSync(join(tmpdir(), 'bench-on-demand-'));
mkdirSync(join(root, 'otp'));
writeFileSync(join(root, 'otp', 'OtpStep.tsx'), '<div className="otp-step">');
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function site(loginJs: string): SiteReader {
  const page = '<script type="module" src="/_astro/login.js"></script>';
  const files: Record<string, string> = { '/_astro/login.js': loginJs };
  for (const p of ['/login/', '/ja/login/', '/ko/login/']) files[p] = page;
  return (path) => {
    const text = files[path];
    return Promise.resolve(text === undefined ? null : { text, bytes: text.length });
  };
}

const rule = { name: 'OTP step', page: '/login', source: 'otp', markers: ['otp-step'] };

describe('checkOnDemand', () => {
  it('finds no leak when the module stays behind a dynamic import', async () => {
    const result = await checkOnDemand(rule, root, site('import("./otp.js")'));
    expect(result).toEqual({
      status: 'checked',
      staleMarkers: [],
      leaks: { '/login/': [], '/ja/login/': [], '/ko/login/': [] },
    });
  });

  it('reports the markers found in the first load of each language', async () => {
    const result = await checkOnDemand(rule, root, site('x.className="otp-step"'));
    expect(result.status === 'checked' && result.leaks['/ja/login/']).toEqual(['otp-step']);
  });

  it('does not count island props in the HTML as JS', async () => {
    const read: SiteReader = (path) => {
      const text =
        path === '/_astro/login.js'
          ? ''
          : path.endsWith('/')
            ? '<astro-island props="{&quot;otp-step&quot;:1}"></astro-island><script type="module" src="/_astro/login.js"></script>'
            : undefined;
      return Promise.resolve(text === undefined ? null : { text, bytes: text.length });
    };
    const result = await checkOnDemand(rule, root, read);
    expect(result.status === 'checked' && result.leaks['/login/']).toEqual([]);
  });

  it('reports markers the source no longer contains', async () => {
    const stale = { ...rule, markers: ['otp-step', 'otp-old'] };
    const result = await checkOnDemand(stale, root, site(''));
    expect(result.status === 'checked' && result.staleMarkers).toEqual(['otp-old']);
  });

  it.each([
    ['a module not written yet', { ...rule, source: 'missing.tsx' }, /not written yet/],
    ['a page not built yet', { ...rule, page: '/gone' }, /not built yet/],
  ])('skips %s', async (_, r, reason) => {
    const result = await checkOnDemand(r, root, site(''));
    expect(result.status === 'skipped' && result.reason).toMatch(reason);
  });
});
