import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FLOOR_LANGUAGES,
  FLOOR_TEXTS,
  floorIn,
  isFloorLanguage,
  languageFloorLabel,
  languageStyle,
} from './floor-html.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const floor = readFileSync(join(ROOT, 'bench', 'fixtures', 'floor.html'), 'utf8');
const globalCss = readFileSync(join(ROOT, 'src', 'styles', 'global.css'), 'utf8');
const messages = (locale: string) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', locale, 'login.json'), 'utf8')) as Record<
    string,
    string
  >;

describe('languageStyle', () => {
  it.each([
    ['ja', /^system-ui, 'Noto Sans CJK JP', 'Hiragino Sans',.*sans-serif$/, 'auto-phrase'],
    ['ko', /^system-ui, 'Noto Sans CJK KR', 'Apple SD Gothic Neo',.*sans-serif$/, 'keep-all'],
  ] as const)('reads %s pages’ font stack and line breaking from global.css', (l, font, brk) => {
    const style = languageStyle(globalCss, l);
    expect(style.fontFamily).toMatch(font);
    expect(style.fontFamily).not.toMatch(/\s{2}|;/);
    expect(style.wordBreak).toBe(brk);
  });

  it('says so when the stylesheet has no stack for the language', () => {
    expect(() => languageStyle(':root{--font-ja: a;}', 'ko')).toThrow(/--font-ko/);
    expect(() => languageStyle(':root{--font-ko: a;}', 'ko')).toThrow(/:lang\(ko\)/);
  });

  it('writes out the stack the language’s rule names, and no word-break when none is given', () => {
    const css = ':root{--font-ko: a,\n    b;} :lang(ko) { --font-sans: ui, var(--font-ko), z; }';
    expect(languageStyle(css, 'ko')).toEqual({ fontFamily: 'ui, a, b, z', wordBreak: null });
  });
});

describe('floorIn', () => {
  it.each(['ja', 'ko'] as const)('writes the %s floor with every text in its language', (l) => {
    const m = messages(l);
    const html = floorIn(floor, l, m, languageStyle(globalCss, l));
    expect(html).toContain(`<html lang="${l}">`);
    expect(html).toContain(`<title>${m['login.title']} | Cloudbox</title>`);
    expect(html).toContain(`<h1>${m['login.title']}</h1>`);
    expect(html).toContain(`>${m['login.companyId']}</label>`);
    expect(html).toContain(`/> ${m['login.staySignedIn']}</label`);
    expect(html).toContain(`>${m['login.submit']}</button>`);
    expect(html).toContain(`>${m['login.ssoLogin']}</a>`);
    for (const [text] of FLOOR_TEXTS) expect(html).not.toContain(text);
    expect(html).toMatch(
      /body\{font-family:system-ui, 'Noto Sans CJK \w\w', .*;word-break:[\w-]+\}<\/style>/,
    );
  });

  it('changes nothing but the language, the texts and one rule', () => {
    const html = floorIn(floor, 'ja', messages('ja'), { fontFamily: 'x', wordBreak: null });
    const strip = (s: string) =>
      s
        .replace(/<html lang="\w+">/, '')
        .replace('body{font-family:x}', '')
        .replace(/>[^<]*</g, '><')
        .replace(/<title>[^<]*/, '<title>');
    expect(strip(html)).toBe(strip(floor));
  });

  it('says which text or message is missing instead of leaving English in the floor', () => {
    const style = { fontFamily: 'x', wordBreak: null };
    expect(() => floorIn(floor.replace('User ID', 'User'), 'ja', messages('ja'), style)).toThrow(
      /floor\.html has no >User ID<\/label>/,
    );
    const rest = Object.fromEntries(
      Object.entries(messages('ko')).filter(([key]) => key !== 'login.password'),
    );
    expect(() => floorIn(floor, 'ko', rest, style)).toThrow(/no login\.password in the ko/);
    expect(() =>
      floorIn(floor.replace('lang="en"', 'lang="de"'), 'ja', messages('ja'), style),
    ).toThrow(/no <html lang="en">/);
  });
});

describe('FLOOR_LANGUAGES', () => {
  it('gives every language but English a floor of its own', () => {
    expect(FLOOR_LANGUAGES).toEqual(['ja', 'ko']);
    expect(isFloorLanguage('en')).toBe(false);
    expect(languageFloorLabel('ko')).toBe('floor (no JS, ko)');
  });
});
