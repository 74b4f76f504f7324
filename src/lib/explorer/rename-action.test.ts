import { describe, expect, it, vi } from 'vitest';
import { ROOT_KINDS } from '../files/nodes.ts';
import { ACCESS_LEVELS, cellFor, visibleFunctions } from '../files/permissions.ts';
import { actionForKey, type ActionEffects } from './actions.ts';
import { renameAvailability, RENAME_ACTION } from './rename-action.ts';
import { allShortcuts } from './shortcuts.ts';
import { ctx, file, folder } from './test-items.ts';
import type { ExplorerItem } from './items.ts';

const combos = ACCESS_LEVELS.flatMap((level) => ROOT_KINDS.map((type) => [level, type] as const));

/** A folder entry carrying the caller's own level on it, as the folder list sends it. */
function folderWithLevel(level: (typeof ACCESS_LEVELS)[number]): ExplorerItem {
  const entry = folder('Shared');
  return {
    ...entry,
    permission: { node: '1{2001', access_level: level },
  };
}

describe('Rename follows the Edit row', () => {
  it.each(combos)('%s in %s', (level, type) => {
    const allowed = visibleFunctions(type).includes('edit') && cellFor('edit', level, type) === 'Y';
    const state = renameAvailability(ctx({ level, type, selection: [file('a.pdf')] })).state;
    expect(state).toBe(allowed ? 'enabled' : 'hidden');
  });

  it.each([
    ['master', true],
    ['privall', true],
    ['editor', true],
    ['editor_minus', true],
    ['downloader', false],
    ['previewer_plus', false],
    ['previewer', false],
    ['uploader', false],
  ] as const)('a %s in the shared box may rename: %s', (level, ok) => {
    expect(renameAvailability(ctx({ level, selection: [file('a.pdf')] })).state).toBe(
      ok ? 'enabled' : 'hidden',
    );
  });
});

describe('Rename and the selection', () => {
  it.each([
    ['nothing', [], 'hidden'],
    ['two files', [file('a.pdf'), file('b.pdf')], 'hidden'],
    ['a folder', [folder('F')], 'enabled'],
    ['a file locked by someone else', [file('a.pdf', { downloadLocked: true })], 'disabled'],
    [
      'a file the user locked (listed to them as unlocked, with their lock)',
      [file('a.pdf', { lock: { by: 'Alice', at: 1, mine: true } })],
      'enabled',
    ],
    [
      'a file someone else locked, uploaded by the user',
      [file('a.pdf', { downloadLocked: true, ownUpload: true })],
      'disabled',
    ],
  ] as const)('%s: %s', (_, selection, state) => {
    expect(renameAvailability(ctx({ selection: [...selection] })).state).toBe(state);
  });

  it('gives the lock as the reason', () => {
    expect(
      renameAvailability(ctx({ selection: [file('a.pdf', { downloadLocked: true })] })),
    ).toEqual({ state: 'disabled', reasonKey: 'files.reason.renameLocked' });
  });

  it.each([
    ['master', 'enabled'],
    ['editor', 'enabled'],
    ['previewer', 'hidden'],
  ] as const)('judges a folder by the level on the folder itself (%s there)', (level, state) => {
    // At a shared area's top the listed folder grants nothing; the folder's own level decides.
    const c = ctx({ level: 'previewer', selection: [folderWithLevel(level)] });
    expect(renameAvailability({ ...c, access: { ...c.access, levels: [] } }).state).toBe(state);
  });
});

describe('F2', () => {
  const press = { key: 'F2', mod: false, shift: false, alt: false };

  it('renames the selected item', () => {
    const rename = vi.fn();
    const c = ctx({ selection: [file('a.pdf')] });
    const action = actionForKey(c, press);
    expect(action?.id).toBe('rename');
    action?.perform(c, { rename } as unknown as ActionEffects);
    expect(rename).toHaveBeenCalledWith(c.selection[0]);
  });

  it('does nothing for a Previewer or with Shift', () => {
    expect(actionForKey(ctx({ level: 'previewer', selection: [file('a.pdf')] }), press)).toBeNull();
    expect(actionForKey(ctx({ selection: [file('a.pdf')] }), { ...press, shift: true })).toBeNull();
  });

  it('is listed in the shortcuts dialog', () => {
    expect(allShortcuts(false)).toContainEqual({ keys: ['F2'], labelKey: RENAME_ACTION.labelKey });
  });
});
