import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from './locales.ts';
import { nameGlyphs } from './name-glyphs.ts';

describe('nameGlyphs', () => {
  it.each([
    { names: ['English'], glyphs: '' },
    { names: ['日本語'], glyphs: '日本語' },
    { names: ['한국어', '日本語'], glyphs: '日本語국어한' },
    { names: ['日本語', '日本'], glyphs: '日本語' },
    { names: ['Français', 'Español'], glyphs: 'çñ' },
    { names: ['𠮷野家'], glyphs: '家野𠮷' },
    { names: [], glyphs: '' },
  ])('$names → "$glyphs"', ({ names, glyphs }) => {
    expect(nameGlyphs(names)).toBe(glyphs);
  });
});

describe('the language names font in src/styles/fonts', () => {
  it('holds exactly the glyphs of the switcher names (else run scripts/language-names-font.ts)', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../styles/fonts/language-names.json', import.meta.url), 'utf8'),
    ) as { glyphs: string };
    expect(manifest.glyphs).toBe(nameGlyphs(Object.values(LOCALE_NAMES)));
  });
});
