// The IDs typed on the login form, carried to the same form in another language (requirements
// L27, decision 017). They travel in the address's fragment: it never reaches a server or a
// Referer, the page removes it at once, and browser storage stays ⊆ {device_id} (requirements
// L27). The password is never carried. Read at every load: kept small (the writer is
// `carry-fragment.ts`, loaded with the switch).

/** The two IDs a language switch carries. */
export interface CarriedIds {
  readonly company: string;
  readonly userId: string;
}

/** The fragment's keys: the login request's names of the two IDs. */
export const CARRY_KEYS = { company: 'company_code', userId: 'id' } as const;

/** The IDs a fragment carries, or null when it carries none (any other fragment is left alone). */
export function carriedIds(hash: string): CarriedIds | null {
  const params = new URLSearchParams(hash.slice(1));
  const keys = [...params.keys()];
  const ours = keys.every((key) => key === CARRY_KEYS.company || key === CARRY_KEYS.userId);
  return keys.length > 0 && ours
    ? { company: params.get(CARRY_KEYS.company) ?? '', userId: params.get(CARRY_KEYS.userId) ?? '' }
    : null;
}
