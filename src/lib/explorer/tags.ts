// Tags on files (requirements X22): the one rule for a tag (normalised, checked, compared without
// case), the chip list's edits, autocomplete from the company's common tags and the row's compact
// chips. The reference server applies the same rule.

/** Longest tag, in characters (as the common-tags call allows). */
export const TAG_MAX_LENGTH = 50;
/** Most tags one file carries. */
export const TAGS_PER_FILE = 20;
/** Chips a row shows before "+N". */
export const ROW_CHIPS = 2;
/** Common tags the tag editor suggests at once. */
export const SUGGESTED_TAGS = 8;

/** Why a typed tag is refused, as a locale key suffix (`tags.problem.<problem>`). */
export type TagProblem = 'empty' | 'tooLong' | 'control' | 'duplicate' | 'tooMany';

// C0, DEL, C1, and the line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/** A typed tag as stored: NFC, trimmed, runs of spaces made one space. */
export function normaliseTag(raw: string): string {
  return raw
    .normalize('NFC')
    .trim()
    .replace(/[ \t\u3000]+/gu, ' ');
}

/** The key two tags compare by: full case folding of the normalised text. */
export function tagKey(tag: string): string {
  return normaliseTag(tag).toUpperCase().toLowerCase().normalize('NFC');
}

/** What is wrong with a tag (already normalised), or null. */
export function tagProblem(tag: string): TagProblem | null {
  if (CONTROL.test(tag)) return 'control';
  if (tag === '') return 'empty';
  // Code points, as the server's limit counts them.
  if (Array.from(tag).length > TAG_MAX_LENGTH) return 'tooLong';
  return null;
}

/** The tags with later duplicates (by key) and empty ones left out, order kept. */
export function dedupeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = normaliseTag(raw);
    const key = tagKey(tag);
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/**
 * A folder's tags (`known`, in the server's order: by key) with `added` among them, in that order;
 * null when none of `added` is new.
 */
export function withTags(known: readonly string[], added: readonly string[]): string[] | null {
  const merged = dedupeTags([...known, ...added]);
  if (merged.length === known.length) return null;
  const byKey = (a: string, b: string): number =>
    tagKey(a) < tagKey(b) ? -1 : tagKey(a) > tagKey(b) ? 1 : 0;
  return merged.sort(byKey);
}

/** Whether the list holds the tag (without case). */
export function hasTag(tags: readonly string[] | undefined, tag: string): boolean {
  const key = tagKey(tag);
  return (tags ?? []).some((t) => tagKey(t) === key);
}

/** The outcome of adding a typed tag to a file's tags. */
export type TagEdit =
  | { readonly ok: true; readonly tag: string; readonly tags: readonly string[] }
  | { readonly ok: false; readonly problem: TagProblem };

/** Adds a typed tag: normalised, checked, refused when the file has it already or is full. */
export function addTag(tags: readonly string[], raw: string): TagEdit {
  const tag = normaliseTag(raw);
  const problem = tagProblem(tag);
  if (problem !== null) return { ok: false, problem };
  if (hasTag(tags, tag)) return { ok: false, problem: 'duplicate' };
  if (tags.length >= TAGS_PER_FILE) return { ok: false, problem: 'tooMany' };
  return { ok: true, tag, tags: [...tags, tag] };
}

/** Removes a tag (without case); absent: no change. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  const key = tagKey(tag);
  return tags.filter((t) => tagKey(t) !== key);
}

/**
 * Autocomplete: the common tags matching what is typed, those starting with it first, then those
 * containing it, each group in its order; tags the file has are left out. Nothing typed: all.
 */
export function suggestTags(
  common: readonly string[],
  typed: string,
  current: readonly string[],
  limit = SUGGESTED_TAGS,
): string[] {
  const query = tagKey(typed);
  const free = dedupeTags(common).filter((t) => !hasTag(current, t));
  const starts = free.filter((t) => tagKey(t).startsWith(query));
  const contains = free.filter((t) => !tagKey(t).startsWith(query) && tagKey(t).includes(query));
  return [...starts, ...contains].slice(0, limit);
}

/**
 * The rows the editor keeps for its suggestions: as many as the company has common tags, up to
 * the list's length, so the dialog keeps its height while typing filters the list.
 */
export function suggestionRows(common: readonly string[], limit = SUGGESTED_TAGS): number {
  return Math.min(dedupeTags(common).length, limit);
}

/** The chips a row shows and how many more it has ("+N"). */
export function rowChips(
  tags: readonly string[] | undefined,
  max = ROW_CHIPS,
): { readonly shown: readonly string[]; readonly more: number } {
  const all = tags ?? [];
  const shown = all.slice(0, max);
  return { shown, more: all.length - shown.length };
}

/** The items carrying a tag; no tag: all of them. */
export function filterByTag<T extends { readonly tags?: readonly string[] | undefined }>(
  items: readonly T[],
  tag: string | null,
): T[] {
  if (tag === null) return [...items];
  return items.filter((item) => hasTag(item.tags, tag));
}

/** A chip of the list's tag filter. */
export interface FilterChip {
  readonly tag: string;
  readonly pressed: boolean;
}

/**
 * The chips of the list's tag filter: the folder's tags once each (without case), the active one
 * pressed; an active tag the folder no longer carries comes first, so it can still be turned off.
 */
export function filterChips(tags: readonly string[], active: string | null): FilterChip[] {
  const chips = dedupeTags(tags).map((tag) => ({
    tag,
    pressed: active !== null && tagKey(tag) === tagKey(active),
  }));
  if (active === null || chips.some((c) => c.pressed)) return chips;
  return [{ tag: normaliseTag(active), pressed: true }, ...chips];
}
