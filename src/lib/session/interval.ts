// The auto-logout interval (requirements C7): a number plus a unit letter. Case matters: `m` is
// minutes, `M` months (30 days). The reference server reads the company's setting with it too.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds per unit letter. */
export const INTERVAL_UNITS: Readonly<Record<string, number>> = {
  m: MINUTE,
  H: HOUR,
  D: DAY,
  W: 7 * DAY,
  M: 30 * DAY,
};

/** `30m`, `2H`, `1D`, `1W`, `1M` in milliseconds; anything else (or zero) is null. */
export function parseAutoLogout(value: string): number | null {
  const match = /^(\d{1,6})([mHDWM])$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = INTERVAL_UNITS[match[2] ?? ''];
  return amount > 0 && unit !== undefined ? amount * unit : null;
}
