import { describe, expect, it } from 'vitest';
import { canDownload, openDecision } from './open.ts';
import { ctx, file, folder } from './test-items.ts';

const MB = 1024 * 1024;

describe('opening an entry', () => {
  it.each([
    ['opens a folder', folder('Reports'), ctx(), { type: 'folder' }],
    ['previews a text file', file('notes.txt'), ctx(), { type: 'preview' }],
    [
      'says a locked file cannot be previewed, and offers no download',
      file('contract.pdf', { previewLocked: true, downloadLocked: true }),
      ctx(),
      { type: 'refused', reasonKey: 'files.reason.previewLocked', canDownload: false },
    ],
    [
      'says why a file over 30 MB is not previewed, and offers Download',
      file('Large log.txt', { size: 31 * MB }),
      ctx(),
      { type: 'refused', reasonKey: 'files.reason.tooLarge', canDownload: true },
    ],
    [
      'says why an unpreviewable type is not previewed, and offers Download',
      file('setup.exe'),
      ctx(),
      { type: 'refused', reasonKey: 'files.reason.unsupported', canDownload: true },
    ],
    [
      'offers no download to a Previewer',
      file('setup.exe'),
      ctx({ level: 'previewer' }),
      { type: 'refused', reasonKey: 'files.reason.unsupported', canDownload: false },
    ],
    [
      'says "no authority" where the folder allows no preview (Uploader)',
      file('notes.txt'),
      ctx({ level: 'uploader' }),
      { type: 'refused', reasonKey: 'files.reason.noAuthority', canDownload: false },
    ],
    [
      'says "no authority" without the preview authority, and offers Download',
      file('notes.txt'),
      ctx({ usePreview: false }),
      { type: 'refused', reasonKey: 'files.reason.noAuthority', canDownload: true },
    ],
  ])('%s', (_, item, context, expected) => {
    expect(openDecision(context, item)).toEqual(expected);
  });
});

describe("the viewer's Download", () => {
  it.each([
    ['is offered to a Master', file('notes.txt'), ctx(), true],
    ['is not offered to a Previewer', file('notes.txt'), ctx({ level: 'previewer' }), false],
    ['is not offered for a locked file', file('a.pdf', { downloadLocked: true }), ctx(), false],
    ['is not offered for a folder', folder('Reports'), ctx(), false],
  ])('%s', (_, item, context, expected) => {
    expect(canDownload(context, item)).toBe(expected);
  });
});
