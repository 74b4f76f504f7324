// The "updated" date of a list entry, with one formatter per language: making an Intl formatter
// costs far more than using one, so none is made while rows render.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The date-and-time formatter of a language (made once). */
export function dateFormatter(locale: string): Intl.DateTimeFormat {
  let format = formatters.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(locale, format);
  }
  return format;
}

/** An entry's last update as the list shows it; a dash when unknown. */
export function formatUpdated(locale: string, ms: number | null): string {
  return ms === null ? '—' : dateFormatter(locale).format(ms);
}

/** Makes the formatter (and loads its locale data) ahead of the first rows, e.g. while idle. */
export function prepareDateFormat(locale: string): void {
  dateFormatter(locale).format(0);
}
