import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '../files/permissions.ts';
import { ACTIONS, type Action } from './actions.ts';
import type { ExplorerItem } from './items.ts';
import { keyCommand } from './keymap.ts';
import {
  $resultsStale,
  enterDecision,
  hitAccess,
  markResultsStale,
  OPEN_RESULT_ID,
  REVEAL_RESULT_ID,
  resultKeyShortcuts,
  searchShortcuts,
  searchActions,
  searchMenuEntries,
  selectionAfterResults,
  type SearchActionBase,
  type SearchHit,
} from './search-actions.ts';
import { toSearchHit } from './search-results.ts';
import { file, folder, wireFile } from './test-items.ts';

const BASE: SearchActionBase = {
  userType: 'user',
  officeViewer: false,
  authority: {
    usePreview: true,
    useMediaView: true,
    useOfficeView: true,
    maxMediaPreviewSize: 100 * 1024 * 1024,
  },
};

function hit(
  item: ExplorerItem,
  levels: readonly AccessLevel[] | null,
  folderType: SearchHit['root'] = 'shared',
): SearchHit {
  return {
    item,
    root: folderType,
    location: ['Shared Box'],
    holder: { node: '1{2', dirSeq: 0, name: 'Shared Box' },
    open: { node: item.node, dirSeq: null, preview: item.fileSeq },
    access:
      levels === null
        ? null
        : { folderType, levels, privallManagesPermissions: false, exportAllowed: true },
  };
}

const action = (id: string): Action => {
  const found = ACTIONS.find((a) => a.id === id);
  if (found === undefined) throw new Error(id);
  return found;
};
const state = (hits: readonly SearchHit[], id: string) =>
  searchActions(hits, BASE).available(action(id)).state;
const menuIds = (hits: readonly SearchHit[]) =>
  searchMenuEntries(searchActions(hits, BASE)).map((entry) => entry.action.id);

const mine = file('mine.txt', { key: 'a', fileSeq: 1, ownUpload: true });
const theirs = file('theirs.txt', { key: 'b', fileSeq: 2 });
const plans = { ...folder('Plans'), key: 'c', dirSeq: 3, fileSeq: null };

describe('searchActions: each result with the permissions where it lives', () => {
  it.each([
    // [what, results, action, expected]
    ['Master renames', [hit(theirs, ['master'])], 'rename', 'enabled'],
    ['a Previewer cannot rename', [hit(theirs, ['previewer'])], 'rename', 'hidden'],
    ['Master deletes', [hit(theirs, ['master'])], 'delete', 'enabled'],
    ['a Downloader cannot delete', [hit(theirs, ['downloader'])], 'delete', 'hidden'],
    ['an Editor deletes an own upload', [hit(mine, ['editor'])], 'delete', 'enabled'],
    ['an Editor cannot delete others’', [hit(theirs, ['editor'])], 'delete', 'disabled'],
    [
      'two results where both allow it',
      [hit(mine, ['master']), hit(theirs, ['privall'])],
      'delete',
      'enabled',
    ],
    [
      'two results where one is read-only',
      [hit(mine, ['master']), hit(theirs, ['previewer'])],
      'delete',
      'hidden',
    ],
    [
      'two from one Editor folder: own and others’',
      [hit(mine, ['editor']), hit(theirs, ['editor'])],
      'delete',
      'disabled',
    ],
    [
      'own upload under Editor, others’ under Master',
      [hit(mine, ['editor']), hit(theirs, ['master'])],
      'delete',
      'enabled',
    ],
    [
      'rename needs exactly one',
      [hit(mine, ['master']), hit(theirs, ['master'])],
      'rename',
      'hidden',
    ],
    ['no access said: no rename', [hit(theirs, null)], 'rename', 'hidden'],
    ['no access said: no delete', [hit(theirs, null)], 'delete', 'hidden'],
    ['no access said: details still', [hit(theirs, null)], 'details', 'enabled'],
    ['the folder’s own commands are not offered', [hit(theirs, ['master'])], 'upload', 'hidden'],
    ['nor paste', [hit(theirs, ['master'])], 'paste', 'hidden'],
    ['the shortcuts without a selection', [], 'shortcuts', 'enabled'],
    ['nothing selected: no delete', [], 'delete', 'hidden'],
    ['a folder result with Master', [hit(plans, ['master'])], 'rename', 'enabled'],
    ['Master copies a result elsewhere', [hit(theirs, ['master'])], 'copyTo', 'enabled'],
    ['Master moves a result elsewhere', [hit(theirs, ['master'])], 'moveTo', 'enabled'],
    ['a Previewer copies nothing', [hit(theirs, ['previewer'])], 'copyTo', 'hidden'],
    ['a Previewer moves nothing', [hit(theirs, ['previewer'])], 'moveTo', 'hidden'],
    [
      'two results of one folder move together',
      [hit(mine, ['master']), hit(theirs, ['master'])],
      'moveTo',
      'enabled',
    ],
    [
      'results of two folders do not (each folder is asked with its own results alone)',
      [hit(mine, ['master']), hit(theirs, ['editor'])],
      'moveTo',
      'hidden',
    ],
    ['no access said: no copy', [hit(theirs, null)], 'copyTo', 'hidden'],
    ['Master mails a file result', [hit(theirs, ['master'])], 'mailFiles', 'enabled'],
    ['a folder result is not mailed', [hit(plans, ['master'])], 'mailFiles', 'hidden'],
    ['a Previewer mails nothing', [hit(theirs, ['previewer'])], 'mailFiles', 'hidden'],
    ['Master schedules a result’s deletion', [hit(theirs, ['master'])], 'schedule', 'enabled'],
    ['a Previewer schedules nothing', [hit(theirs, ['previewer'])], 'schedule', 'hidden'],
    [
      'not the clipboard’s Cut, whose Paste is a folder’s',
      [hit(theirs, ['master'])],
      'cut',
      'hidden',
    ],
    [
      'nor Unfreeze (no thaw in a search answer)',
      [hit(theirs, ['master'], 'cold')],
      'unfreeze',
      'hidden',
    ],
    ['my box is Master', [hit(theirs, ['master'], 'mybox')], 'delete', 'enabled'],
  ] as const)('%s', (_, hits, id, expected) => {
    expect(state(hits, id)).toBe(expected);
  });

  it('performs with the whole selection', () => {
    const { ctx } = searchActions([hit(mine, ['master']), hit(theirs, ['editor'])], BASE);
    expect(ctx.selection).toEqual([mine, theirs]);
    expect(ctx.selectedCount).toBe(2);
    expect(ctx.access.levels).toEqual(['master']);
  });
});

