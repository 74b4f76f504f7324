import { describe, expect, it } from 'vitest';
import {
  DEVELOPER_COMPANIES,
  downloadChoice,
  experimentalPreviewTypes,
  isDeveloperCompany,
  workflowOff,
  zipStatusMeaning,
  type WorkflowAuthority,
} from './authority.ts';

const ON: WorkflowAuthority = {
  useWf: true,
  wfScopeDownload: true,
  wfScopeLink: true,
  wfScopeZipmail: true,
  wfScopeUpload: true,
  wfDownloadPerm: true,
  wfLinkPerm: true,
  wfZipmailPerm: true,
  wfUploadPerm: true,
  wfLineUserLimit: 3,
};

describe('download choice', () => {
  it.each([
    [true, true, 0, 'workflow'],
    [true, false, 2, 'workflow'],
    [true, false, 0, 'direct'],
    [false, true, 5, 'direct'],
    [false, false, 0, 'direct'],
  ] as const)(
    'scope %s, perm %s, line limit %i → %s',
    (wfScopeDownload, wfDownloadPerm, wfLineUserLimit, choice) => {
      expect(downloadChoice({ wfScopeDownload, wfDownloadPerm, wfLineUserLimit })).toBe(choice);
    },
  );

  it('turns every workflow flag off and keeps other fields', () => {
    const off = workflowOff({ ...ON, usePreview: true });
    expect(off).toEqual({
      usePreview: true,
      useWf: false,
      wfScopeDownload: false,
      wfScopeLink: false,
      wfScopeZipmail: false,
      wfScopeUpload: false,
      wfDownloadPerm: false,
      wfLinkPerm: false,
      wfZipmailPerm: false,
      wfUploadPerm: false,
      wfLineUserLimit: 0,
    });
    expect(downloadChoice(off)).toBe('direct');
  });
});

describe('developer companies', () => {
  it('has two internal codes and no experimental preview types', () => {
    expect(DEVELOPER_COMPANIES).toHaveLength(2);
    for (const code of DEVELOPER_COMPANIES) expect(experimentalPreviewTypes(code)).toEqual([]);
  });

  it.each([
    ['cloudbox-dev', true],
    ['CLOUDBOX-QA', true],
    ['demo', false],
    ['', false],
  ])('counts %j as a developer company: %s', (code, expected) => {
    expect(isDeveloperCompany(code)).toBe(expected);
  });
});

describe('zip status', () => {
  it.each([
    [0, false, 'ready'],
    [1, false, 'processing'],
    [3, false, 'completed'],
    [2, false, 'unknown'],
    [2, true, 'completed'],
    [3, true, 'completed'],
    [9, false, 'unknown'],
  ])('reads status %i (legacy %s) as %s', (status, legacy, meaning) => {
    expect(zipStatusMeaning(status, legacy)).toBe(meaning);
  });
});
