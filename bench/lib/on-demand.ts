// Code that must load on demand: a module's marker strings (class names, translation keys) must
// not occur in the first-load JS of a page. Markers are checked against the module's source, so a
// renamed marker fails loudly instead of passing for ever.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { localePath, LOCALES } from '../../src/lib/i18n/locales.ts';
import { markersIn, type OnDemandRule } from './budgets.ts';
import { firstLoad, type SiteReader } from './first-load.ts';
import { htmlRefs } from './html-refs.ts';

/** The outcome of one rule. */
export type OnDemandResult =
  | { readonly status: 'skipped'; readonly reason: string }
  | {
      readonly status: 'checked';
      /** Markers the module's source does not contain (the rule is out of date). */
      readonly staleMarkers: readonly string[];
      /** Per page path: the markers found in its first-load JS (should be none). */
      readonly leaks: Readonly<Record<string, readonly string[]>>;
    };

/** The text of a source file, or of every file under a source folder. */
export function sourceTexts(path: string): string[] {
  if (!statSync(path).isDirectory()) return [readFileSync(path, 'utf8')];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

/**
 * The first-load JS of a page: its scripts and its inline module scripts — not the rest of the
 * HTML, whose island props carry the strings (and keys) of every step by design.
 */
export async function firstLoadScripts(page: string, read: SiteReader): Promise<string[]> {
  const load = await firstLoad(page, read);
  const scripts = load.assets.filter((a) => a.type === 'script');
  const texts = await Promise.all(scripts.map(async (a) => (await read(a.path))?.text ?? ''));
  const html = (await read(page))?.text ?? '';
  return [...texts, ...htmlRefs(html).inlineModules];
}

/** Checks one rule in every language of its page. */
export async function checkOnDemand(
  rule: OnDemandRule,
  root: string,
  read: SiteReader,
): Promise<OnDemandResult> {
  const source = join(root, rule.source);
  if (!existsSync(source))
    return { status: 'skipped', reason: `${rule.source} is not written yet` };
  const staleMarkers = rule.markers.filter((m) => markersIn(sourceTexts(source), [m]).length === 0);
  const leaks: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    const path = localePath(rule.page, locale);
    const page = path.endsWith('/') ? path : `${path}/`;
    if ((await read(page)) === null)
      return { status: 'skipped', reason: `${page} is not built yet` };
    leaks[page] = markersIn(await firstLoadScripts(page, read), rule.markers);
  }
  return { status: 'checked', staleMarkers, leaks };
}
