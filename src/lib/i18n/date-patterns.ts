// Dates on the public link pages without Intl in the browser (issue 17, decision 028). The first
// Intl.DateTimeFormat a page makes costs 75–145 ms at the bench's 4× CPU (Chromium loads the
// language's data), a long task of ours on /link and /upload. So the build, which has the same
// Intl, reads the format's pattern once per language (`compileDatePattern`) and the page fills
// it in with the visitor's local date (`writeDate`). A pattern is used only when it writes a
// table of dates exactly as Intl does; otherwise the page falls back to Intl.
import { dateTimeFormat, LINK_DATES, LINK_TIMES, type DateStyles } from './dates.ts';

/**
 * A date format, compiled: a CLDR pattern (`MMM d, y, h:mm a`: letters for fields, text in single
 * quotes) with the month names and the two day periods when the pattern writes them.
 */
export interface DatePattern {
  readonly pattern: string;
  /** January to December, when the month is written as a name (`MMM`). */
  readonly months?: readonly string[];
  /** Before and after noon, when the pattern has `a`. */
  readonly periods?: readonly string[];
}

/** A moment's fields as a calendar shows them (month 1–12). */
export interface DateFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The fields of `at` in the visitor's time zone. */
export function localFields(at: number): DateFields {
  const d = new Date(at);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
    second: d.getSeconds(),
  };
}

/** The fields of `at` in UTC. */
export function utcFields(at: number): DateFields {
  const d = new Date(at);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const TOKEN = /'((?:[^']|'')*)'|([a-zA-Z])\2*|[^'a-zA-Z]+/g;

