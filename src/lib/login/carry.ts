// The IDs typed on the login form, carried to the same form in another language (requirements
// L27, decision 017). They travel in the address's fragment: it never reaches a server or a
// Referer, the page removes it at once, and browser storage stays ⊆ {device_id} (requirements
// L27). The password is never carried.

/** The two IDs a language switch carries. */
export interface CarriedIds {
  readonly company: string;
  readonly userId: string;
}

const COMPANY = 'company_code';
const USER = 'id';
const MAX_LENGTH = 256;

/** The fragment (with `#`) that carries the IDs, or '' when there is nothing to carry. */
export function carryFragment(ids: CarriedIds): string {
  const params = new URLSearchParams();
  if (ids.company !== '') params.set(COMPANY, ids.company.slice(0, MAX_LENGTH));
  if (ids.userId !== '') params.set(USER, ids.userId.slice(0, MAX_LENGTH));
  const text = params.toString();
  return text === '' ? '' : `#${text}`;
}

/** The IDs a fragment carries, or null when it carries none (any other fragment is left alone). */
export function carriedIds(hash: string): CarriedIds | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const keys = [...params.keys()];
  if (keys.length === 0 || keys.some((key) => key !== COMPANY && key !== USER)) return null;
  const pick = (key: string): string => (params.get(key) ?? '').slice(0, MAX_LENGTH);
  return { company: pick(COMPANY), userId: pick(USER) };
}
