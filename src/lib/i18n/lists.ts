// Lists joined in a sentence, the way each language punctuates them (requirements L26):
// Japanese uses the ideographic comma 「、」, English and Korean a comma and a space. A plain
// separator rather than Intl.ListFormat's "and"/"및", so a list of problems reads as a list.
import type { Locale } from './locales.ts';

// Clauses that hold commas themselves are set apart with a semicolon in English.
const SEPARATORS = {
  items: { en: ', ', ja: '、', ko: ', ' },
  clauses: { en: '; ', ja: '、', ko: ', ' },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

/** Joins items as a list in a language: (ja, [a, b]) → "a、b". */
export function joinList(
  locale: Locale,
  items: readonly string[],
  kind: keyof typeof SEPARATORS = 'items',
): string {
  return items.join(SEPARATORS[kind][locale]);
}
