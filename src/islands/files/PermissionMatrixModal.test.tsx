import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { matrixView } from '../../lib/files/matrix.ts';
import { ROOT_KINDS } from '../../lib/files/nodes.ts';
import { readLocaleFiles } from '../../lib/i18n/catalog.ts';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { PermissionMatrixModal } from './PermissionMatrixModal.tsx';

afterEach(cleanup);

const strings = (locale: 'en' | 'ja' | 'ko') =>
  Object.assign({}, ...readLocaleFiles(process.cwd(), locale).map((f) => f.entries)) as Record<
    string,
    string
  >;

function view(folderType: unknown): ModalViewProps {
  return {
    props: { folderType },
    layer: 'main',
    modal: { onClose: () => undefined, dismissible: true, raiseKey: undefined },
    cancelPending: false,
    answerCancel: () => undefined,
  };
}

describe('the permission matrix table', () => {
  it.each(ROOT_KINDS.map((kind) => [kind]))('renders every row of the %s folder type', (kind) => {
    render(<PermissionMatrixModal view={view(kind)} strings={strings('en')} locale="en" />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(matrixView(kind).rows.length + 1);
    const headers = within(rows[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Function',
      'Master',
      'PrivAll',
      'Editor',
      'Editor-',
      'Downloader',
      'Previewer+',
      'Previewer',
      'Uploader',
    ]);
    for (const row of rows.slice(1)) {
      expect(within(row).getAllByRole('rowheader')).toHaveLength(1);
      expect(within(row).getAllByRole('cell')).toHaveLength(8);
    }
  });

  it('is titled Permission of Shared User and gives every mark a text alternative', () => {
    render(<PermissionMatrixModal view={view('shared')} strings={strings('en')} locale="en" />);
    expect(screen.getByRole('dialog', { name: 'Permission of Shared User' })).toBeTruthy();
    const preview = screen.getByRole('rowheader', { name: 'Preview' }).closest('tr') as HTMLElement;
    const cells = within(preview)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('✓Allowed');
    expect(cells[7]).toBe('—Not allowed');
    const del = screen.getByRole('rowheader', { name: 'Delete File' }).closest('tr') as HTMLElement;
    expect(within(del).getAllByRole('cell')[2]?.textContent).toMatch(
      /Only for their own uploads \(Note \d\)/,
    );
  });

  it('renames the document box rows and translates function names, keeping level names', () => {
    render(<PermissionMatrixModal view={view('document')} strings={strings('ja')} locale="ja" />);
    expect(screen.getByRole('rowheader', { name: 'ドキュメント登録' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Previewer+' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'ファイルの削除' })).toBeNull();
  });

  it('falls back to the shared box for an unknown folder type', () => {
    render(<PermissionMatrixModal view={view('<script>')} strings={strings('en')} locale="en" />);
    expect(screen.getByRole('table', { name: /Shared Box/ })).toBeTruthy();
  });

  it('keeps the table in a focusable, labelled scroll region', () => {
    render(<PermissionMatrixModal view={view('cold')} strings={strings('ko')} locale="ko" />);
    const region = screen.getByRole('region');
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('table').getAttribute('aria-labelledby'),
    );
    expect(screen.getByRole('region', { name: /콜드 스토리지/ })).toBe(region);
  });
});