function padded(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function field(token: string, date: DateFields, pattern: DatePattern): string | null {
  const width = token.length;
  const h12 = date.hour % 12;
  switch (token[0]) {
    case 'y':
      return width === 2 ? padded(date.year % 100, 2) : String(date.year);
    case 'M':
      return width >= 3 ? (pattern.months?.[date.month - 1] ?? null) : padded(date.month, width);
    case 'd':
      return padded(date.day, width);
    case 'h':
      return padded(h12 === 0 ? 12 : h12, width);
    case 'K':
      return padded(h12, width);
    case 'H':
      return padded(date.hour, width);
    case 'k':
      return padded(date.hour === 0 ? 24 : date.hour, width);
    case 'm':
      return padded(date.minute, width);
    case 's':
      return padded(date.second, width);
    case 'a':
      return pattern.periods?.[date.hour < 12 ? 0 : 1] ?? null;
    default:
      return null;
  }
}

/** `date` written with `pattern`; null when the pattern has a letter this writer does not know. */
export function writeDate(pattern: DatePattern, date: DateFields): string | null {
  let text = '';
  for (const [token, quoted] of pattern.pattern.matchAll(TOKEN)) {
    if (quoted !== undefined) {
      text += quoted.replaceAll("''", "'");
    } else if (/^[a-zA-Z]/.test(token)) {
      const value = field(token, date, pattern);
      if (value === null) return null;
      text += value;
    } else {
      text += token;
    }
  }
  return text;
}

// Every field a single digit, so a written "02" tells a two-digit field from a one-digit one.
const PROBE = Date.UTC(2001, 1, 3, 4, 5, 6);
const HOUR_LETTER = { h12: 'h', h11: 'K', h23: 'H', h24: 'k' } as const;

function lettersOf(
  part: { readonly type: string; readonly value: string },
  hourCycle: string | undefined,
): string | null {
  const two = part.value.length === 2;
  switch (part.type) {
    case 'literal':
      return /[a-zA-Z']/.test(part.value) ? `'${part.value.replaceAll("'", "''")}'` : part.value;
    case 'year':
      return part.value === '2001' ? 'y' : part.value === '01' ? 'yy' : null;
    case 'month':
      return /^\d+$/.test(part.value) ? (two ? 'MM' : 'M') : 'MMM';
    case 'day':
      return two ? 'dd' : 'd';
    case 'hour': {
      const letter = HOUR_LETTER[hourCycle as keyof typeof HOUR_LETTER] as string | undefined;
      return letter === undefined ? null : two ? letter + letter : letter;
    }
    case 'minute':
      return two ? 'mm' : 'm';
    case 'second':
      return two ? 'ss' : 's';
    case 'dayPeriod':
      return 'a';
    default:
      return null;
  }
}

function partValue(format: Intl.DateTimeFormat, at: number, type: string): string {
  return format.formatToParts(at).find((p) => p.type === type)?.value ?? '';
}

/** Moments whose writing must match Intl's: every month, every hour, short and long days. */
function checkDates(): number[] {
  const dates: number[] = [];
  for (let month = 0; month < 12; month += 1) dates.push(Date.UTC(2026, month, 9, 12, 30, 0));
  for (let hour = 0; hour < 24; hour += 1) dates.push(Date.UTC(1999, 11, 31, hour, 59, 59));
  dates.push(Date.UTC(2030, 0, 10, 0, 0, 0), Date.UTC(2005, 6, 1, 23, 7, 8));
  return dates;
}

/**
 * The pattern of the language's format in `styles`, read from Intl where the site is built; null
 * when it has a field this writer does not know (an era, a weekday, a time zone) or does not
 * write the check dates exactly as Intl does. Then the page uses Intl (`dateWriter`).
 */
export function compileDatePattern(locale: string, styles: DateStyles): DatePattern | null {
  const format = new Intl.DateTimeFormat(locale, { ...styles, timeZone: 'UTC' });
  const { hourCycle } = format.resolvedOptions();
  // V8's format() writes a plain space where formatToParts() gives U+202F: take the text from
  // format(), part by part, since that is what the page would show.
  const written = format.format(PROBE);
  let offset = 0;
  const parts = format.formatToParts(PROBE).map((part) => {
    const value = written.slice(offset, offset + part.value.length);
    offset += part.value.length;
    return { type: part.type, value };
  });
  if (offset !== written.length) return null;
  const letters = parts.map((part) => lettersOf(part, hourCycle));
  if (letters.some((l) => l === null)) return null;
  const compiled: DatePattern = {
    pattern: letters.join(''),
    ...(letters.includes('MMM') && {
      months: Array.from({ length: 12 }, (_, m) =>
        partValue(format, Date.UTC(2001, m, 3, 4, 5, 6), 'month'),
      ),
    }),
    ...(letters.includes('a') && {
      periods: [Date.UTC(2001, 1, 3, 4), Date.UTC(2001, 1, 3, 16)].map((at) =>
        partValue(format, at, 'dayPeriod'),
      ),
    }),
  };
  const exact = checkDates().every(
    (at) => writeDate(compiled, utcFields(at)) === format.format(at),
  );
  return exact ? compiled : null;
}

/** Writes a moment in the visitor's time zone: with the compiled pattern, else with Intl. */
export function dateWriter(
  locale: string,
  styles: DateStyles,
  pattern: DatePattern | null,
): (at: number) => string {
  return (at) =>
    (pattern === null ? null : writeDate(pattern, localFields(at))) ??
    dateTimeFormat(locale, styles).format(at);
}

/** The patterns the public link pages write their dates with, compiled when the page is built. */
export interface LinkDatePatterns {
  /** A link's expiry or a request's deadline (`LINK_DATES`). */
  readonly date: DatePattern | null;
  /** A time later today: when a lock or a pause ends (`LINK_TIMES`). */
  readonly time: DatePattern | null;
}

/** What the link pages write dates with. */
export interface LinkDates {
  readonly date: (at: number) => string;
  readonly time: (at: number) => string;
}

/** The link pages' patterns in `locale`, for the page's island (run where the site is built). */
export function linkDatePatterns(locale: string): LinkDatePatterns {
  return {
    date: compileDatePattern(locale, LINK_DATES),
    time: compileDatePattern(locale, LINK_TIMES),
  };
}

/** The link pages' writers from their compiled patterns. */
export function linkDates(locale: string, patterns: LinkDatePatterns): LinkDates {
  return {
    date: dateWriter(locale, LINK_DATES, patterns.date),
    time: dateWriter(locale, LINK_TIMES, patterns.time),
  };
}
