import { DAY, HOUR, MINUTE } from '../clock.ts';

// The auto-logout interval of spec 2 §4: a number and a unit letter (m minutes, H hours, D days,
// W weeks, M months). Case matters: 'm' is minutes, 'M' months.
const UNITS: Readonly<Record<string, number>> = {
  m: MINUTE,
  H: HOUR,
  D: DAY,
  W: 7 * DAY,
  M: 30 * DAY,
};

/** The interval in milliseconds, or null when it is empty or not of the form `<n><unit>`. */
export function parseInterval(value: string): number | null {
  const match = /^(\d{1,6})([mHDWM])$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = UNITS[match[2] ?? ''];
  return amount > 0 && unit !== undefined ? amount * unit : null;
}
