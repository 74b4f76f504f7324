import { describe, expect, it, vi } from 'vitest';
import type { ActionEffects } from './actions.ts';
import { visibleActions } from './actions.ts';
import { OPEN_LOCAL_ACTION, openLocalAvailability } from './open-local-action.ts';
import { ctx, file, folder } from './test-items.ts';

const plan = file('plan.docx');
const inShell = (options: Parameters<typeof ctx>[0]) => ({ ...ctx(options), inShell: true });

describe('Open on this computer', () => {
  it.each([
    ['one file inside the shell', inShell({ selection: [plan] }), 'enabled'],
    ['one file in a plain browser', ctx({ selection: [plan] }), 'hidden'],
    ['a folder', inShell({ selection: [folder('F')] }), 'hidden'],
    ['two files', inShell({ selection: [plan, file('b.pdf')] }), 'hidden'],
    ['nothing selected', inShell({}), 'hidden'],
    [
      'an Uploader, who may not download',
      inShell({ level: 'uploader', selection: [plan] }),
      'hidden',
    ],
    [
      'a download-locked file',
      inShell({ selection: [file('x.pdf', { downloadLocked: true })] }),
      'disabled',
    ],
  ] as const)('%s: %s', (_, context, state) => {
    expect(openLocalAvailability(context).state).toBe(state);
  });

  it('is in the menu only', () => {
    const ids = visibleActions(inShell({ selection: [plan] }), 'selection').map((a) => a.action);
    expect(ids).toContain(OPEN_LOCAL_ACTION);
    expect(OPEN_LOCAL_ACTION.menuOnly).toBe(true);
  });

  it('asks the effects to open the file', () => {
    const openOnComputer = vi.fn();
    OPEN_LOCAL_ACTION.perform(inShell({ selection: [plan] }), {
      openOnComputer,
    } as unknown as ActionEffects);
    expect(openOnComputer).toHaveBeenCalledWith(plan);
  });
});
