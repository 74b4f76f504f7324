import { describe, expect, it, vi } from 'vitest';
import { ACCESS_LEVELS, cellFor, visibleFunctions } from '../files/permissions.ts';
import { ROOT_KINDS } from '../files/nodes.ts';
import type { ActionEffects } from './actions.ts';
import { TAG_ACTION, tagAvailability } from './tag-action.ts';
import { ctx, file, folder } from './test-items.ts';

const combos = ACCESS_LEVELS.flatMap((level) => ROOT_KINDS.map((type) => [level, type] as const));
const tagged = file('a.pdf', { tags: ['Review'] });

describe('Tags follows the Edit row', () => {
  it.each(combos)('%s in %s', (level, type) => {
    const allowed = visibleFunctions(type).includes('edit') && cellFor('edit', level, type) === 'Y';
    expect(tagAvailability(ctx({ level, type, selection: [tagged] })).state).toBe(
      allowed ? 'enabled' : 'hidden',
    );
  });

  it.each([
    ['a file without tags from the back end', [file('a.pdf')], 'hidden'],
    ['a folder', [folder('F')], 'hidden'],
    ['two files', [tagged, file('b.pdf', { tags: [] })], 'hidden'],
    ['a file locked by another', [file('c.pdf', { tags: [], downloadLocked: true })], 'disabled'],
    [
      'a locked own upload',
      [file('d.pdf', { tags: [], downloadLocked: true, ownUpload: true })],
      'enabled',
    ],
  ] as const)('%s: %s', (_, selection, state) => {
    expect(tagAvailability(ctx({ level: 'master', selection: [...selection] })).state).toBe(state);
  });

  it('opens the dialog for the file', () => {
    const tags = vi.fn();
    TAG_ACTION.perform(ctx({ level: 'master', selection: [tagged] }), {
      tags,
    } as unknown as ActionEffects);
    expect(tags).toHaveBeenCalledWith(tagged);
  });
});
