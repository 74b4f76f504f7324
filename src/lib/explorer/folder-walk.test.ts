import { describe, expect, it } from 'vitest';
import {
  droppedEntries,
  readAll,
  treeOfPicked,
  walkEntries,
  type FsEntryLike,
} from './folder-walk.ts';

interface FakeFile {
  readonly name: string;
  readonly size: number;
}

const file = (name: string, broken = false): FsEntryLike<FakeFile> => ({
  name,
  isFile: true,
  isDirectory: false,
  file: (ok, fail) => {
    if (broken) fail?.(new Error('gone'));
    else ok({ name, size: name.length });
  },
});

// A directory whose reader answers `batch` entries per call, then empty, as browsers do (~100).
const dir = (
  name: string,
  children: FsEntryLike<FakeFile>[],
  batch = 2,
): FsEntryLike<FakeFile> => ({
  name,
  isFile: false,
  isDirectory: true,
  createReader: () => {
    let at = 0;
    return {
      readEntries: (ok) => {
        const next = children.slice(at, at + batch);
        at += batch;
        setTimeout(() => {
          ok(next);
        }, 0);
      },
    };
  },
});

describe('walking a dropped tree (requirements X40)', () => {
  it('reads a directory until its reader answers empty, not only the first batch', async () => {
    const many = Array.from({ length: 7 }, (_, i) => file(`f${String(i)}.txt`));
    const reader = dir('big', many, 3).createReader?.();
    expect(reader).toBeDefined();
    if (reader === undefined) return;
    expect((await readAll(reader)).map((e) => e.name)).toEqual(many.map((e) => e.name));
  });

  it.each<[string, FsEntryLike<FakeFile>[], unknown]>([
    [
      'a two-level tree, with an empty folder kept',
      [
        dir('Trip', [
          file('a.jpg'),
          dir('Day 1', [file('b.jpg'), file('c.jpg')]),
          dir('Empty', []),
        ]),
      ],
      {
        folders: [['Trip'], ['Trip', 'Day 1'], ['Trip', 'Empty']],
        files: [
          ['Trip', 'a.jpg'],
          ['Trip/Day 1', 'b.jpg'],
          ['Trip/Day 1', 'c.jpg'],
        ],
        unreadable: [],
      },
    ],
    [
      'a loose file beside a folder goes into the open folder',
      [file('top.txt'), dir('D', [file('in.txt')])],
      {
        folders: [['D']],
        files: [
          ['', 'top.txt'],
          ['D', 'in.txt'],
        ],
        unreadable: [],
      },
    ],
    [
      'an unreadable file is reported by its path',
      [dir('D', [file('ok.txt'), file('locked.txt', true)])],
      { folders: [['D']], files: [['D', 'ok.txt']], unreadable: ['D/locked.txt'] },
    ],
  ])('%s', async (_, entries, expected) => {
    const tree = await walkEntries(entries);
    expect({
      folders: tree.folders,
      files: tree.files.map((f) => [f.path.join('/'), f.file.name]),
      unreadable: tree.unreadable,
    }).toEqual(expected);
  });

  it('a reader that fails reports its directory', async () => {
    const broken: FsEntryLike<FakeFile> = {
      name: 'Denied',
      isFile: false,
      isDirectory: true,
      createReader: () => ({
        readEntries: (_ok, fail) => {
          fail?.(new Error('denied'));
        },
      }),
    };
    expect((await walkEntries([broken])).unreadable).toEqual(['Denied']);
  });
});

describe('the tree of an <input webkitdirectory> pick', () => {
  it.each([
    [
      'folders from the relative paths, parents first, each once',
      [
        { name: 'a.txt', webkitRelativePath: 'Trip/a.txt' },
        { name: 'b.txt', webkitRelativePath: 'Trip/Day 1/b.txt' },
        { name: 'c.txt', webkitRelativePath: 'Trip/Day 1/c.txt' },
      ],
      [['Trip'], ['Trip', 'Day 1']],
      ['Trip', 'Trip/Day 1', 'Trip/Day 1'],
    ],
    [
      'a file without a path goes into the open folder',
      [{ name: 'x', webkitRelativePath: '' }],
      [],
      [''],
    ],
  ])('%s', (_, picked, folders, paths) => {
    const tree = treeOfPicked(picked);
    expect(tree.folders).toEqual(folders);
    expect(tree.files.map((f) => f.path.join('/'))).toEqual(paths);
  });
});

describe('the entries of a drop', () => {
  const item = (entry: FsEntryLike<FakeFile> | null, kind = 'file') => ({
    kind,
    webkitGetAsEntry: () => entry,
  });
  it.each([
    ['null for files only (they go as before)', [item(file('a')), item(file('b'))], null],
    ['every entry when a folder is among them', [item(file('a')), item(dir('D', []))], ['a', 'D']],
    ['text items are skipped', [item(null, 'string'), item(dir('D', []))], ['D']],
  ])('%s', (_, items, names) => {
    expect(droppedEntries(items)?.map((e) => e.name) ?? null).toEqual(names);
  });
});
