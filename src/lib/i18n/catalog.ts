// Reads the locale files from disk (tests and tools only; pages use server.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from './locales.ts';

/** One locale file: its name and flat key → text map. */
export interface LocaleFile {
  readonly file: string;
  readonly entries: Readonly<Record<string, string>>;
}

/** Every `locales/{locale}/*.json` file of a locale, parsed. */
export function readLocaleFiles(root: string, locale: Locale): LocaleFile[] {
  const dir = join(root, 'locales', locale);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      entries: JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>,
    }));
}

/** The `{{name}}` placeholders of a text, sorted and unique. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

/** A key without its plural suffix: `files.count_other` → `files.count`. */
export function pluralBase(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

/** Problems that make the catalogue unusable: missing keys, placeholder drift, duplicates. */
export function catalogueProblems(root: string): string[] {
  const problems: string[] = [];
  const merged = new Map<Locale, Map<string, string>>();
  for (const locale of LOCALES) {
    const all = new Map<string, string>();
    for (const { file, entries } of readLocaleFiles(root, locale)) {
      for (const [key, text] of Object.entries(entries)) {
        if (all.has(key)) problems.push(`${locale}: "${key}" is defined twice (again in ${file})`);
        if (typeof text !== 'string' || text.trim() === '')
          problems.push(`${locale}: "${key}" is empty`);
        all.set(key, text);
      }
    }
    merged.set(locale, all);
  }
  const english = merged.get('en') ?? new Map<string, string>();
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const other = merged.get(locale) ?? new Map<string, string>();
    const otherBases = new Set([...other.keys()].map(pluralBase));
    const englishBases = new Set([...english.keys()].map(pluralBase));
    for (const base of englishBases) {
      if (!otherBases.has(base)) problems.push(`${locale}: missing "${base}"`);
    }
    for (const base of otherBases) {
      if (!englishBases.has(base)) problems.push(`${locale}: "${base}" is not in English`);
    }
    for (const [key, text] of english) {
      const base = pluralBase(key);
      const theirs = [...other.entries()].filter(([k]) => pluralBase(k) === base);
      for (const [theirKey, theirText] of theirs) {
        const want = placeholdersOf(text).filter((p) => p !== 'count');
        const got = placeholdersOf(theirText).filter((p) => p !== 'count');
        if (want.join() !== got.join())
          problems.push(
            `${locale}: "${theirKey}" has {{${got.join(', ')}}}, English has {{${want.join(', ')}}}`,
          );
      }
    }
  }
  return problems;
}
