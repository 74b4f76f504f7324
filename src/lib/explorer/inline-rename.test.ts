import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json } from '../api/fake-env.ts';
import { renamesInline, renameStep, sendRename } from './inline-rename.ts';
import { file, folder, wireFile } from './test-items.ts';

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

describe('sending a rename', () => {
  it('names a file by its file_seq and answers the entry as the list shows it', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, item: wireFile({ name: 'summary.txt' }) }));
    const renamed = await sendRename(createApiClient(server.env), file('plan.txt'), 'summary.txt');
    const body = (await server.requests[0]?.json()) as Record<string, unknown>;
    expect(body).toEqual({ file_seq: 100, name: 'summary.txt' });
    expect(renamed).toMatchObject({ kind: 'file', name: 'summary.txt' });
  });

  it('names a folder by its node', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, item: wireFile() }));
    await sendRename(createApiClient(server.env), folder('Drafts'), 'Old');
    expect(await server.requests[0]?.json()).toEqual({ node: '1{2001', name: 'Old' });
  });
});
