// The no-JS floor's page in each language (decision 027), read from bench/fixtures/floor.html,
// our login texts and global.css: what the floor server serves and the React floor starts from.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { floorIn, isFloorLanguage, languageStyle } from '../lib/floor-html.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Our login page's texts in `locale` (`locales/<locale>/login.json`). */
export function loginMessages(locale: Locale): Readonly<Record<string, string>> {
  const login = readFileSync(join(ROOT, 'locales', locale, 'login.json'), 'utf8');
  return JSON.parse(login) as Record<string, string>;
}

/** floor.html in `locale`: as written for English, else with our texts and that style. */
export function floorPage(locale: Locale): string {
  const floor = readFileSync(join(ROOT, 'bench', 'fixtures', 'floor.html'), 'utf8');
  if (!isFloorLanguage(locale)) return floor;
  const globalCss = readFileSync(join(ROOT, 'src', 'styles', 'global.css'), 'utf8');
  return floorIn(floor, locale, loginMessages(locale), languageStyle(globalCss, locale));
}
