// The fragment that carries the typed IDs to the login form in another language (requirements
// L27): written by the language switch, read back by `carriedIds` (carry.ts).
import { CARRY_KEYS, type CarriedIds } from './carry.ts';

const MAX_LENGTH = 256;

/** The fragment (with `#`) that carries the IDs, or '' when there is nothing to carry. */
export function carryFragment(ids: CarriedIds): string {
  const params = new URLSearchParams();
  if (ids.company !== '') params.set(CARRY_KEYS.company, ids.company.slice(0, MAX_LENGTH));
  if (ids.userId !== '') params.set(CARRY_KEYS.userId, ids.userId.slice(0, MAX_LENGTH));
  const text = params.toString();
  return text === '' ? '' : `#${text}`;
}
