import { describe, expect, it, vi } from 'vitest';
import { particleAfter } from './ko-particles.ts';
import { createT } from './t.ts';

describe('the client t()', () => {
  const en = createT(
    {
      'a.hello': 'Hello {{name}}',
      'a.files_one': '{{count}} file',
      'a.files_other': '{{count}} files',
      'a.left': '{{ minutes }}:{{seconds}} left',
    },
    'en',
  );
  const ja = createT({ 'a.files_other': '{{count}} 件' }, 'ja');
  const ko = createT(
    {
      'a.files_other': '{{count}}개',
      'a.removed': '{{name}}을(를) {{level}}(으)로 추가',
      'a.renamed': "이름을 '{{name}}'(으)로 바꿨습니다.",
    },
    'ko',
    particleAfter,
  );

  it.each([
    ['fills a placeholder', en('a.hello', { name: 'Aiko' }), 'Hello Aiko'],
    ['picks the singular', en('a.files', { count: 1 }), '1 file'],
    ['picks the plural', en('a.files', { count: 3 }), '3 files'],
    ['uses the only form Japanese has', ja('a.files', { count: 1 }), '1 件'],
    ['groups the digits of a count', en('a.files', { count: 10_000 }), '10,000 files'],
    ['groups the digits in Japanese', ja('a.files', { count: 10_000 }), '10,000 件'],
    ['groups the digits in Korean', ko('a.files', { count: 10_000 }), '10,000개'],
    [
      'chooses Korean particles after the values',
      ko('a.removed', { name: '김영희', level: '편집자' }),
      '김영희를 편집자로 추가',
    ],
    [
      'keeps both Korean forms where the island passes no choice (the public pages)',
      createT({ 'a.removed': '{{name}}을(를) 제거' }, 'ko')('a.removed', { name: '김영희' }),
      '김영희을(를) 제거',
    ],
    [
      'keeps both Korean forms after a Latin value',
      ko('a.removed', { name: 'Dora', level: 'Previewer' }),
      'Dora을(를) Previewer(으)로 추가',
    ],
    [
      'chooses the particle after a closing quote',
      ko('a.renamed', { name: '회의록' }),
      "이름을 '회의록'으로 바꿨습니다.",
    ],
    [
      'leaves a particle inside the value as the user wrote it',
      ko('a.renamed', { name: '자료(으)로' }),
      "이름을 '자료(으)로'로 바꿨습니다.",
    ],
    ['leaves a number passed as text alone', en('a.hello', { name: '2026' }), 'Hello 2026'],
    ['tolerates spaces inside braces', en('a.left', { minutes: 1, seconds: '05' }), '1:05 left'],
    ['leaves an unknown placeholder as written', en('a.hello'), 'Hello {{name}}'],
    ['shows the key of a missing text', en('a.missing'), 'a.missing'],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('the language data behind t()', () => {
  it('is not loaded until a text needs a count or a large number', async () => {
    vi.resetModules();
    const { createT: freshT } = await import('./t.ts');
    const plural = vi.spyOn(Intl, 'PluralRules');
    const number = vi.spyOn(Intl, 'NumberFormat');
    try {
      const t = freshT(
        { 'b.hi': 'Hi {{name}}', 'b.n_one': '{{count}} day', 'b.n_other': '{{count}} days' },
        'en',
      );
      expect(t('b.hi', { name: 'Min' })).toBe('Hi Min');
      expect(plural).not.toHaveBeenCalled();
      expect(number).not.toHaveBeenCalled();
      expect(t('b.n', { count: 2 })).toBe('2 days');
      expect(t('b.n', { count: 1 })).toBe('1 day');
      const again = freshT({ 'b.n_other': '{{count}}' }, 'en');
      expect(again('b.n', { count: 3 })).toBe('3');
      expect(plural).toHaveBeenCalledTimes(1);
      // Small counts are written without a NumberFormat (formatNumber in intl.ts).
      expect(number).not.toHaveBeenCalled();
      expect(again('b.n', { count: 1500 })).toBe('1,500');
      expect(again('b.n', { count: 2500 })).toBe('2,500');
      expect(number).toHaveBeenCalledTimes(1);
    } finally {
      plural.mockRestore();
      number.mockRestore();
    }
  });
});
