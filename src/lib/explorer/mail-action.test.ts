import { describe, expect, it } from 'vitest';
import { ROOT_KINDS } from '../files/nodes.ts';
import { ACCESS_LEVELS, cellFor, visibleFunctions } from '../files/permissions.ts';
import {
  defaultSubject,
  mailAvailability,
  mailFileSeqs,
  recipientProblem,
  suggestRecipients,
} from './mail-action.ts';
import { ctx, file, folder } from './test-items.ts';

describe('Send by e-mail follows File Attachment via Mail', () => {
  it.each(ACCESS_LEVELS.flatMap((level) => ROOT_KINDS.map((type) => [level, type] as const)))(
    '%s in %s',
    (level, type) => {
      const allowed =
        visibleFunctions(type).includes('mail_attach') &&
        cellFor('mail_attach', level, type) === 'Y';
      expect(mailAvailability(ctx({ level, type, selection: [file('a.pdf')] })).state).toBe(
        allowed ? 'enabled' : 'hidden',
      );
    },
  );

  it.each([
    ['nothing selected', ctx(), 'hidden'],
    ['a guest', ctx({ user: 'guest', selection: [file('a.pdf')] }), 'hidden'],
    ['a folder', ctx({ selection: [file('a.pdf'), folder('Drafts')] }), 'hidden'],
    [
      'a file locked by someone else',
      ctx({ selection: [file('a.pdf', { lock: { by: 'Bob', at: 1, mine: false } })] }),
      'disabled',
    ],
    [
      '21 files',
      ctx({ selection: Array.from({ length: 21 }, (_, i) => file(`f${String(i)}.txt`)) }),
      'disabled',
    ],
  ] as const)('%s: %s', (_, c, expected) => {
    expect(mailAvailability(c).state).toBe(expected);
  });
});

describe('recipients', () => {
  const chosen = [{ address: 'a@x.example', blocked: false }];
  it.each([
    ['b@x.example', null],
    ['A@x.example', 'duplicate'],
    ['not-an-address', 'invalid'],
  ] as const)('%s: %s', (typed, expected) => {
    expect(recipientProblem(typed, chosen)).toBe(expected);
  });

  it('allows at most 20', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      address: `u${String(i)}@x.example`,
      blocked: false,
    }));
    expect(recipientProblem('z@x.example', many)).toBe('tooMany');
  });

  it('suggests earlier recipients matching what is typed, not chosen yet', () => {
    expect(
      suggestRecipients(['a@x.example', 'partner@acme.example', 'b@x.example'], 'X.EX', chosen),
    ).toEqual(['b@x.example']);
  });

  it('names the files by file_seq', () => {
    expect(mailFileSeqs([file('a.pdf', { fileSeq: 7 }), folder('F')])).toEqual([7]);
  });

  it('names the subject after the files', () => {
    expect(defaultSubject([file('a.pdf')])).toBe('a.pdf');
    expect(defaultSubject([file('a.pdf'), file('b.pdf'), file('c.pdf')])).toBe('a.pdf (+2)');
    expect(defaultSubject([])).toBe('');
  });
});
