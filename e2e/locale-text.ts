import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The translated texts, read from locales/ so stories never hard-code a translation twice.
const root = join(import.meta.dirname, '..', 'locales');

/** Every key of one language, merged from its files. */
export function resourcesOf(locale: 'en' | 'ja' | 'ko'): Readonly<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith('.json'))) {
    Object.assign(merged, JSON.parse(readFileSync(join(root, locale, file), 'utf8')));
  }
  return merged;
}
