// Reading an island's props out of a built page (requirements L27, decision 017): Astro writes
// them into the `props` attribute of `<astro-island>` as JSON whose every value is a
// `[type, value]` pair (0 = plain value or object, 1 = array). Only those two types are read: a
// page whose props use any other (or a new format after an Astro upgrade) gives null, and the
// caller falls back to a plain navigation instead of showing half a language.
import { isLocale, type Locale } from './locales.ts';
import type { Strings } from './t.ts';

const PLAIN = 0;
const ARRAY = 1;

function reviveTuple(raw: unknown): unknown {
  if (!Array.isArray(raw) || raw.length !== 2) throw new TypeError('not a [type, value] pair');
  const [type, value] = raw as [unknown, unknown];
  if (type === PLAIN) return reviveObject(value);
  if (type === ARRAY && Array.isArray(value)) return value.map(reviveTuple);
  throw new TypeError(`prop type ${String(type)}`);
}

function reviveObject(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  if (Array.isArray(raw)) throw new TypeError('a bare array');
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, reviveTuple(value)]));
}

/** The props of an `astro-island` attribute, or null where the text is not the known format. */
export function decodeIslandProps(attribute: string | null): Record<string, unknown> | null {
  if (attribute === null) return null;
  try {
    const props = reviveObject(JSON.parse(attribute));
    return typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function isStrings(value: unknown): value is Strings {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** The props of the login island: its language and its two sets of strings. */
export interface LoginIslandProps {
  readonly locale: Locale;
  readonly strings: Strings;
  readonly extrasStrings: Strings;
}

/**
 * The login island's props in a fetched page, when they are in the language asked for and hold
 * the keys the island cannot do without; null otherwise.
 */
export function loginIslandProps(
  attribute: string | null,
  wanted: Locale,
  requiredKeys: readonly string[] = ['login.title', 'otp.verify', 'common.ok'],
): LoginIslandProps | null {
  const props = decodeIslandProps(attribute);
  if (props === null) return null;
  const { locale, strings, extrasStrings } = props;
  if (!isLocale(locale) || locale !== wanted) return null;
  if (!isStrings(strings) || !isStrings(extrasStrings)) return null;
  if (requiredKeys.some((key) => !(key in strings))) return null;
  return { locale, strings, extrasStrings };
}
