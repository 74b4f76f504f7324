// The language's Intl formatters, each made once per language and options. Making one loads the
// language's data: 10–15 ms on a fast machine, 40–50 ms at the bench's 4× CPU (issue 17: the
// client t() made two in every island's hydration, the share page one per date on each render).
// Using one that exists costs microseconds.
const made = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>();

function once<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(
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
  return once(`plural ${locale}`, () => new Intl.PluralRules(locale));
}

/** The language's number format (digit grouping). */
export function numberFormat(locale: string): Intl.NumberFormat {
  return once(`number ${locale}`, () => new Intl.NumberFormat(locale));
}

/** What a date is shown with: the styles of Intl.DateTimeFormat this product uses. */
export interface DateStyles {
  readonly dateStyle?: 'medium';
  readonly timeStyle?: 'short' | 'medium';
}

/** A date-and-time format of the language. */
export function dateTimeFormat(locale: string, styles: DateStyles): Intl.DateTimeFormat {
  const key = `date ${locale} ${styles.dateStyle ?? '-'} ${styles.timeStyle ?? '-'}`;
  return once(key, () => new Intl.DateTimeFormat(locale, styles));
}
