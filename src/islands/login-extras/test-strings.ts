// The English strings of the login extras, for component tests (read from the locale file).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Strings } from '../../lib/i18n/t.ts';

/** Every `locales/en/login-extras.json` entry. */
export const EN: Strings = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../locales/en/login-extras.json'), 'utf8'),
) as Strings;
