// Small statistics over repeated measurements.

/** The figures that were measured: not null, not NaN or infinite. */
export function finite(values: ReadonlyArray<number | null>): number[] {
  return values.filter((x): x is number => x !== null && Number.isFinite(x));
}

/** The median of the numbers that are not null; null when there are none. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const xs = finite(values).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 === 1 ? (xs[mid] ?? null) : ((xs[mid - 1] ?? 0) + (xs[mid] ?? 0)) / 2;
}

/** The q-quantile (0…1) of the numbers, linearly interpolated; null when there are none. */
export function quantile(values: ReadonlyArray<number | null>, q: number): number | null {
  const xs = finite(values).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const at = (xs.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (xs[lo] ?? 0) + ((xs[hi] ?? 0) - (xs[lo] ?? 0)) * (at - lo);
}

/** a / b to two decimals; null when either is missing or b is 0. */
export function ratio(a: number | null, b: number | null): number | null {
  if (a === null || b === null || b === 0) return null;
  return Math.round((a / b) * 100) / 100;
}

/** The medians of every numeric field over a list of samples of the same shape. */
export function medians<K extends string>(
  samples: ReadonlyArray<Readonly<Record<K, number | null>>>,
  keys: readonly K[],
): Record<K, number | null> {
  const out = {} as Record<K, number | null>;
  for (const key of keys) out[key] = median(samples.map((s) => s[key]));
  return out;
}

/**
 * A small seeded generator (mulberry32) of numbers in [0, 1): the same seed gives the same
 * sequence, so generated data and resampled intervals are the same in every run.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
