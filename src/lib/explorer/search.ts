// Search by name (requirements X19): the comparison key both the app (highlight) and the reference
// server (its index) use, so that what the server finds is what the app marks.

/** The shortest key the server's trigram index can answer; shorter queries scan the key column. */
export const TRIGRAM_MIN = 3;
/** The longest query the app sends (characters). */
export const SEARCH_QUERY_MAX = 100;
/** How many results one search returns at most. */
export const SEARCH_LIMIT_MAX = 500;

/**
 * The comparison key of a name or a query: NFKC (full-width and half-width forms, compatibility
 * characters folded), then full case folding, then NFC again; surrounding white space dropped.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFC').trim();
}

/** A stretch of a name to mark: `[start, end)` in UTF-16 units of the name as shown. */
export interface MatchRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Where `query` occurs in `name` under the search key, as ranges of the name as shown (each
 * occurrence, without overlaps). Each character of the name is keyed on its own, so a character
 * whose key is longer (ß, ㈱) maps back whole.
 */
export function matchRanges(name: string, query: string): MatchRange[] {
  const needle = searchKey(query);
  if (needle === '') return [];
  let key = '';
  const startOf: number[] = [];
  const endOf: number[] = [];
  let offset = 0;
  for (const char of name) {
    const part = char.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFC');
    for (let i = 0; i < part.length; i += 1) {
      startOf.push(offset);
      endOf.push(offset + char.length);
    }
    key += part;
    offset += char.length;
  }
  const ranges: MatchRange[] = [];
  let from = 0;
  for (;;) {
    const at = key.indexOf(needle, from);
    if (at < 0) break;
    const start = startOf[at] ?? 0;
    const end = endOf[at + needle.length - 1] ?? name.length;
    const last = ranges.at(-1);
    if (last && start < last.end) ranges[ranges.length - 1] = { start: last.start, end };
    else ranges.push({ start, end });
    from = at + needle.length;
  }
  return ranges;
}

/** A run of a name's characters, `mark` where it matches the query. */
export interface NamePart {
  text: string;
  mark: boolean;
}

/** A name cut into plain and marked parts, for rendering a highlight. */
export function highlightParts(name: string, query: string): NamePart[] {
  const parts: NamePart[] = [];
  let at = 0;
  for (const { start, end } of matchRanges(name, query)) {
    if (start > at) parts.push({ text: name.slice(at, start), mark: false });
    parts.push({ text: name.slice(start, end), mark: true });
    at = end;
  }
  if (at < name.length) parts.push({ text: name.slice(at), mark: false });
  return parts;
}

/**
 * The parts of a name shown from a little before its first match, for a row too narrow for the
 * whole name: the plain text before the match is cut to its last `lead` characters after an
 * ellipsis. Null when the match is near enough to the start already (or there is none).
 */
export function nearFirstMatch(parts: readonly NamePart[], lead = 8): NamePart[] | null {
  const first = parts[0];
  if (first === undefined || first.mark || parts.length < 2) return null;
  const before = first.text;
  if (before.length <= lead + 1) return null;
  let cut = before.length - lead;
  // Never between the two halves of a character outside the BMP.
  const unit = before.charCodeAt(cut);
  if (unit >= 0xdc00 && unit <= 0xdfff) cut += 1;
  return [{ text: `…${before.slice(cut)}`, mark: false }, ...parts.slice(1)];
}

/**
 * `Ctrl+K` (`⌘K` on a Mac) or `/` focuses the search field; `/` with or without Shift, as layouts
 * differ in where they put it (Shift+7 on a German keyboard).
 */
export function isSearchKey(press: {
  readonly key: string;
  readonly mod: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}): boolean {
  if (press.alt) return false;
  if (press.mod) return !press.shift && press.key.toLowerCase() === 'k';
  return press.key === '/';
}

/** The search call's params: the key-less query as typed, trimmed, and the scope when given. */
export function searchParams(
  query: string,
  scope: { readonly node: string; readonly dirSeq: number | null } | null,
): { q: string; node?: string; dir_seq?: number } | null {
  const q = query.trim().slice(0, SEARCH_QUERY_MAX);
  if (searchKey(q) === '') return null;
  if (scope === null) return { q };
  return scope.dirSeq === null
    ? { q, node: scope.node }
    : { q, node: scope.node, dir_seq: scope.dirSeq };
}
