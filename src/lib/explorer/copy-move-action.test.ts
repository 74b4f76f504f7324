import { describe, expect, it, vi } from 'vitest';
import type { ActionContext, ActionEffects } from './actions.ts';
import { actionForKey, visibleActions } from './actions.ts';
import { COPY_MOVE_ACTIONS, copyMoveAvailability, pasteAvailability } from './copy-move-action.ts';
import type { Clipboard } from './copy-move.ts';
import { ctx, file, folder } from './test-items.ts';
import type { AccessLevel } from '../files/permissions.ts';

const a = file('a.pdf');
const theirs = file('b.pdf', { lock: { by: 'Bob', at: null, mine: false } });
const press = (key: string) => ({ key, mod: true, shift: false, alt: false });
const FROM = { node: '1{2001', dirSeq: 5, name: 'Drafts' };

describe('copy and move follow the permission table', () => {
  it.each([
    ['master', 'enabled', 'enabled'],
    ['privall', 'enabled', 'enabled'],
    ['editor', 'enabled', 'hidden'],
    ['editor_minus', 'hidden', 'hidden'],
    ['downloader', 'hidden', 'hidden'],
    ['previewer', 'hidden', 'hidden'],
    ['uploader', 'hidden', 'hidden'],
  ] as const)('%s: copy %s, move %s', (level: AccessLevel, copy, move) => {
    const c = ctx({ level, selection: [a] });
    expect(copyMoveAvailability(c, 'copy').state).toBe(copy);
    expect(copyMoveAvailability(c, 'move').state).toBe(move);
  });

  it('hides both without a selection, and in a DLP folder that forbids export hides copy', () => {
    expect(copyMoveAvailability(ctx(), 'copy').state).toBe('hidden');
    const dlp = ctx({ type: 'dlp', selection: [a] });
    const closed = { ...dlp, access: { ...dlp.access, exportAllowed: false } };
    expect(copyMoveAvailability(closed, 'copy').state).toBe('hidden');
    expect(copyMoveAvailability(closed, 'move').state).toBe('enabled');
  });

  it('disables both on a file someone else locked', () => {
    expect(copyMoveAvailability(ctx({ selection: [theirs] }), 'move')).toEqual({
      state: 'disabled',
      reasonKey: 'files.reason.renameLocked',
    });
  });

  it('shows Copy to… and Move to… for a selection; cut and copy only in the menu', () => {
    const shown = visibleActions(ctx({ selection: [a, folder('F')] }), 'selection');
    const mine = shown.filter(({ action }) => COPY_MOVE_ACTIONS.includes(action));
    expect(mine.map(({ action }) => [action.id, action.menuOnly ?? false])).toEqual([
      ['copyTo', false],
      ['moveTo', false],
      ['cut', true],
      ['copy', true],
    ]);
  });
});

describe('the clipboard keys', () => {
  it('Ctrl+X cuts and Ctrl+C copies the selection', () => {
    const copyMove = vi.fn();
    const effects = { copyMove } as unknown as ActionEffects;
    const c = ctx({ selection: [a] });
    actionForKey(c, press('x'))?.perform(c, effects);
    actionForKey(c, press('c'))?.perform(c, effects);
    expect(copyMove.mock.calls).toEqual([
      [{ type: 'clip', mode: 'move', items: [a] }],
      [{ type: 'clip', mode: 'copy', items: [a] }],
    ]);
  });

  it('Ctrl+V pastes only with something put aside, where the folder takes it', () => {
    expect(pasteAvailability(ctx()).state).toBe('hidden');
    expect(actionForKey(ctx(), press('v'))).toBeNull();
    const copied = {
      mode: 'copy' as const,
      items: [{ kind: 'file' as const, seq: 1, name: 'a.pdf' }],
      from: FROM,
    };
    const withClip = (c: ActionContext, clipboard: Clipboard): ActionContext => ({
      ...c,
      clipboard,
    });
    expect(pasteAvailability(withClip(ctx(), copied)).state).toBe('enabled');
    expect(actionForKey(withClip(ctx(), copied), press('v'))?.id).toBe('paste');
    expect(pasteAvailability(withClip(ctx({ level: 'previewer' }), copied))).toEqual({
      state: 'disabled',
      reasonKey: 'files.copyMove.reason.noWrite',
    });
    const cut: Clipboard = {
      mode: 'move',
      items: [{ kind: 'folder', seq: 2, name: 'F' }],
      from: FROM,
    };
    expect(pasteAvailability(withClip(ctx({ level: 'uploader' }), cut)).state).toBe('disabled');
  });

  it('a Viewer-level user gets no copy or move key', () => {
    const c = ctx({ level: 'previewer', selection: [a] });
    expect(actionForKey(c, press('x'))).toBeNull();
    expect(actionForKey(c, press('c'))).toBeNull();
  });
});
