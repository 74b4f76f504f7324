import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiateEncoding } from './compress.ts';

// A JSON answer of a call that lists many entries (a folder's page of 50 is ~26 KB, ~1.6 KB
// compressed): compressed as it is sent, at the fastest settings (brotli 1 takes ~0.07 ms for
// 26 KB here), since on a slow link the bytes cost far more than that. Only calls whose answers
// hold no secret opt in (a secret beside reflected input is what compression can leak).

/** Answers smaller than this go as they are. */
export const MIN_JSON_COMPRESS = 1024;

/** The body to send and its Content-Encoding, or null to send `payload` as it is. */
export function compressJson(
  payload: string,
  acceptEncoding: string | undefined,
): { readonly body: Buffer; readonly encoding: 'br' | 'gzip' } | null {
  if (Buffer.byteLength(payload) < MIN_JSON_COMPRESS) return null;
  const encoding = negotiateEncoding(acceptEncoding, ['br', 'gzip']);
  if (encoding === 'identity') return null;
  const body =
    encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
      : gzipSync(payload, { level: 1 });
  return { body, encoding };
}