describe('searchMenuEntries', () => {
  it('offers Open and Show in folder first, then what the result allows', () => {
    const ids = menuIds([hit(theirs, ['master'])]);
    expect(ids.slice(0, 2)).toEqual([OPEN_RESULT_ID, REVEAL_RESULT_ID]);
    expect(ids).toEqual(
      expect.arrayContaining(['rename', 'delete', 'details', 'preview', 'copyTo', 'moveTo']),
    );
    expect(ids).not.toContain('paste');
    expect(ids).not.toContain('upload');
  });

  it('gives a read-only result no Rename and no Delete', () => {
    const ids = menuIds([hit(theirs, ['previewer'])]);
    expect(ids).toContain(OPEN_RESULT_ID);
    expect(ids).not.toContain('rename');
    expect(ids).not.toContain('delete');
  });

  it('without access only what needs no level', () => {
    expect(menuIds([hit(theirs, null)])).toEqual([OPEN_RESULT_ID, REVEAL_RESULT_ID, 'details']);
  });

  it('a selection of several: only what each allows, and no Open', () => {
    const ids = menuIds([hit(mine, ['master']), hit(theirs, ['previewer'])]);
    expect(ids).not.toContain(OPEN_RESULT_ID);
    expect(ids).not.toContain('delete');
    expect(menuIds([hit(mine, ['master']), hit(theirs, ['master'])])).toContain('delete');
  });
});

describe('the keys on the results (the folder list’s keymap)', () => {
  const press = (
    key: string,
    extra: Partial<{ shift: boolean; mod: boolean; alt: boolean }> = {},
  ) => ({
    key,
    shift: false,
    mod: false,
    alt: false,
    composing: false,
    ...extra,
  });
  const keys = (hits: readonly SearchHit[], p: ReturnType<typeof press>) => {
    const actions = searchActions(hits, BASE);
    return keyCommand(p, {
      focus: 0,
      count: 3,
      columns: 1,
      pageRows: 5,
      actions: actions.ctx,
      available: actions.available,
      noParent: true,
    });
  };

  it.each([
    ['F2 renames where allowed', [hit(theirs, ['master'])], press('F2'), 'action:rename'],
    ['F2 does nothing read-only', [hit(theirs, ['previewer'])], press('F2'), null],
    ['Delete trashes', [hit(theirs, ['master'])], press('Delete'), 'action:delete'],
    ['Delete does nothing read-only', [hit(theirs, ['previewer'])], press('Delete'), null],
    ['Delete with no access said', [hit(theirs, null)], press('Delete'), null],
    ['Alt+N makes no folder here', [hit(theirs, ['master'])], press('n', { alt: true }), null],
    [
      'Shift+F10 opens the menu',
      [hit(theirs, ['previewer'])],
      press('F10', { shift: true }),
      'menu',
    ],
    ['Space selects', [], press(' '), 'select:toggle'],
    ['Ctrl+A selects all', [], press('a', { mod: true }), 'select:all'],
    ['Shift+↓ extends', [], press('ArrowDown', { shift: true }), 'select:move'],
    ['Enter opens', [hit(theirs, null)], press('Enter'), 'open'],
    ['Alt+Enter: details', [hit(theirs, null)], press('Enter', { alt: true }), 'details'],
    ['S stars', [hit(theirs, null)], press('s'), 'favorite'],
    ['Backspace has no parent here', [hit(theirs, ['master'])], press('Backspace'), null],
  ] as const)('%s', (_, hits, p, expected) => {
    const command = keys(hits, p);
    const seen =
      command === null
        ? null
        : command.type === 'action'
          ? `action:${command.action.id}`
          : command.type === 'select'
            ? `select:${command.event.type}`
            : command.type;
    expect(seen).toBe(expected);
  });
});

