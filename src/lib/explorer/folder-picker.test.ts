import { describe, expect, it } from 'vitest';
import {
  initialTree,
  loaded,
  loading,
  needsLoad,
  pathOf,
  targetVerdict,
  toggle,
  treeKey,
  visibleRows,
  failed,
  type PickRequest,
  type PickerTree,
} from './folder-picker.ts';

const ROOTS = [
  { kind: 'mybox' as const, node: '1', dir_seq: 1, name: 'My Box' },
  { kind: 'shared' as const, node: '1{2', dir_seq: 2, name: 'Shared Box' },
];

/** My box with Projects (Apollo inside) and Invoices; the shared box with a Previewer's folder. */
function tree(): PickerTree {
  let t = initialTree(ROOTS);
  t = loaded(
    t,
    'd1',
    ['master'],
    [
      { node: '1000', dirSeq: 10, name: 'Projects', levels: ['master'] },
      { node: '1001', dirSeq: 11, name: 'Invoices', levels: ['master'] },
    ],
  );
  t = loaded(
    t,
    'd10',
    ['master'],
    [{ node: '1000000', dirSeq: 20, name: 'Apollo', levels: ['master'] }],
  );
  t = loaded(
    t,
    'd2',
    [],
    [
      { node: '1{2000', dirSeq: 30, name: 'Design', levels: ['previewer'] },
      { node: '1{2001', dirSeq: 31, name: 'Drafts', levels: ['uploader'] },
    ],
  );
  return toggle(toggle(t, 'd1', true), 'd10', true);
}

const ids = (t: PickerTree) => visibleRows(t).map((row) => row.id);

describe('the tree', () => {
  it('starts with the root areas, focused on the first, nothing chosen', () => {
    const t = initialTree(ROOTS);
    expect(ids(t)).toEqual(['d1', 'd2']);
    expect(t.focus).toBe('d1');
    expect(t.selected).toBeNull();
    expect(t.folders.get('d1')?.levels).toEqual(['master']);
    expect(t.folders.get('d2')?.levels).toEqual([]);
  });

  it('shows children of open folders only, in order, with their depth', () => {
    const t = tree();
    expect(ids(t)).toEqual(['d1', 'd10', 'd20', 'd11', 'd2']);
    expect(visibleRows(t).map((r) => r.depth)).toEqual([0, 1, 2, 1, 0]);
    expect(ids(toggle(t, 'd10', false))).toEqual(['d1', 'd10', 'd11', 'd2']);
  });

  it('loads children once; a failed load is asked again', () => {
    const t = tree();
    expect(needsLoad(t, 'd11')).toBe(true);
    expect(needsLoad(loading(t, 'd11'), 'd11')).toBe(false);
    expect(needsLoad(failed(t, 'd11'), 'd11')).toBe(true);
    expect(needsLoad(t, 'd10')).toBe(false);
  });

  it('gives the breadcrumbs from the root area down', () => {
    expect(pathOf(tree(), 'd20').map((f) => f.name)).toEqual(['My Box', 'Projects', 'Apollo']);
    expect(pathOf(tree(), null)).toEqual([]);
  });
});

describe('the tree keyboard', () => {
  const press = (t: PickerTree, ...keys: string[]) => {
    let current = t;
    let last = null;
    for (const key of keys) {
      last = treeKey(current, key);
      if (last !== null) current = last.tree;
    }
    return { tree: current, last };
  };

  it.each([
    ['↓ moves down', ['ArrowDown'], 'd10'],
    ['↓ twice enters an open folder', ['ArrowDown', 'ArrowDown'], 'd20'],
    ['↑ at the top stays', ['ArrowUp'], 'd1'],
    ['End goes to the last row', ['End'], 'd2'],
    ['Home goes back to the first', ['End', 'Home'], 'd1'],
    ['→ on an open folder goes to its first child', ['ArrowRight'], 'd10'],
    ['← on a closed child goes to its parent', ['ArrowDown', 'ArrowDown', 'ArrowLeft'], 'd10'],
  ])('%s', (_, keys, focus) => {
    expect(press(tree(), ...keys).tree.focus).toBe(focus);
  });

  it('→ opens a closed folder and asks for its children; ← closes it', () => {
    const start = { ...tree(), focus: 'd11' };
    const opened = treeKey(start, 'ArrowRight');
    expect(opened?.load).toBe('d11');
    expect(opened?.tree.expanded.has('d11')).toBe(true);
    expect(treeKey(opened?.tree ?? start, 'ArrowLeft')?.tree.expanded.has('d11')).toBe(false);
  });

  it('Enter chooses the focused folder; a letter does nothing', () => {
    const result = treeKey({ ...tree(), focus: 'd11' }, 'Enter');
    expect(result?.tree.selected).toBe('d11');
    expect(result?.chosen).toBe(true);
    expect(treeKey(tree(), 'a')).toBeNull();
  });
});

describe('what a folder can take', () => {
  const request = (extra: Partial<PickRequest> = {}): PickRequest => ({
    purpose: 'move',
    files: true,
    folders: false,
    dirSeqs: [],
    fromDirSeq: 11,
    userType: 'user',
    ...extra,
  });

  it.each([
    ['files into a Master’s folder', 'd10', request(), true, ''],
    ['files into my box’s top', 'd1', request(), true, ''],
    ['anything into the shared box’s top', 'd2', request(), false, 'noWrite'],
    ['files where the user is a Previewer', 'd30', request(), false, 'noWrite'],
    ['files where the user is an Uploader', 'd31', request(), true, ''],
    [
      'a folder where the user is an Uploader',
      'd31',
      request({ folders: true, files: false }),
      false,
      'noWrite',
    ],
    ['a move into the folder it is in', 'd11', request(), false, 'sameFolder'],
    ['a copy into the folder it is in', 'd11', request({ purpose: 'copy' }), true, ''],
    ['a folder into itself', 'd10', request({ folders: true, dirSeqs: [10] }), false, 'intoItself'],
    [
      'a folder into its child',
      'd20',
      request({ folders: true, dirSeqs: [10] }),
      false,
      'intoItself',
    ],
    [
      'a folder beside itself',
      'd11',
      request({ folders: true, dirSeqs: [10], fromDirSeq: 1 }),
      true,
      '',
    ],
  ])('%s', (_, id, req, ok, reason) => {
    const verdict = targetVerdict(tree(), id, req);
    expect(verdict.ok).toBe(ok);
    if (!verdict.ok) expect(verdict.reasonKey).toBe(`files.copyMove.reason.${reason}`);
  });
});
