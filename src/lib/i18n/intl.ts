// The language's Intl formatters, each made once per language and options (issue 17). Making one
// loads Chromium's data for it: the client t() made a PluralRules and a NumberFormat in every
// island's hydration, 40 ms of self time at the bench's 4× CPU in a profile of /black-list; the
// share page made a DateTimeFormat per date on every render. Using one that exists costs
// microseconds. The date formats are in `dates.ts`: not every page that translates shows a date.
const made = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter `key` names, made by `make` the first time it is asked for. */
export function madeOnce<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  const known = made.get(key) as T | undefined;
  if (known !== undefined) return known;
  const fresh = make();
  made.set(key, fresh);
  return fresh;
}

/** The language's plural rules (cardinal). */
export function pluralRules(locale: string): Intl.PluralRules {
  return madeOnce(`plural ${locale}`, () => new Intl.PluralRules(locale));
}

/** The language's number format (digit grouping). */
export function numberFormat(locale: string): Intl.NumberFormat {
  return madeOnce(`number ${locale}`, () => new Intl.NumberFormat(locale));
}

/**
 * A number as the language writes it. Integers under 1,000 are written alike in English,
 * Japanese and Korean (Latin digits, no grouping): they need no NumberFormat, whose first making
 * loads the language's data (35–82 ms at the bench's 4× CPU; a count in the reset pages' password
 * rules made the render that shows the form a task of 80–90 ms).
 */
export function formatNumber(locale: string, value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 1000
    ? String(value)
    : numberFormat(locale).format(value);
}
