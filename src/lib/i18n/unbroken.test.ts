import { describe, expect, it } from 'vitest';
import { unbroken } from './unbroken.ts';

describe('unbroken', () => {
  it.each([
    [
      'Korean date and time',
      '2026. 12. 3. 오후 11:22',
      '2026.\u00a012.\u00a03.\u00a0오후\u00a011:22',
    ],
    ['English date', 'Dec 3, 2026, 11:22 PM', 'Dec\u00a03,\u00a02026,\u00a011:22\u00a0PM'],
    ['Japanese date (no spaces but one)', '2026/12/03 23:22', '2026/12/03\u00a023:22'],
    ['a narrow no-break space kept as it is', '11:22\u202fPM', '11:22\u202fPM'],
    ['nothing to do', '', ''],
  ])('%s', (_, text, expected) => {
    expect(unbroken(text)).toBe(expected);
  });

  it('leaves no place a line may break inside the text', () => {
    expect(unbroken('2026. 12. 3. 오후 11:22')).not.toMatch(/\s(?<!\u00a0)/u);
  });
});
