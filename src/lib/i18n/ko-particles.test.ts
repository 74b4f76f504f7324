import { describe, expect, it } from 'vitest';
import { particleAfter } from './ko-particles.ts';
import { TWO_WAY_PARTICLES } from './ko-two-way.ts';
import { createT } from './t.ts';

describe('particleAfter', () => {
  it.each([
    // After a final consonant, after a vowel.
    ['회의록', '을(를)', '을'],
    ['사진', '을(를)', '을'],
    ['김영희', '을(를)', '를'],
    ['편집자', '이(가)', '가'],
    ['계약', '이(가)', '이'],
    ['문서', '은(는)', '는'],
    ['사진', '은(는)', '은'],
    ['서울', '과(와)', '과'],
    ['대구', '과(와)', '와'],
    // (으)로: 으로 after a final consonant but ㄹ, 로 after a vowel or ㄹ.
    ['거래처 계약서', '(으)로', '로'],
    ['회의록', '(으)로', '으로'],
    ['서울', '(으)로', '로'],
    ['프로젝트 박스', '(으)로', '로'],
    // A decomposed (NFD) name is composed first.
    ['회의록'.normalize('NFD'), '(으)로', '으로'],
    ['김영희'.normalize('NFD'), '을(를)', '를'],
    // Not after a Hangul syllable: both forms stay.
    ['Dora Downloader', '을(를)', '을(를)'],
    ['someone@example.com', '(으)로', '(으)로'],
    ['Projects 2026', '(으)로', '(으)로'],
    ['회의록.txt', '이(가)', '이(가)'],
    ['', '을(를)', '을(를)'],
  ])('%s + %s → %s', (value, particle, expected) => {
    expect(particleAfter(value, particle)).toBe(expected);
  });
});

describe('the particles written both ways', () => {
  it.each(TWO_WAY_PARTICLES.map((particle) => [particle]))(
    '%s is found after a placeholder by t() and given one form',
    (particle) => {
      const t = createT({ done: `“{{name}}”${particle} 바꿨습니다.` }, 'ko', particleAfter);
      const text = t('done', { name: '회의록' });
      expect(text).not.toContain(particle);
      expect(text).toMatch(/^“회의록”(을|이|은|과|으로) 바꿨습니다\.$/u);
    },
  );
});
