import { describe, expect, it } from 'vitest';
import { initials, plainFirst, segmenterMade } from './initials.ts';

const exact = new Intl.Segmenter();
const bySegmenter = (text: string): string =>
  exact.segment(text)[Symbol.iterator]().next().value?.segment ?? '';

describe('initials', () => {
  // Runs first: the names of the product's three languages never make the segmenter.
  it.each([
    ['Taro Yamada', 'TY'],
    ['  alice   de la cruz ', 'AC'],
    ['Madonna', 'M'],
    ['山田 太郎', '山太'],
    ['やまだ たろう', 'やた'],
    ['김민수', '김'],
    ['Ólafur Arnalds', 'ÓA'],
    ['Ёлка Ивановна', 'ЁИ'],
    ['2nd Floor', '2F'],
  ])('%j → %j without the segmenter', (name, expected) => {
    expect(initials(name)).toBe(expected);
    expect(segmenterMade()).toBe(false);
  });

  it.each([
    ['', ''],
    ['   ', ''],
    ['e\u0301lise Martin', 'E\u0301M'], // a decomposed é stays whole
    ['\u{1F469}\u200D\u{1F4BB} Dev', '\u{1F469}\u200D\u{1F4BB}D'], // an emoji sequence
    ['\u{1F1EF}\u{1F1F5} Japan', '\u{1F1EF}\u{1F1F5}J'], // a flag is two code points
    ['\u1100\u1161\u11A8 Kim', '\u1100\u1161\u11A8K'], // Hangul written as jamo
    ['ｶﾞｸ', 'ｶﾞ'], // a half-width voiced katakana
    ['กำลัง', 'กำ'], // Thai: SARA AM is a spacing mark, though a letter
    ['नमस्ते दुनिया', 'नदु'],
  ])('%j → %j with the segmenter', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('plainFirst', () => {
  // Every code point of the first three planes, first and second: wherever the rule answers
  // without the segmenter, Intl.Segmenter's first grapheme is that one code point.
  it('agrees with Intl.Segmenter before and after every code point', () => {
    const wrong: string[] = [];
    let plain = 0;
    for (let cp = 0; cp <= 0x2ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      for (const text of [`${c}a`, `A${c}`, `${c}${c}`, `${c}\u0301`, `${c}\u200d`]) {
        const first = plainFirst(text);
        if (first === null) continue;
        plain += 1;
        if (bySegmenter(text) !== first) wrong.push(text);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(plain).toBeGreaterThan(100_000); // Latin, kana, Han, Hangul… answered at once
  });
});
