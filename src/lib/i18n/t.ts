import type { Locale } from './locales.ts';

/** The strings one island receives: flat keys, plural forms as `key_one`, `key_other`, … */
export type Strings = Readonly<Record<string, string>>;

/** Values for `{{name}}` placeholders; `count` also picks the plural form. */
export type Vars = Readonly<Record<string, string | number>>;

/** A translate function over one island's strings. */
export type TFunction = (key: string, vars?: Vars) => string;

/** A language's plural rules and number format, made on first need and shared by its islands. */
interface Formats {
  readonly rules: () => Intl.PluralRules;
  readonly numbers: () => Intl.NumberFormat;
}

const formatsByLocale = new Map<Locale, Formats>();

/**
 * Making an `Intl.PluralRules` or `Intl.NumberFormat` loads the language's data: about 10 ms on
 * a fast machine, 40 ms at the bench's 4× CPU, inside the island's hydration (issue 17). Most
 * texts of a page have no count and no number, so neither is made until one does.
 */
function formatsOf(locale: Locale): Formats {
  const known = formatsByLocale.get(locale);
  if (known !== undefined) return known;
  let rules: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const made: Formats = {
    rules: () => (rules ??= new Intl.PluralRules(locale)),
    numbers: () => (numbers ??= new Intl.NumberFormat(locale)),
  };
  formatsByLocale.set(locale, made);
  return made;
}

/**
 * The client-side `t()`: i18next's `{{var}}` interpolation and `_one`/`_other` plurals
 * (chosen with Intl.PluralRules), without shipping i18next to the browser. Numbers are written
 * with the language's digit grouping ("10,000 items"); values that must not be grouped (codes,
 * years, clock times) are passed as strings.
 */
export function createT(strings: Strings, locale: Locale): TFunction {
  const formats = formatsOf(locale);
  return (key, vars) => {
    const count = vars?.['count'];
    const plural =
      typeof count === 'number' ? strings[`${key}_${formats.rules().select(count)}`] : undefined;
    const template = plural ?? strings[key] ?? strings[`${key}_other`] ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = vars?.[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? formats.numbers().format(value) : value;
    });
  };
}
