import { describe, expect, it } from 'vitest';
import { quietLimits, quietVerdicts, quietWeight, type QuietResponse } from './until-quiet.ts';

const res = (url: string, type: string, bytes: number): QuietResponse => ({ url, type, bytes });

describe('weight until quiet', () => {
  const load = [
    res('http://h/login/', 'document', 5000),
    res('http://h/_astro/react.AbC-1.js', 'script', 58_000),
    res('http://h/_astro/LoginPage.x1.js', 'script', 10_240),
    res('http://h/_astro/kit.x2.js?v=1', 'script', 2048),
    res('http://h/csrf', 'fetch', 100),
  ];

  it('counts every response and the script beyond the React chunk', () => {
    const w = quietWeight(load);
    expect(w.requests).toBe(5);
    expect(w.scriptBytes).toBe(70_288);
    expect(w.reactBytes).toBe(58_000);
    expect(w.scriptOverReact).toBe(12_288);
    expect(w.scripts.map((s) => s.url)).toEqual([
      '/_astro/react.AbC-1.js',
      '/_astro/LoginPage.x1.js',
      '/_astro/kit.x2.js',
    ]);
  });

  it('counts no React for a page without it', () => {
    const w = quietWeight([res('http://h/blocked/', 'document', 3000)]);
    expect([w.requests, w.scriptBytes, w.reactBytes, w.scriptOverReact]).toEqual([1, 0, 0, 0]);
  });

  it.each([
    { route: '/blocked', limits: { scriptKBOverReactFloor: 15, requests: 6 } },
    { route: '/login', limits: { scriptKBOverReactFloor: 20, requests: 6 } },
    { route: '/newPassword', limits: { scriptKBOverReactFloor: 15, requests: 9 } },
  ])('$route is held to $limits', ({ route, limits }) => {
    const budget = {
      scriptKBOverReactFloor: 15,
      requests: 6,
      pages: { '/login': { scriptKBOverReactFloor: 20 }, '/newPassword': { requests: 9 } },
    };
    expect(quietLimits(budget, route)).toEqual(limits);
  });

  it.each([
    { requests: 6, over: 15, ok: [true, true] },
    { requests: 7, over: 15, ok: [false, true] },
    { requests: 6, over: 15.1, ok: [true, false] },
  ])('$requests requests and $over KB over React → $ok', ({ requests, over, ok }) => {
    const weight = {
      requests,
      scriptBytes: 0,
      reactBytes: 0,
      scriptOverReact: over * 1024,
      scripts: [],
    };
    const verdicts = quietVerdicts('/x/', '/x', weight, {
      scriptKBOverReactFloor: 15,
      requests: 6,
    });
    expect(verdicts.map((v) => v.ok)).toEqual(ok);
  });
});
