import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints, scannerEndpoints } from '../src/lib/api/contract/index.ts';
import { defineEndpoint } from '../src/lib/api/endpoint.ts';
import {
  API_DOC,
  contractDeclarations,
  currentApiDoc,
  declarationsIn,
  fieldsOf,
  oneParagraph,
  renderCall,
  wrap,
} from './api-doc.ts';

describe('docs/api.md', () => {
  it('matches the contract (run `npm run docs:api` after changing a call)', async () => {
    const doc = readFileSync(API_DOC, 'utf8');
    expect(doc).toBe(await currentApiDoc(doc));
  });

  it('finds the declaration of every call, in its contract file', () => {
    const declarations = contractDeclarations();
    for (const e of [...endpoints, ...scannerEndpoints]) {
      expect(declarations.get(e.name)?.file, e.name).toMatch(/^[a-z-]+\.ts$/);
    }
  });
});

describe('the generator', () => {
  it.each([
    ['an object', v.object({ a: v.string(), b: v.optional(v.number()) }), ['a', 'b?']],
    ['a union (its first option)', v.union([v.object({ ok: v.boolean() }), v.object({})]), ['ok']],
    ['a piped object', v.pipe(v.object({ x: v.string() }), v.readonly()), ['x']],
    ['a scalar', v.string(), []],
  ])('lists the fields of %s', (_, schema, expected) => {
    expect(fieldsOf(schema)).toEqual(expected);
  });

  it('reads declarations written directly or through a helper, with their doc comments', () => {
    const source = [
      '/** POST /a — does {@link thing}. */',
      "export const a = defineEndpoint({ name: 'x.a', method: 'POST' });",
      '/**',
      ' * GET {api}/b — reads',
      ' * two lines.',
      ' */',
      "export const b = apiGet('x.b', '/b');",
      "export const c = defineEndpoint({\n  name: 'x.c',\n});",
    ].join('\n');
    expect(Object.fromEntries(declarationsIn('x.ts', source))).toEqual({
      'x.a': { file: 'x.ts', description: 'Does `thing`.' },
      'x.b': { file: 'x.ts', description: 'Reads two lines.' },
      'x.c': { file: 'x.ts', description: '' },
    });
  });

  it.each([
    ['a one-liner', ' GET /x — the answer. ', 'The answer.'],
    ['no method and path', ' Ours: a call. ', 'Ours: a call.'],
    ['nothing', '', ''],
  ])('turns a doc comment with %s into one paragraph', (_, doc, expected) => {
    expect(oneParagraph(doc)).toBe(expected);
  });

  it('wraps words at the width, continuing with the indent', () => {
    expect(wrap('aa bb cc dd', 8, '- ', '  ')).toBe('- aa bb\n  cc dd');
    expect(wrap('one', 80)).toBe('one');
  });

  it('renders one call as a section', () => {
    const call = defineEndpoint({
      name: 'x.list',
      method: 'POST',
      host: 'api',
      path: '/x/{node}',
      encoding: 'json',
      auth: 'token',
      csrf: 'X-CSRFToken',
      request: v.object({ node: v.string(), page: v.optional(v.number()) }),
      response: v.object({ success: v.literal(true) }),
    });
    expect(renderCall(call, { file: 'x.ts', description: 'Lists.' })).toBe(
      [
        '### `x.list`',
        '',
        '`POST {api}/x/{node}` — JSON body, `access_token` header, CSRF `X-CSRFToken`.',
        '',
        'Lists.',
        '',
        '- Request: `node`, `page?`',
        '- Success: `success`',
      ].join('\n'),
    );
  });
});
