// The avatar's letters: the first character (grapheme) of a name's first and last words.
//
// Intl.Segmenter finds graphemes exactly, but making one loads the break rules: 47-72 ms of the
// app's first render at 4x CPU (decision 035). Almost every name starts with a letter
// of a script whose first character is one code point followed by another letter, where Unicode's
// rules (UAX #29) always break: those are answered without it. Anything else (marks, joiners,
// emoji, flags, Hangul jamo, other scripts) still goes to the segmenter, so the result is the same.

// A first code point that no rule joins to what follows when that is a plain letter: letters and
// digits of the scripts below (none of them has a Prepend character) and precomposed Hangul.
const PLAIN_FIRST =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Nd}\u{AC00}-\u{D7A3}]$/u;
// A following code point that never extends the one before (not a mark, joiner, modifier or Hangul
// jamo; U+FF9E/U+FF9F extend, U+0E33/U+0EB3 are spacing marks although they are letters).
const PLAIN_NEXT = /^[\p{L}\p{Nd}\p{P}\p{Zs}]$/u;
const NOT_PLAIN_NEXT =
  /^[\u{1100}-\u{11FF}\u{A960}-\u{A97F}\u{D7B0}-\u{D7FF}\u{FF9E}\u{FF9F}\u{E33}\u{EB3}]$/u;

let segmenter: Intl.Segmenter | null = null;

/** The first code point of `text` when, by the rules above, it is the whole first grapheme. */
export function plainFirst(text: string): string | null {
  const [first, next] = text;
  return first !== undefined &&
    PLAIN_FIRST.test(first) &&
    (next === undefined || (PLAIN_NEXT.test(next) && !NOT_PLAIN_NEXT.test(next)))
    ? first
    : null;
}

/** The first grapheme of `text` (`''` for an empty text). */
export function firstGrapheme(text: string): string {
  if (text === '') return '';
  const plain = plainFirst(text);
  if (plain !== null) return plain;
  segmenter ??= new Intl.Segmenter();
  for (const { segment } of segmenter.segment(text)) return segment;
  return '';
}

/** Whether the segmenter has been made (for tests: the common names never make it). */
export function segmenterMade(): boolean {
  return segmenter !== null;
}

/** Up to two letters for an avatar: the first of the first word and of the last, upper-cased. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/u);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return letters
    .map((part) => firstGrapheme(part ?? ''))
    .join('')
    .toUpperCase();
}
