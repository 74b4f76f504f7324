import { describe, expect, it } from 'vitest';
import { whereCrumbs, whereText } from './where.ts';

describe('whereText', () => {
  it.each([
    {
      names: ['My Box', 'Projects', 'Q3'],
      root: 'マイボックス',
      text: 'マイボックス / Projects / Q3',
    },
    { names: ['My Box'], root: '마이박스', text: '마이박스' },
    { names: ['Shared', '写真'], root: 'Shared Box', text: 'Shared Box / 写真' },
    { names: [], root: 'My Box', text: '' },
  ])('$names in $root → "$text"', ({ names, root, text }) => {
    expect(whereText(names, root)).toBe(text);
    expect(whereCrumbs(names, root).join(' / ')).toBe(text);
    expect(whereCrumbs(names, root)).toHaveLength(names.length);
  });
});
