// The English strings of every locale file, for component tests (read from disk, as pages do at
// build time). Never imported by a page.
import { join } from 'node:path';
import { readLocaleFiles } from '../../lib/i18n/catalog.ts';
import type { Strings } from '../../lib/i18n/t.ts';

/** Every `locales/en/*.json` entry, merged. */
export const EN: Strings = Object.assign(
  {},
  ...readLocaleFiles(join(import.meta.dirname, '../../..'), 'en').map((f) => f.entries),
) as Strings;
