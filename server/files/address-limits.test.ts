import { describe, expect, it } from 'vitest';
import { createAddressLimiter } from './address-limits.ts';
import { ShareRefusal } from './share-links.ts';

const LIMITS = {
  password: { calls: 3, windowMs: 1000 },
  upload: { calls: 2, windowMs: 1000 },
} as const;

function outcome(run: () => void): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof ShareRefusal) return `${error.code}@${String(error.extra.retry_at)}`;
    throw error;
  }
}

describe('per-address limits of the public link calls (security K47)', () => {
  it('refuses the call over the limit until the window has passed the oldest call', () => {
    const limiter = createAddressLimiter(LIMITS);
    const take = (at: number) =>
      outcome(() => {
        limiter.take('password', '203.0.113.5', at);
      });
    expect([take(0), take(10), take(20), take(30)]).toEqual([
      'ok',
      'ok',
      'ok',
      'too_many_requests@1000',
    ]);
    expect(take(999)).toBe('too_many_requests@1000');
    expect(take(1001)).toBe('ok');
  });

  it.each([
    ['the same IPv4 address', '203.0.113.5', '::ffff:203.0.113.5', true],
    ['two IPv4 addresses', '203.0.113.5', '203.0.113.6', false],
    ['one IPv6 /64', '2001:db8:1:2::1', '2001:db8:1:2:ffff::9', true],
    ['two IPv6 /64s', '2001:db8:1:2::1', '2001:db8:1:3::1', false],
  ])('counts %s together: %s and %s → %s', (_name, a, b, together) => {
    const limiter = createAddressLimiter(LIMITS);
    limiter.take('upload', a, 0);
    limiter.take('upload', a, 0);
    expect(
      outcome(() => {
        limiter.take('upload', b, 0);
      }),
    ).toBe(together ? 'too_many_requests@1000' : 'ok');
  });

  it('counts password tries and upload calls apart', () => {
    const limiter = createAddressLimiter(LIMITS);
    limiter.take('upload', '198.51.100.1', 0);
    limiter.take('upload', '198.51.100.1', 0);
    expect(
      outcome(() => {
        limiter.take('password', '198.51.100.1', 0);
      }),
    ).toBe('ok');
  });
});
