import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVEL_LABELS,
  ACCESS_LEVELS,
  cellFor,
  cellOf,
  FILE_FUNCTIONS,
  labelFor,
  matrixFor,
  underExportPolicy,
  visibleFunctions,
  type AccessLevel,
  type FileFunction,
} from './permissions.ts';
import { ROOT_KINDS } from './nodes.ts';

// The matrix (requirements F1) written out again from the rule's own words, as the levels allowed.
const ALL_BUT_UPLOADER: AccessLevel[] = [
  'master',
  'privall',
  'editor',
  'editor_minus',
  'downloader',
  'previewer_plus',
  'previewer',
];
const EDITORS: AccessLevel[] = ['master', 'privall', 'editor', 'editor_minus'];
const DOWNLOAD: AccessLevel[] = ['master', 'privall', 'editor', 'downloader'];
const MPE: AccessLevel[] = ['master', 'privall', 'editor'];
const MP: AccessLevel[] = ['master', 'privall'];
const SPEC: readonly (readonly [FileFunction, string, AccessLevel[]])[] = [
  ['preview', 'Preview', ALL_BUT_UPLOADER],
  ['comment', 'Comment', ALL_BUT_UPLOADER],
  ['edit', 'Edit', EDITORS],
  ['download', 'Download', DOWNLOAD],
  ['download_office', 'Download on Office', MPE],
  ['pdf_download', 'PDF Download', DOWNLOAD],
  [
    'upload',
    'Upload',
    ['master', 'privall', 'editor', 'editor_minus', 'previewer_plus', 'uploader'],
  ],
  ['request_upload', 'Request Upload', EDITORS],
  ['copy', 'Copy File', MPE],
  ['link', 'File Link', MPE],
  ['mail_attach', 'File Attachment via Mail', MPE],
  ['delete', 'Delete File', ['master', 'privall']], // + Editor on own uploads
  ['lock', 'File Lock', EDITORS],
  ['move', 'Move File', MP],
  ['new_document', 'New Document', MP],
  ['file_logs', 'File Logs Management', MP],
  ['guest_invitation', 'Guest Invitation', MP],
  ['scheduled_delete', 'Delete Files on Schedule', MP],
  ['comments_management', 'Comments Management', MP],
  ['subfolder', 'Sub-folder creation/deletion', MP],
  ['permission_management', 'Permission Management', ['master']], // + PrivAll conditionally
  ['folder_settings', 'Folder Settings', ['master']],
  ['unfreeze', 'Unfreeze', MP],
];

describe('the permission matrix', () => {
  it('has the eight columns of the spec, in order', () => {
    expect(ACCESS_LEVELS.map((l) => ACCESS_LEVEL_LABELS[l])).toEqual([
      'Master',
      'PrivAll',
      'Editor',
      'Editor-',
      'Downloader',
      'Previewer+',
      'Previewer',
      'Uploader',
    ]);
  });

  it('has exactly the rows written out here', () => {
    expect(FILE_FUNCTIONS).toEqual(SPEC.map(([fn]) => fn));
  });

  describe.each(SPEC.map(([fn, label, allowed]) => [label, fn, allowed] as const))(
    'row %s',
    (label, fn, allowed) => {
      it.each(ACCESS_LEVELS.map((level) => [ACCESS_LEVEL_LABELS[level], level] as const))(
        'column %s',
        (_, level) => {
          const cell = cellOf(fn, level);
          if (fn === 'delete' && level === 'editor') expect(cell).toBe('O');
          else if (fn === 'permission_management' && level === 'privall') expect(cell).toBe('C');
          else expect(cell).toBe(allowed.includes(level) ? 'Y' : 'N');
        },
      );
      it('keeps the spec title', () => {
        expect(labelFor(fn, 'shared')).toBe(label);
      });
    },
  );
});

describe('variation by folder type', () => {
  it('shows only Upload, Move File, Unfreeze, Permission Management and Folder Settings in cold storage', () => {
    expect(visibleFunctions('cold')).toEqual([
      'upload',
      'move',
      'permission_management',
      'folder_settings',
      'unfreeze',
    ]);
  });

  it.each(['edit', 'request_upload', 'link', 'lock'] as const)('hides %s in warm storage', (fn) => {
    expect(visibleFunctions('warm')).not.toContain(fn);
  });

  it.each(['delete', 'file_logs'] as const)('hides %s in the document box', (fn) => {
    expect(visibleFunctions('document')).not.toContain(fn);
  });

  it('renames rows in the document box and makes PrivAll a Permission Manager there', () => {
    expect(labelFor('upload', 'document')).toBe('Register Document');
    expect(labelFor('edit', 'document')).toBe('Revise Document');
    expect(cellFor('permission_management', 'privall', 'document')).toBe('Y');
    expect(cellFor('permission_management', 'privall', 'shared')).toBe('C');
  });

  it.each(['fax_receive', 'fax_send'] as const)(
    'hides Guest Invitation and Sub-folder in %s',
    (kind) => {
      expect(visibleFunctions(kind)).not.toContain('guest_invitation');
      expect(visibleFunctions(kind)).not.toContain('subfolder');
    },
  );

  it.each([
    ['pdf_download', ['dlp']],
    ['unfreeze', ['cold']],
    ['download_office', ['mybox', 'shared']],
  ] as const)('shows %s only in %j', (fn, kinds) => {
    for (const kind of ROOT_KINDS)
      expect(visibleFunctions(kind).includes(fn)).toBe((kinds as readonly string[]).includes(kind));
  });

  it.each(['download', 'pdf_download', 'copy', 'link', 'mail_attach'] as const)(
    'puts %s under the DLP export policy',
    (fn) => {
      expect(underExportPolicy(fn, 'dlp')).toBe(true);
      expect(underExportPolicy(fn, 'shared')).toBe(false);
    },
  );

  it.each(ROOT_KINDS.map((k) => [k]))(
    'renders a full row of cells for every visible function in %s',
    (kind) => {
      const matrix = matrixFor(kind);
      expect(matrix.map((r) => r.fn)).toEqual(visibleFunctions(kind));
      for (const row of matrix) expect(row.cells).toHaveLength(ACCESS_LEVELS.length);
    },
  );
});
