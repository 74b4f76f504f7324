import { describe, expect, it } from 'vitest';
import {
  isDownloadLocked,
  isPreviewLocked,
  MEDIA_EXTENSIONS,
  PDF_DOWNLOAD_EXTENSIONS,
  PREVIEW_KINDS,
  PREVIEW_LIMIT,
  PREVIEW_MESSAGES,
  previewDecision,
  previewKindOf,
} from './preview.ts';

const ALL = {
  usePreview: true,
  useMediaView: true,
  useOfficeView: true,
  maxMediaPreviewSize: 10 * 1024 * 1024,
};
const file = (name: string, size = 1000, locked = false) => ({ name, size, locked });

describe('preview eligibility', () => {
  it('lists about 40 extensions including every media one', () => {
    expect(PREVIEW_KINDS.size).toBeGreaterThanOrEqual(38);
    expect(PREVIEW_KINDS.size).toBeLessThanOrEqual(45);
    for (const ext of MEDIA_EXTENSIONS) expect(PREVIEW_KINDS.get(ext)).toBe('media');
  });

  it('keeps the preview constants (requirements V1)', () => {
    expect(PREVIEW_LIMIT).toBe(31_457_280);
    expect(MEDIA_EXTENSIONS).toEqual([
      'mp4',
      'mov',
      'mpeg',
      'avi',
      'wmv',
      '3gp',
      'mkv',
      'mpg',
      'ogg',
      'mp3',
      'ogv',
      'webm',
      'm4a',
      'wav',
    ]);
    expect(PDF_DOWNLOAD_EXTENSIONS).toEqual([
      'pptx',
      'xlsx',
      'docx',
      'ppt',
      'xls',
      'doc',
      'pdf',
      'dwg',
    ]);
  });

  it.each([
    ['a.docx', 'office'],
    ['a.pdf', 'pdf'],
    ['a.csv', 'text'],
    ['a.JPG', 'image'],
    ['a.dwg', 'cad'],
    ['a.wav', 'media'],
    ['a.pdf.irm', 'pdf'],
    ['a.svg', null],
    ['a.exe', null],
    ['noext', null],
  ])('gives %s the preview kind %s', (name, kind) => {
    expect(previewKindOf(name)).toBe(kind);
  });

  it.each([
    ['no use_preview', file('a.pdf'), { ...ALL, usePreview: false }, 'no_authority'],
    [
      'no use_preview wins over a lock',
      file('a.pdf', 1, true),
      { ...ALL, usePreview: false },
      'no_authority',
    ],
    ['a locked file', file('a.pdf', 1, true), ALL, 'locked'],
    ['an unlisted type', file('a.exe'), ALL, 'unsupported'],
    [
      'media without use_media_view',
      file('a.mp4'),
      { ...ALL, useMediaView: false },
      'no_authority',
    ],
    [
      'office without use_office_view',
      file('a.xlsx'),
      { ...ALL, useOfficeView: false },
      'no_authority',
    ],
    ['one byte over 30 MB', file('a.pdf', PREVIEW_LIMIT + 1), ALL, 'too_large'],
    [
      'media over the authority limit',
      file('a.wav', 70_000),
      { ...ALL, maxMediaPreviewSize: 65_536 },
      'media_too_large',
    ],
  ])('refuses %s', (_, f, authority, reason) => {
    expect(previewDecision(f, authority)).toEqual({ ok: false, reason });
  });

  it.each([
    ['a PDF of exactly 30 MB', file('a.pdf', PREVIEW_LIMIT), 'pdf', 'document'],
    ['a document', file('a.docx'), 'office', 'document'],
    ['an image', file('a.png'), 'image', 'document'],
    ['media at its limit', file('a.mp3', ALL.maxMediaPreviewSize), 'media', 'media'],
    ['a PDF without media or office view', file('a.pdf'), 'pdf', 'document'],
  ])('accepts %s', (_, f, kind, conversion) => {
    expect(
      previewDecision(f, {
        ...ALL,
        useMediaView: kind === 'media',
        useOfficeView: kind === 'office',
      }),
    ).toEqual({ ok: true, kind, conversion });
  });

  it('words the lock refusal as the spec', () => {
    expect(PREVIEW_MESSAGES.locked).toBe('This locked file does not allow you to preview.');
    expect(PREVIEW_MESSAGES.no_authority).toBe('You have no authority.');
  });

  it.each([
    [2, 'N', true, true],
    [2, 'Y', false, true],
    [1, 'N', false, false],
    [0, 'Y', false, false],
  ])(
    'reads is_permission %i with flag %s as preview lock %s, download lock %s',
    (isPermission, flag, preview, download) => {
      expect(isPreviewLocked({ is_permission: isPermission, permission_flag_preview: flag })).toBe(
        preview,
      );
      expect(isDownloadLocked({ is_permission: isPermission })).toBe(download);
    },
  );
});
