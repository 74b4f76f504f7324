import { describe, expect, it } from 'vitest';
import { renamesInline, renameStep } from './inline-rename.ts';
import { file, folder } from './test-items.ts';

describe('where a rename edits the row (requirements X16)', () => {
  it.each([
    [true, false, 'list', true],
    [true, true, 'list', false],
    [false, false, 'list', false],
    [true, false, 'grid', false],
  ] as const)('wide %s, coarse pointer %s, %s view → inline %s', (wide, coarse, view, inline) => {
    expect(renamesInline({ wide, coarsePointer: coarse, view })).toBe(inline);
  });
});

describe('Enter on a typed name', () => {
  const report = file('report.pdf');
  const siblings = ['report.pdf', 'Budget.xlsx', 'Drafts'];
  it.each([
    ['the same name closes', 'report.pdf', null, { type: 'close' }],
    ['a new base name is sent', 'summary.pdf', null, { type: 'send', name: 'summary.pdf' }],
    ['a change of case only is sent', 'Report.pdf', null, { type: 'send', name: 'Report.pdf' }],
    ['NFC is sent', 'cafe\u0301.pdf', null, { type: 'send', name: 'café.pdf' }],
    [
      'a sibling in any case is refused',
      'BUDGET.xlsx',
      null,
      { type: 'refuse', key: 'files.rename.duplicate' },
    ],
    ['a slash is refused', 'a/b.pdf', null, { type: 'refuse', key: 'files.newFolder.invalid' }],
    ['an empty name is refused', '  ', null, { type: 'refuse', key: 'files.newFolder.invalid' }],
    [
      'an extension change is told first',
      'report.txt',
      null,
      { type: 'confirm', name: 'report.txt', from: '.pdf', to: '.txt' },
    ],
    [
      'and sent when Enter is pressed again on it',
      'report.txt',
      'report.txt',
      { type: 'send', name: 'report.txt' },
    ],
    [
      'an .irm ending gained is refused',
      'report.pdf.irm',
      null,
      { type: 'refuse', key: 'files.rename.irm' },
    ],
  ])('%s', (_, typed, warned, step) => {
    expect(renameStep(typed, report, siblings, warned)).toEqual(step);
  });

  it('never asks about an extension for a folder', () => {
    expect(renameStep('Drafts.old', folder('Drafts'), siblings, null)).toEqual({
      type: 'send',
      name: 'Drafts.old',
    });
  });
});
