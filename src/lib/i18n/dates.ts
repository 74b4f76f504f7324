// Dates as the product writes them, with one Intl.DateTimeFormat per language and styles
// (src/lib/i18n/intl.ts). The first Intl format a page makes costs 75–145 ms at the bench's 4×
// CPU (Chromium loads its locale data once; a date format after a number format 19–23 ms), later
// ones under 3 ms: the public link pages write theirs without Intl (`date-patterns.ts`).
import { madeOnce } from './intl.ts';

/** What a date is shown with: the styles of Intl.DateTimeFormat this product uses. */
export interface DateStyles {
  readonly dateStyle?: 'medium';
  readonly timeStyle?: 'short' | 'medium';
}

/**
 * How the share-link and upload-request pages write the link's dates (its expiry, the request's
 * deadline). They write them with a pattern compiled when the page is built (`date-patterns.ts`).
 */
export const LINK_DATES: DateStyles = { dateStyle: 'medium', timeStyle: 'short' };

/** How those pages write a time later today (when a lock or a pause ends). */
export const LINK_TIMES: DateStyles = { timeStyle: 'short' };

/** A date-and-time format of the language. */
export function dateTimeFormat(locale: string, styles: DateStyles): Intl.DateTimeFormat {
  const key = `date ${locale} ${styles.dateStyle ?? '-'} ${styles.timeStyle ?? '-'}`;
  return madeOnce(key, () => new Intl.DateTimeFormat(locale, styles));
}
