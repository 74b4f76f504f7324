// The characters of the language switcher's names that the page's Latin fonts lack (decision
// 023): `scripts/language-names-font.ts` puts exactly these into a small font written into every
// page, so naming 日本語 and 한국어 does not make the browser open a whole CJK system font before
// the first paint.

/** Every non-ASCII character of `names`, once each, in code point order. */
export function nameGlyphs(names: Iterable<string>): string {
  const codes = new Set<number>();
  for (const name of names) {
    for (const char of name) {
      const code = char.codePointAt(0) ?? 0;
      if (code > 0x7f) codes.add(code);
    }
  }
  return String.fromCodePoint(...[...codes].sort((a, b) => a - b));
}
