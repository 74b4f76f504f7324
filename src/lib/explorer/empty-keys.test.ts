import { describe, expect, it } from 'vitest';
import type { ActionContext } from './actions.ts';
import type { Clipboard } from './copy-move.ts';
import { emptyFolderCommand } from './empty-keys.ts';
import type { KeyDescription } from './keymap.ts';
import { ctx } from './test-items.ts';

function press(key: string, ...mods: ('mod' | 'shift' | 'alt' | 'composing')[]): KeyDescription {
  return {
    key,
    mod: mods.includes('mod'),
    shift: mods.includes('shift'),
    alt: mods.includes('alt'),
    composing: mods.includes('composing'),
  };
}

const clipboard: Clipboard = {
  mode: 'copy',
  items: [{ kind: 'file', seq: 7, name: 'plan.txt' }],
  from: { node: '1{2001', dirSeq: 3, name: 'Apollo' },
};
const withClip = (c: ActionContext): ActionContext => ({ ...c, clipboard });
const master = withClip(ctx());
const previewer = withClip(ctx({ level: 'previewer' }));

function simplify(command: ReturnType<typeof emptyFolderCommand>): unknown {
  return command?.type === 'action' ? `action:${command.action.id}` : (command?.type ?? null);
}

describe('the keys of an empty folder', () => {
  it.each([
    ['Ctrl/Cmd+V pastes what was copied', press('v', 'mod'), master, 'action:paste'],
    ['Ctrl/Cmd+V with a capital V (Caps Lock)', press('V', 'mod'), master, 'action:paste'],
    ['Ctrl/Cmd+V with nothing copied does nothing', press('v', 'mod'), ctx(), null],
    ['Ctrl/Cmd+V where the user may not add does nothing', press('v', 'mod'), previewer, null],
    ['V alone does nothing', press('v'), master, null],
    ['Ctrl/Cmd+V while an IME composes does nothing', press('v', 'mod', 'composing'), master, null],
    ['Alt+U uploads', press('u', 'alt'), master, 'action:upload'],
    ['Alt+N makes a folder', press('n', 'alt'), master, 'action:newFolder'],
    ['Alt+N for a Previewer does nothing', press('n', 'alt'), previewer, null],
    ['? lists the shortcuts', press('?', 'shift'), master, 'action:shortcuts'],
    ['Backspace goes up', press('Backspace'), master, 'parent'],
    ['Alt+↑ goes up', press('ArrowUp', 'alt'), master, 'parent'],
    ['/ searches', press('/'), master, 'search'],
    ['↓ does nothing (no rows)', press('ArrowDown'), master, null],
    ['Ctrl/Cmd+A does nothing (no rows)', press('a', 'mod'), master, null],
    ['Delete does nothing (no selection)', press('Delete'), master, null],
    ['Enter does nothing', press('Enter'), master, null],
    ['without actions only the folder keys work', press('v', 'mod'), null, null],
    ['without actions Backspace still goes up', press('Backspace'), null, 'parent'],
  ] as const)('%s', (_, key, actions, expected) => {
    expect(simplify(emptyFolderCommand(key, actions))).toBe(expected);
  });
});
