import { describe, expect, it } from 'vitest';
import { planFolderUpload } from './folder-plan.ts';
import type { DroppedTree } from './folder-walk.ts';

const tree = (
  folders: string[],
  files: string[],
  unreadable: string[] = [],
): DroppedTree<{ name: string }> => ({
  folders: folders.map((f) => f.split('/')),
  files: files.map((f) => {
    const parts = f.split('/');
    return { path: parts.slice(0, -1), file: { name: parts[parts.length - 1] ?? '' } };
  }),
  unreadable,
});

describe('the plan of a folder upload (requirements X40)', () => {
  it.each([
    [
      'folders parents first, each file into its folder, empty folders kept',
      tree(['Trip/Day 1', 'Trip', 'Trip/Empty'], ['Trip/a.jpg', 'Trip/Day 1/b.jpg', 'loose.txt']),
      {
        folders: [
          ['Trip', null, 'Trip'],
          ['Day 1', 0, 'Trip/Day 1'],
          ['Empty', 0, 'Trip/Empty'],
        ],
        files: [
          ['a.jpg', 0, 'Trip'],
          ['b.jpg', 1, 'Trip/Day 1'],
          ['loose.txt', null, ''],
        ],
        refused: [],
      },
    ],
    [
      'a refused folder name is reported with the files under it, its sub-folders left out',
      tree(['Ok', 'Ok/bad.', 'Ok/bad./deeper'], ['Ok/x', 'Ok/bad./y', 'Ok/bad./deeper/z']),
      {
        folders: [['Ok', null, 'Ok']],
        files: [['x', 0, 'Ok']],
        refused: [{ where: 'Ok/bad.', reason: 'trailing_dot_space', files: 2 }],
      },
    ],
    [
      'names that fold alike in one folder are one folder (Docs = docs), NFC applied',
      tree(['Docs', 'docs', 'Cafe\u0301'], ['Docs/a', 'docs/b', 'Cafe\u0301/c']),
      {
        folders: [
          ['Docs', null, 'Docs'],
          ['Caf\u00e9', null, 'Caf\u00e9'],
        ],
        files: [
          ['a', 0, 'Docs'],
          ['b', 0, 'Docs'],
          ['c', 1, 'Caf\u00e9'],
        ],
        refused: [],
      },
    ],
    [
      'reserved and dot names are refused, an unreadable entry is reported',
      tree(['CON', '..'], ['CON/a'], ['D/locked.txt']),
      {
        folders: [],
        files: [],
        refused: [
          { where: 'CON', reason: 'reserved', files: 1 },
          { where: '..', reason: 'dot_name', files: 0 },
          { where: 'D/locked.txt', reason: 'unreadable', files: 0 },
        ],
      },
    ],
    [
      'a bad file name stays in the plan: the queue refuses it in its own row',
      tree(['D'], ['D/nul.txt']),
      { folders: [['D', null, 'D']], files: [['nul.txt', 0, 'D']], refused: [] },
    ],
  ])('%s', (_, input, expected) => {
    const plan = planFolderUpload(input);
    expect({
      folders: plan.folders.map((f) => [f.name, f.parent, f.where]),
      files: plan.files.map((f) => [f.file.name, f.folder, f.where]),
      refused: plan.refused,
    }).toEqual(expected);
  });
});
