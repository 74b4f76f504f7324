import { describe, expect, it } from 'vitest';
import { json } from '../api/fake-env.ts';
import { inviteProblem, sendInvitation } from './guest-invite.ts';
import { fakeCommands } from './test-commands.ts';

const many = Array.from({ length: 21 }, (_, i) => `g${String(i)}@example.com`);

describe('the guest invitation', () => {
  it.each([
    ['no address', [], { key: 'files.guests.none' }],
    ['more than 20', many, { key: 'files.guests.tooMany' }],
    [
      'malformed ones',
      ['a@example.com', 'nope', 'b@x'],
      { key: 'files.guests.invalid', values: { addresses: 'nope, b@x' } },
    ],
    ['20 good ones', many.slice(0, 20), null],
  ])('with %s', (_, addresses, problem) => {
    expect(inviteProblem(addresses)).toEqual(problem);
  });

  it.each([
    ['leaves a blank message out', '  ', {}],
    ['sends a message as typed', ' Hello ', { message: ' Hello ' }],
  ])('%s and answers each address’s result', async (_, message, extra) => {
    const { server, env } = fakeCommands();
    const results = [{ address: 'a@example.com', result: 'invited' }];
    server.reply(json({ success: true, results }));
    const invitation = { dirSeq: 40, addresses: ['a@example.com'], level: 'editor', message };
    expect(await sendInvitation(env.client, { ...invitation, level: 'editor' })).toEqual(results);
    expect(await server.requests[0]?.json()).toEqual({
      dir_seq: 40,
      addresses: ['a@example.com'],
      level: 'editor',
      ...extra,
    });
  });

  it('a refusal reaches the caller', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: 'no_authority', all: 'No.' }));
    await expect(
      sendInvitation(env.client, {
        dirSeq: 40,
        addresses: ['a@example.com'],
        level: 'editor',
        message: '',
      }),
    ).rejects.toMatchObject({ resultCode: 'no_authority' });
  });
});
