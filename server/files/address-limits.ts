// Per-address limits of the public link calls (security K47): password tries on share links and
// upload requests, and the public upload page's calls, are counted per client address (an IPv6
// address by its /64, as the upload slots count them) in a sliding window, so one network cannot
// try passwords across many links or flood a request's folder. Kept in memory: bounded, and a
// restart forgets it (the per-link try lock of security K36 is stored).
import type { AppContext } from '../context.ts';
import { addressKey } from '../http/uploads.ts';
import { ShareRefusal } from './share-links.ts';
import { ADDRESS_LIMITS } from '../../src/lib/api/contract/share-links.ts';

/** What is counted: password tries, or the upload page's calls. */
export type AddressScope = keyof typeof ADDRESS_LIMITS;

/** Addresses remembered at most; the least recently used is forgotten first. */
const MAX_ADDRESSES = 10_000;

/** A sliding-window counter of calls per address. */
export interface AddressLimiter {
  /** Counts a call of the address; refuses it (too_many_requests, retry_at) over the limit. */
  take(scope: AddressScope, ip: string, now: number): void;
}

/** A limiter with the given limits (the contract's by default). */
export function createAddressLimiter(
  limits: Readonly<Record<AddressScope, { calls: number; windowMs: number }>> = ADDRESS_LIMITS,
): AddressLimiter {
  const seen = new Map<string, number[]>();
  return {
    take(scope, ip, now) {
      const { calls, windowMs } = limits[scope];
      const key = `${scope} ${addressKey(ip)}`;
      const times = (seen.get(key) ?? []).filter((at) => at > now - windowMs);
      seen.delete(key);
      if (times.length >= calls) {
        seen.set(key, times);
        throw new ShareRefusal('too_many_requests', { retry_at: (times[0] ?? now) + windowMs });
      }
      times.push(now);
      seen.set(key, times);
      if (seen.size > MAX_ADDRESSES) {
        const oldest = seen.keys().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
    },
  };
}

const LIMITERS = new WeakMap<AppContext, AddressLimiter>();

/** The app's limiter. */
export function addressLimiterOf(app: AppContext): AddressLimiter {
  let limiter = LIMITERS.get(app);
  if (limiter === undefined) {
    limiter = createAddressLimiter();
    LIMITERS.set(app, limiter);
  }
  return limiter;
}
