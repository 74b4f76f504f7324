import { describe, expect, it, vi } from 'vitest';
import { ROOT_KINDS } from '../files/nodes.ts';
import { ACCESS_LEVELS, cellFor, visibleFunctions } from '../files/permissions.ts';
import { actionForKey, visibleActions, type ActionEffects, type KeyPress } from './actions.ts';
import {
  LOCK_ACTION_ID,
  lockAvailability,
  UNLOCK_ACTION_ID,
  unlockAvailability,
} from './lock-action.ts';
import { allShortcuts } from './shortcuts.ts';
import { ctx, file, folder } from './test-items.ts';

const combos = ACCESS_LEVELS.flatMap((level) => ROOT_KINDS.map((type) => [level, type] as const));
const mine = file('a.pdf', { lock: { by: 'Alice', at: 1, mine: true } });
const theirs = file('a.pdf', {
  downloadLocked: true,
  previewLocked: true,
  lock: { by: 'Bob', at: 1, mine: false },
});
const press: KeyPress = { key: 'l', mod: false, shift: false, alt: true };

describe('Lock and Unlock follow the File Lock row', () => {
  it.each(combos)('%s in %s', (level, type) => {
    const allowed = visibleFunctions(type).includes('lock') && cellFor('lock', level, type) === 'Y';
    expect(lockAvailability(ctx({ level, type, selection: [file('a.pdf')] })).state).toBe(
      allowed ? 'enabled' : 'hidden',
    );
    expect(unlockAvailability(ctx({ level, type, selection: [mine] })).state).toBe(
      allowed ? 'enabled' : 'hidden',
    );
    const lifts = level === 'master' || level === 'privall';
    expect(unlockAvailability(ctx({ level, type, selection: [theirs] })).state).toBe(
      allowed ? (lifts ? 'enabled' : 'disabled') : 'hidden',
    );
  });
});

describe('Lock and Unlock and the selection', () => {
  it.each([
    ['nothing', [], 'hidden', 'hidden'],
    ['two files', [file('a.pdf'), file('b.pdf')], 'hidden', 'hidden'],
    ['a folder', [folder('F')], 'hidden', 'hidden'],
    ['an unlocked file', [file('a.pdf')], 'enabled', 'hidden'],
    ['a file the user locked', [mine], 'hidden', 'enabled'],
    ['a file someone else locked (as an Editor)', [theirs], 'hidden', 'disabled'],
  ] as const)('%s: lock %s, unlock %s', (_, selection, lock, unlock) => {
    const c = ctx({ level: 'editor', selection: [...selection] });
    expect(lockAvailability(c).state).toBe(lock);
    expect(unlockAvailability(c).state).toBe(unlock);
  });

  it('gives the reason an Editor may not lift someone else’s lock', () => {
    expect(unlockAvailability(ctx({ level: 'editor', selection: [theirs] }))).toEqual({
      state: 'disabled',
      reasonKey: 'files.lock.notYours',
    });
  });

  it('shows one entry of the two in the menu', () => {
    const ids = (c: ReturnType<typeof ctx>) =>
      visibleActions(c, 'selection')
        .map(({ action }) => action.id)
        .filter((id) => id === LOCK_ACTION_ID || id === UNLOCK_ACTION_ID);
    expect(ids(ctx({ selection: [file('a.pdf')] }))).toEqual([LOCK_ACTION_ID]);
    expect(ids(ctx({ selection: [theirs] }))).toEqual([UNLOCK_ACTION_ID]);
  });
});

describe('Alt+L', () => {
  it.each([
    ['locks an unlocked file', [file('a.pdf')], LOCK_ACTION_ID, true],
    ['unlocks the user’s lock', [mine], UNLOCK_ACTION_ID, false],
    ['lets a Master unlock someone else’s', [theirs], UNLOCK_ACTION_ID, false],
  ] as const)('%s', (_, selection, id, on) => {
    const c = ctx({ selection: [...selection] });
    const action = actionForKey(c, press);
    expect(action?.id).toBe(id);
    const lock = vi.fn();
    action?.perform(c, { lock } as unknown as ActionEffects);
    expect(lock).toHaveBeenCalledWith(c.selection[0], on);
  });

  it('does nothing for a Downloader, on a lock an Editor may not lift, or without Alt', () => {
    expect(actionForKey(ctx({ level: 'downloader', selection: [file('a.pdf')] }), press)).toBe(
      null,
    );
    expect(actionForKey(ctx({ level: 'editor', selection: [theirs] }), press)).toBeNull();
    expect(actionForKey(ctx({ selection: [file('a.pdf')] }), { ...press, alt: false })).toBeNull();
  });

  it('is listed once in the shortcuts dialog', () => {
    const rows = allShortcuts(false).filter((row) => row.labelKey === 'files.lock.toggle');
    expect(rows).toEqual([{ keys: ['Alt+L'], labelKey: 'files.lock.toggle' }]);
  });
});

describe('the other actions and a lock', () => {
  it.each([
    ['someone else’s lock', theirs, 'disabled'],
    ['the user’s lock', mine, 'enabled'],
  ] as const)('Delete on %s: %s', (_, item, state) => {
    const del = visibleActions(ctx({ selection: [{ ...item, ownUpload: true }] })).find(
      ({ action }) => action.id === 'delete',
    );
    expect(del?.availability.state).toBe(state);
  });
});
