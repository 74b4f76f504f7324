// Dates as the product writes them, with one Intl.DateTimeFormat per language and styles
// (src/lib/i18n/intl.ts). The first one a page makes costs 50–65 ms at the bench's 4× CPU
// (Chromium's calendar data, whatever the language), later ones under 3 ms.
import { madeOnce } from './intl.ts';

/** What a date is shown with: the styles of Intl.DateTimeFormat this product uses. */
export interface DateStyles {
  readonly dateStyle?: 'medium';
  readonly timeStyle?: 'short' | 'medium';
}

/** A date-and-time format of the language. */
export function dateTimeFormat(locale: string, styles: DateStyles): Intl.DateTimeFormat {
  const key = `date ${locale} ${styles.dateStyle ?? '-'} ${styles.timeStyle ?? '-'}`;
  return madeOnce(key, () => new Intl.DateTimeFormat(locale, styles));
}
