/** A browser family with the lowest major version the product supports (requirements B1). */
export interface SupportedBrowser {
  readonly name: string;
  readonly minVersion: number;
}

/** The supported minimums, shown on /restricted and used by the browser check. */
export const SUPPORTED_BROWSERS: readonly SupportedBrowser[] = [
  { name: 'Chrome', minVersion: 58 },
  { name: 'Firefox', minVersion: 78 },
  { name: 'Safari', minVersion: 13 },
  { name: 'Edge', minVersion: 15 },
  { name: 'Opera', minVersion: 30 },
  { name: 'Internet Explorer', minVersion: 11 },
];
