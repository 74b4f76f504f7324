import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { catalogueProblems, placeholdersOf, pluralBase } from './catalog.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** A repository with these locale files, removed when the test ends. */
function fixture(files: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), 'catalog-'));
  onTestFinished(() => {
    rmSync(root, { recursive: true, force: true });
  });
  for (const [path, entries] of Object.entries(files)) {
    mkdirSync(join(root, 'locales', path.split('/')[0] ?? ''), { recursive: true });
    writeFileSync(join(root, 'locales', path), JSON.stringify(entries));
  }
  return root;
}

describe('the translation catalogue', () => {
  it('has every key and placeholder of English in Japanese and Korean', () => {
    expect(catalogueProblems(repoRoot)).toEqual([]);
  });

  it.each([
    ['a missing Japanese key', { 'ja/a.json': {} }, 'ja: missing "a.title"'],
    [
      'an extra Korean key',
      { 'ko/a.json': { 'a.title': 'x', 'a.extra': 'y' } },
      'ko: "a.extra" is not in English',
    ],
    [
      'a lost placeholder',
      { 'ja/a.json': { 'a.title': '名前' } },
      'ja: "a.title" has {{}}, English has {{name}}',
    ],
    ['an empty text', { 'ko/a.json': { 'a.title': ' ' } }, 'ko: "a.title" is empty'],
  ])('reports %s', (_, override, expected) => {
    const root = fixture({
      'en/a.json': { 'a.title': 'Hello {{name}}' },
      'ja/a.json': { 'a.title': 'こんにちは {{name}}' },
      'ko/a.json': { 'a.title': '안녕하세요 {{name}}' },
      ...override,
    });
    expect(catalogueProblems(root)).toContain(expected);
  });

  it('accepts different plural forms per language', () => {
    const root = fixture({
      'en/a.json': { 'a.files_one': '{{count}} file', 'a.files_other': '{{count}} files' },
      'ja/a.json': { 'a.files_other': '{{count}} 件のファイル' },
      'ko/a.json': { 'a.files_other': '파일 {{count}}개' },
    });
    expect(catalogueProblems(root)).toEqual([]);
  });
});

describe.each([
  ['Hello {{name}}, {{ count }} and {{name}}', ['count', 'name']],
  ['no placeholders', []],
])('placeholdersOf(%j)', (text, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(placeholdersOf(text)).toEqual(expected);
  });
});

describe.each([
  ['files.count_other', 'files.count'],
  ['files.count_one', 'files.count'],
  ['files.other', 'files.other'],
])('pluralBase(%s)', (key, expected) => {
  it(`is ${expected}`, () => {
    expect(pluralBase(key)).toBe(expected);
  });
});
