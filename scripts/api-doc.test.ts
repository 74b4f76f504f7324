import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldsOf, normaliseTable, readmeApiTable, renderApiTable } from './api-doc.ts';

describe('the README API section', () => {
  it('matches the contract (run `npm run docs:api` after changing a call)', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    expect(normaliseTable(readmeApiTable(readme))).toBe(normaliseTable(renderApiTable()));
  });

  it.each([
    ['an object', v.object({ a: v.string(), b: v.optional(v.number()) }), ['a', 'b?']],
    ['a union (its first option)', v.union([v.object({ ok: v.boolean() }), v.object({})]), ['ok']],
    ['a piped object', v.pipe(v.object({ x: v.string() }), v.readonly()), ['x']],
    ['a scalar', v.string(), []],
  ])('lists the fields of %s', (_, schema, expected) => {
    expect(fieldsOf(schema)).toEqual(expected);
  });
});
