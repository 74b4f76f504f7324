// A date or time set into a sentence stays on one line. Korean pages break at spaces only
// (`word-break: keep-all`), so "2026. 12. 3. 오후 11:22" could end one line at "3." and start the
// next at "오후"; any language's date reads badly split. Its spaces become no-break spaces.

/** `text` with each space a no-break space (U+00A0), so it is never broken across lines. */
export function unbroken(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}
