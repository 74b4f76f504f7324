import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  compileDatePattern,
  dateWriter,
  linkDatePatterns,
  linkDates,
  utcFields,
  writeDate,
  type DateFields,
} from './date-patterns.ts';
import { LINK_DATES, LINK_TIMES, type DateStyles } from './dates.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

describe('compileDatePattern', () => {
  it.each<[string, DateStyles, string]>([
    ['en', LINK_DATES, 'MMM d, y, h:mm a'],
    ['en', LINK_TIMES, 'h:mm a'],
    ['ja', LINK_DATES, 'y/MM/dd H:mm'],
    ['ja', LINK_TIMES, 'H:mm'],
    ['ko', LINK_DATES, 'y. M. d. a h:mm'],
    ['ko', LINK_TIMES, 'a h:mm'],
    ['de', LINK_DATES, 'dd.MM.y, HH:mm'],
    ['en-GB', { dateStyle: 'medium' }, 'd MMM y'],
  ])('reads the %s format %o as %s', (locale, styles, pattern) => {
    expect(compileDatePattern(locale, styles)?.pattern).toBe(pattern);
  });

  it('keeps the month names and the day periods the pattern writes', () => {
    const en = compileDatePattern('en', LINK_DATES);
    expect(en?.months).toEqual([...EN_MONTHS, 'Dec']);
    expect(en?.periods).toEqual(['AM', 'PM']);
    expect(compileDatePattern('ko', LINK_TIMES)?.periods).toEqual(['오전', '오후']);
    expect(compileDatePattern('ja', LINK_DATES)).toEqual({ pattern: 'y/MM/dd H:mm' });
  });

  it.each<[string, DateStyles]>([
    ['th', { dateStyle: 'medium' }],
    ['fa', LINK_DATES],
  ])('gives none for %s %o, whose calendar or digits it cannot write', (locale, styles) => {
    expect(compileDatePattern(locale, styles)).toBeNull();
  });
});

describe('writeDate', () => {
  const at = (hour: number): DateFields => ({
    year: 2026,
    month: 3,
    day: 7,
    hour,
    minute: 4,
    second: 9,
  });

  it.each<[string, number, string]>([
    ['h:mm a', 0, '12:04 AM'],
    ['h:mm a', 12, '12:04 PM'],
    ['hh:mm:ss a', 13, '01:04:09 PM'],
    ['K:mm a', 0, '0:04 AM'],
    ['H:mm', 0, '0:04'],
    ['HH:mm', 9, '09:04'],
    ['k:mm', 0, '24:04'],
    ['y/MM/dd', 0, '2026/03/07'],
    ['yy.M.d', 0, '26.3.7'],
    ["d 'de' MMM", 0, '7 de Mar'],
    ["h 'o''clock'", 15, "3 o'clock"],
  ])('writes %s at %i h as %s', (pattern, hour, text) => {
    expect(
      writeDate({ pattern, months: EN_MONTHS.concat('Dec'), periods: ['AM', 'PM'] }, at(hour)),
    ).toBe(text);
  });

  it('gives null for a letter it does not know, or a name it was not given', () => {
    expect(writeDate({ pattern: 'EEEE d' }, at(0))).toBeNull();
    expect(writeDate({ pattern: 'MMM d' }, at(0))).toBeNull();
    expect(writeDate({ pattern: 'h a' }, at(0))).toBeNull();
  });

  it.each(['en', 'ja', 'ko', 'fr', 'ru', 'zh'])(
    'writes %s in UTC exactly as Intl does, every day of a year',
    (locale) => {
      const intl = new Intl.DateTimeFormat(locale, { ...LINK_DATES, timeZone: 'UTC' });
      const pattern = compileDatePattern(locale, LINK_DATES);
      expect(pattern).not.toBeNull();
      if (pattern === null) return;
      for (let day = 0; day < 366; day += 1) {
        const moment = Date.UTC(2028, 0, 1) + day * 86_400_000 + day * 3_937_000;
        expect(writeDate(pattern, utcFields(moment))).toBe(intl.format(moment));
      }
    },
  );
});

describe('dateWriter', () => {
  const moments = [
    Date.UTC(2026, 0, 1, 0, 0),
    Date.UTC(2026, 6, 15, 12, 30),
    Date.UTC(2027, 11, 31, 23, 59),
  ];

  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(
    ['en', 'ja', 'ko'].flatMap((locale) =>
      ['Asia/Tokyo', 'America/New_York', 'Australia/Adelaide'].map((tz) => [locale, tz]),
    ),
  )(
    'writes %s in the visitor’s time zone (%s) as Intl does, without making a DateTimeFormat',
    (locale, tz) => {
      process.env.TZ = tz;
      const expected = moments.map((m) => new Intl.DateTimeFormat(locale, LINK_DATES).format(m));
      expect(new Intl.DateTimeFormat(locale).resolvedOptions().timeZone).toBe(tz);
      const write = dateWriter(locale, LINK_DATES, compileDatePattern(locale, LINK_DATES));
      const made = vi.spyOn(Intl, 'DateTimeFormat');
      expect(moments.map(write)).toEqual(expected);
      expect(made).not.toHaveBeenCalled();
    },
  );

  it('falls back to Intl without a pattern, or with one it cannot write', () => {
    const thai = new Intl.DateTimeFormat('th', LINK_DATES).format(moments[1]);
    expect(dateWriter('th', LINK_DATES, null)(moments[1] ?? 0)).toBe(thai);
    const en = new Intl.DateTimeFormat('en', LINK_TIMES).format(moments[1]);
    expect(dateWriter('en', LINK_TIMES, { pattern: 'EEEE' })(moments[1] ?? 0)).toBe(en);
  });
});

describe('linkDatePatterns', () => {
  it.each(['en', 'ja', 'ko'])('compiles both of the link pages’ formats in %s', (locale) => {
    const patterns = linkDatePatterns(locale);
    expect(patterns.date).not.toBeNull();
    expect(patterns.time).not.toBeNull();
    const dates = linkDates(locale, patterns);
    const m = Date.UTC(2026, 10, 26, 21, 5);
    expect(dates.date(m)).toBe(new Intl.DateTimeFormat(locale, LINK_DATES).format(m));
    expect(dates.time(m)).toBe(new Intl.DateTimeFormat(locale, LINK_TIMES).format(m));
  });
});
