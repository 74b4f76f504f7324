import { describe, expect, it } from 'vitest';
import { searchKey } from '../../src/lib/explorer/search.ts';
import { benchQueries, generatedName, percentile } from './search-bench.ts';

describe('the search bench data', () => {
  it('generates the same unique names every run, in the three scripts', () => {
    const names = Array.from({ length: 3000 }, (_, i) => generatedName(i));
    expect(new Set(names).size).toBe(names.length);
    expect(generatedName(41)).toBe(generatedName(41));
    expect(names.some((n) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(n))).toBe(true);
    expect(names.some((n) => /[\uac00-\ud7a3]/.test(n))).toBe(true);
    expect(names.some((n) => /^[a-z]/.test(n))).toBe(true);
  });

  it('times about 200 queries of 2 to 6 characters in each script, most of them found', () => {
    const queries = benchQueries();
    expect(queries).toHaveLength(200);
    for (const script of ['latin', 'japanese', 'korean'] as const)
      expect(queries.filter((q) => q.script === script).length).toBeGreaterThan(60);
    for (const { q } of queries) {
      expect(Array.from(q).length).toBeGreaterThanOrEqual(2);
      expect(Array.from(q).length).toBeLessThanOrEqual(6);
    }
    expect(queries.filter((q) => Array.from(q.q).length === 2).length).toBeGreaterThan(10);
    const keys = Array.from({ length: 3000 }, (_, i) => searchKey(generatedName(i)));
    const found = queries.filter(({ q }) => keys.some((k) => k.includes(searchKey(q))));
    expect(found.length / queries.length).toBeGreaterThan(0.9);
  });

  it.each([
    [[], 50, null],
    [[5], 95, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
    [[10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 95, 10],
    [Array.from({ length: 200 }, (_, i) => i + 1), 95, 190],
  ])('percentile of %j at %d is %s', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});
