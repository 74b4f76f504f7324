// Build-time only: one i18next instance per language. Never import this from an island.
import i18next, { type i18n } from 'i18next';
import { LOCALES, type Locale } from './locales.ts';
import type { Strings, TFunction } from './t.ts';

/** Every locale file, merged per language (file names only group keys; keys are global). */
const files = import.meta.glob<Record<string, string>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** All flat keys of one language, from every file in `locales/{locale}/`. */
export function resourcesOf(locale: Locale): Strings {
  const merged: Record<string, string> = {};
  for (const [path, content] of Object.entries(files)) {
    if (path.split('/').at(-2) === locale) Object.assign(merged, content);
  }
  return merged;
}

const instances = new Map<Locale, i18n>();

function instanceOf(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: false,
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false }, // Astro and React escape on render
      resources: { [locale]: { translation: resourcesOf(locale) } },
    });
    instances.set(locale, instance);
  }
  return instance;
}

/** The build-time translate function of a language. */
export function getT(locale: Locale): TFunction {
  const instance = instanceOf(locale);
  return (key, vars) => instance.t(key, vars ?? {});
}

/**
 * The strings an island needs, by key prefix (`'login.'`) or exact key; plural forms come along.
 * Islands get only these as a prop, so no page ships another page's text.
 */
export function pickStrings(locale: Locale, wanted: readonly string[]): Strings {
  const all = resourcesOf(locale);
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(all)) {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (wanted.some((w) => (w.endsWith('.') ? key.startsWith(w) : base === w))) picked[key] = value;
  }
  return picked;
}

/** Every locale with its translate function, for pages that render all three. */
export const ALL_LOCALES: readonly Locale[] = LOCALES;
