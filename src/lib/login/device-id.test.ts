import { describe, expect, it } from 'vitest';
import { isDeviceId } from './device-id.ts';
import { DEVICE_ID_ALPHABET, createDeviceId } from './new-device-id.ts';

describe('createDeviceId', () => {
  it('is 16 letters and digits', () => {
    expect(createDeviceId()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('gives 100 000 different ids', () => {
    const ids = new Set(Array.from({ length: 100_000 }, () => createDeviceId()));
    expect(ids.size).toBe(100_000);
  });

  it('uses every character equally often (χ² test)', () => {
    const counts = new Map<string, number>();
    const samples = 20_000;
    for (let i = 0; i < samples; i += 1) {
      for (const char of createDeviceId()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    const expected = (samples * 16) / DEVICE_ID_ALPHABET.length;
    let chi2 = 0;
    for (const char of DEVICE_ID_ALPHABET)
      chi2 += ((counts.get(char) ?? 0) - expected) ** 2 / expected;
    // 61 degrees of freedom: the 99.9th percentile is about 100.9.
    expect(chi2).toBeLessThan(100.9);
  });

  it('draws again instead of folding the bytes 248–255 onto the first characters', () => {
    // All-255 bytes first (rejected), then byte 0 (→ 'A').
    let call = 0;
    const id = createDeviceId((bytes) => bytes.fill(call++ === 0 ? 255 : 0));
    expect(id).toBe('A'.repeat(16));
    expect(call).toBe(2);
  });

  it('maps byte 61 to the last character and 62 round to the first', () => {
    const id = createDeviceId((bytes) => bytes.map((_, i) => (i % 2 === 0 ? 61 : 62)));
    expect(id).toBe('9A'.repeat(8));
  });
});

describe('isDeviceId', () => {
  it.each([
    ['abcdEFGH12345678', true],
    ['abcdEFGH1234567', false],
    ['abcdEFGH123456789', false],
    ['abcdEFGH1234567!', false],
    ['', false],
    [null, false],
  ])('%s → %s', (value, ok) => {
    expect(isDeviceId(value)).toBe(ok);
  });
});
