import { formatNumber, pluralRules } from './intl.ts';
import { TWO_WAY_PARTICLES } from './ko-two-way.ts';
import type { Locale } from './locales.ts';

/** The strings one island receives: flat keys, plural forms as `key_one`, `key_other`, … */
export type Strings = Readonly<Record<string, string>>;

/** Values for `{{name}}` placeholders; `count` also picks the plural form. */
export type Vars = Readonly<Record<string, string | number>>;

/** A translate function over one island's strings. */
export type TFunction = (key: string, vars?: Vars) => string;

/**
 * `{{name}}`, and a Korean particle written both ways right after it (or after its closing
 * quote): "{{name}}을(를)", "'{{name}}'(으)로".
 */
const PLACEHOLDER = new RegExp(
  `\\{\\{\\s*(\\w+)\\s*\\}\\}(?:(['"’”」』)]?)(${TWO_WAY_PARTICLES.map((p) => p.replace(/[()]/g, '\\$&')).join('|')}))?`,
  'g',
);

/** Chooses the form of a particle written both ways after a value (src/lib/i18n/ko-particles.ts). */
export type ParticleChoice = (value: string, particle: string) => string;

/**
 * The client-side `t()`: i18next's `{{var}}` interpolation and `_one`/`_other` plurals
 * (chosen with Intl.PluralRules), without shipping i18next to the browser. Numbers are written
 * with the language's digit grouping ("10,000 items"); values that must not be grouped (codes,
 * years, clock times) are passed as strings. The formatters are made on first need
 * (src/lib/i18n/intl.ts): most texts have no count and no number.
 */
export function createT(
  strings: Strings,
  locale: Locale,
  particles: ParticleChoice | null = null,
): TFunction {
  return (key, vars) => {
    const count = vars?.['count'];
    const plural =
      typeof count === 'number'
        ? strings[`${key}_${pluralRules(locale).select(count)}`]
        : undefined;
    const template = plural ?? strings[key] ?? strings[`${key}_other`] ?? key;
    return template.replace(
      PLACEHOLDER,
      (whole, name: string, quote: string | undefined, particle: string | undefined) => {
        const value = vars?.[name];
        if (value === undefined) return whole;
        const text = typeof value === 'number' ? formatNumber(locale, value) : value;
        if (particle === undefined) return text;
        // A Korean particle right after a value takes the form the value's last syllable asks
        // for, where the island passes the choice (the app; the public pages' values are e-mail
        // addresses and numbers, and they do not ship it).
        const form = locale === 'ko' && particles !== null ? particles(text, particle) : particle;
        return `${text}${quote ?? ''}${form}`;
      },
    );
  };
}