describe('enterDecision', () => {
  it.each([
    ['a folder opens', hit(plans, ['master']), 'folder'],
    ['a file previews', hit(theirs, ['previewer']), 'preview'],
    ['a file without access shows in its folder', hit(theirs, null), 'reveal'],
    ['an Uploader cannot preview', hit(theirs, ['uploader']), 'refused'],
  ] as const)('%s', (_, result, expected) => {
    expect(enterDecision(result, BASE).type).toBe(expected);
  });
});

describe('selectionAfterResults', () => {
  it.each([
    [
      'keeps the focus at its place (the next result after a delete)',
      2,
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'b', 'd', 'e'],
      2,
    ],
    ['the last when the list got shorter', 4, ['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], 2],
    ['follows a renamed result that moved', 0, ['a', 'b', 'c'], ['b', 'c', 'a'], 2],
    ['none when nothing is left', 1, ['a', 'b'], [], null],
    ['none when none was', null, ['a', 'b', 'c'], ['a', 'b', 'c'], null],
  ] as const)('%s', (_, focus, before, after, expected) => {
    const next = selectionAfterResults(
      { selected: new Set([0, 1]), anchor: 0, focus },
      before,
      after,
    );
    expect(next).toEqual({ selected: new Set(), anchor: null, focus: expected });
  });

  it.each([
    [
      'selects what an Undo put back, the focus on it',
      ['c'],
      { selected: new Set([2]), anchor: 2, focus: 2 },
    ],
    [
      'several: the focus on the first listed',
      ['d', 'b'],
      { selected: new Set([1, 3]), anchor: 1, focus: 1 },
    ],
    [
      'none of them listed: as without, the focus on its result',
      ['x'],
      { selected: new Set(), anchor: null, focus: 3 },
    ],
  ] as const)('%s', (_, select, expected) => {
    const next = selectionAfterResults(
      { selected: new Set(), anchor: null, focus: 2 },
      ['a', 'b', 'd', 'e'],
      ['a', 'b', 'c', 'd', 'e'],
      select,
    );
    expect(next).toEqual(expected);
  });
});

describe('resultKeyShortcuts', () => {
  it('names F2 and Delete only where the result allows them', () => {
    const master = resultKeyShortcuts(hit(theirs, ['master']), BASE, false).split(' ');
    expect(master).toEqual(expect.arrayContaining(['Enter', 'Space', 'Control+A', 'F2', 'Delete']));
    const reader = resultKeyShortcuts(hit(theirs, ['previewer']), BASE, true).split(' ');
    expect(reader).toEqual(expect.arrayContaining(['Meta+A', 'Shift+F10', 'S']));
    expect(reader).not.toContain('F2');
    expect(reader).not.toContain('Delete');
  });
});

describe('the wire result', () => {
  const entry = {
    item: wireFile(),
    root: 'shared' as const,
    location: [{ node: '1{6001', dir_seq: 42, name: 'Shared Box' }],
  };

  it('keeps the access the back end says', () => {
    const result = toSearchHit({
      ...entry,
      access: {
        folder_type: 'shared',
        access_levels: ['editor', 'downloader'],
        privall_manages_permissions: true,
        export_allowed: false,
      },
    });
    expect(hitAccess(result, BASE)).toEqual({
      levels: ['editor', 'downloader'],
      folderType: 'shared',
      userType: 'user',
      officeViewer: false,
      privallManagesPermissions: true,
      exportAllowed: false,
    });
  });

  it('has none from a back end that does not say', () => {
    expect(toSearchHit(entry).access).toBeNull();
  });
});

describe('$resultsStale', () => {
  it('counts up when files changed, with the entries an Undo put back', () => {
    const before = $resultsStale.get().count;
    markResultsStale(['f1']);
    expect($resultsStale.get()).toEqual({ count: before + 1, select: ['f1'] });
    markResultsStale();
    expect($resultsStale.get()).toEqual({ count: before + 2, select: undefined });
  });
});

describe('searchShortcuts', () => {
  it('lists what works on the results, and not the folder’s own keys', () => {
    const rows = searchShortcuts(false);
    const labels = rows.map((row) => row.labelKey);
    expect(labels).toEqual(
      expect.arrayContaining([
        'files.keys.toggle',
        'files.keys.selectAll',
        'files.keys.menu',
        'files.keys.open',
        'files.favorite.toggle',
        'files.action.details',
        'files.action.rename',
        'files.action.delete',
        'files.keys.clear',
      ]),
    );
    expect(labels).not.toContain('files.keys.parent');
    expect(labels).not.toContain('files.action.upload');
    expect(labels).not.toContain('files.action.newFolder');
    expect(rows.find((row) => row.labelKey === 'files.keys.selectAll')?.keys).toEqual([
      'Control+A',
    ]);
    expect(searchShortcuts(true).find((r) => r.labelKey === 'files.keys.selectAll')?.keys).toEqual([
      'Meta+A',
    ]);
  });
});
