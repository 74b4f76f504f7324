// The "updated" date of a list entry, with one formatter per language (src/lib/i18n/dates.ts):
// making an Intl formatter costs far more than using one, so none is made while rows render.
import { dateTimeFormat } from '../i18n/dates.ts';

/** The date-and-time formatter of a language (made once). */
export function dateFormatter(locale: string): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** An entry's last update as the list shows it; a dash when unknown. */
export function formatUpdated(locale: string, ms: number | null): string {
  return ms === null ? '—' : dateFormatter(locale).format(ms);
}

/** Makes the formatter (and loads its locale data) ahead of the first rows, e.g. while idle. */
export function prepareDateFormat(locale: string): void {
  dateFormatter(locale).format(0);
}
