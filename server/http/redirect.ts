// Security K1 on the server: the front end's one validator, with the server's contract
// (a valid same-origin path, or null when there is none to follow).
import { safeRedirect as validate } from '../../src/lib/nav/safe-redirect.ts';

/**
 * `value` itself when it is a same-origin relative path, otherwise null (absent, empty or
 * refused). `origin` only anchors the resolution.
 */
export function safeRedirect(
  value: string | null | undefined,
  origin = 'http://localhost',
): string | null {
  if (value === null || value === undefined || value === '') return null;
  return validate(value, origin) === value ? value : null;
}
