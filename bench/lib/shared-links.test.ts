import { describe, expect, it } from 'vitest';
import { publicPages, type PageRef } from './pages.ts';
import {
  firstFile,
  folderNamed,
  shareLinkBody,
  sharedKind,
  sharedUrl,
  uploadRequestBody,
  type ListedItem,
} from './shared-links.ts';

const page = (path: string): PageRef => {
  const found = publicPages().find((p) => p.path === path);
  if (found === undefined) throw new Error(`no page ${path}`);
  return found;
};

describe('sharedKind', () => {
  it.each([
    ['/link/', 'share'],
    ['/ja/link/', 'share'],
    ['/ko/upload/', 'upload'],
    ['/upload/', 'upload'],
    ['/login/', null],
    ['/forgotPassword/', null],
    ['/ja/black-list/', null],
  ])('opens %s from a %s link', (path, kind) => {
    expect(sharedKind(page(path))).toBe(kind);
  });
});

describe('folderNamed and firstFile', () => {
  const items: ListedItem[] = [
    { kind: 'folder', name: 'Projects', node: '1000', dir_seq: 2 },
    { kind: 'folder', name: 'Invoices', node: '1001', dir_seq: 5 },
    { kind: 'file', name: 'a.pdf', node: '7', file_seq: 7 },
    { kind: 'file', name: 'b.pdf', node: '8', file_seq: 8 },
  ];
  it('finds a folder by its name, never a file', () => {
    expect(folderNamed(items, 'Invoices')?.dir_seq).toBe(5);
    expect(folderNamed(items, 'a.pdf')).toBeNull();
    expect(folderNamed(items, 'Missing')).toBeNull();
  });
  it('takes the first file in the list order', () => {
    expect(firstFile(items)?.file_seq).toBe(7);
    expect(firstFile(items.slice(0, 2))).toBeNull();
  });
});

describe('request bodies', () => {
  const now = Date.UTC(2026, 10, 26);
  const week = 7 * 24 * 60 * 60 * 1000;
  it('shares a file for a week, without password or limit', () => {
    expect(shareLinkBody(7, now)).toEqual({
      target: { kind: 'file', seq: 7 },
      expires_at: now + week,
      download_limit: null,
      preview_only: false,
      password: '',
    });
  });
  it('asks for uploads into a folder for a week, without password', () => {
    expect(uploadRequestBody(5, now)).toEqual({ dir_seq: 5, expires_at: now + week, password: '' });
  });
});

describe('sharedUrl', () => {
  it.each([
    ['/link/', 'share', 'http://h:1/link#tok'],
    ['/ja/link/', 'share', 'http://h:1/ja/link#tok'],
    ['/ko/upload/', 'upload', 'http://h:1/ko/upload#tok'],
  ] as const)('opens %s with the token in the fragment', (path, kind, url) => {
    expect(sharedUrl('http://h:1', page(path), kind, 'tok')).toBe(url);
  });
});
