// Dates as the product writes them, with one Intl.DateTimeFormat per language and styles
// (src/lib/i18n/intl.ts). The first Intl format a page makes costs 40–65 ms at the bench's 4×
// CPU (Chromium loads its locale data once: a NumberFormat first takes 41–46 ms, a date format
// after it 10–11), later ones under 3 ms.
import { madeOnce, numberFormat } from './intl.ts';

/** What a date is shown with: the styles of Intl.DateTimeFormat this product uses. */
export interface DateStyles {
  readonly dateStyle?: 'medium';
  readonly timeStyle?: 'short' | 'medium';
}

/**
 * How the share-link and upload-request pages write the link's dates (its expiry, the request's
 * deadline): one style, made ready while the link is opened (`prepareDates`).
 */
export const LINK_DATES: DateStyles = { dateStyle: 'medium', timeStyle: 'short' };

/** A date-and-time format of the language. */
export function dateTimeFormat(locale: string, styles: DateStyles): Intl.DateTimeFormat {
  const key = `date ${locale} ${styles.dateStyle ?? '-'} ${styles.timeStyle ?? '-'}`;
  return madeOnce(key, () => new Intl.DateTimeFormat(locale, styles));
}

/**
 * Makes the language's data and the date format ready while the page waits for the network, in
 * two idle tasks under 50 ms each, so the answer that shows a date renders without them (issue
 * 17: on `/link` and `/upload` they made that render a 70–90 ms task at 4× CPU).
 */
export function prepareDates(
  locale: string,
  styles: DateStyles,
  idle: (work: () => void) => void,
): void {
  idle(() => {
    numberFormat(locale).format(0);
    idle(() => {
      dateTimeFormat(locale, styles).format(0);
    });
  });
}
