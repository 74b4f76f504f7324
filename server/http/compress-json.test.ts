import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressJson, MIN_JSON_COMPRESS } from './compress-json.ts';

const big = JSON.stringify({
  items: Array.from({ length: 50 }, (_, i) => ({ name: `log-${String(i).padStart(5, '0')}.txt` })),
});

describe('compressJson', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const)('with Accept-Encoding %s answers in %s, and the body reads back', (accept, want) => {
    const out = compressJson(big, accept);
    expect(out?.encoding).toBe(want);
    const body = out?.body ?? Buffer.alloc(0);
    const back = want === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
    expect(back.toString()).toBe(big);
    expect(body.length).toBeLessThan(big.length / 4);
  });

  it.each([
    ['a client that accepts no encoding', big, undefined],
    ['a client that accepts only identity', big, 'identity'],
    ['a small answer', JSON.stringify({ success: true }), 'br'],
    ['an answer just under the threshold', 'x'.repeat(MIN_JSON_COMPRESS - 1), 'br'],
  ])('leaves %s as it is', (_, payload, accept) => {
    expect(compressJson(payload, accept)).toBeNull();
  });
});
