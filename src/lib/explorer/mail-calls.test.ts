import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import { earlierRecipients, forgetRecipient, isBlacklisted, sendMail } from './mail-calls.ts';
import { fakeCommands } from './test-commands.ts';
import { file } from './test-items.ts';

const refusal = json({ success: false, result_code: 'no_authority', all: 'No.' });

describe('the mail calls', () => {
  it.each([
    ['the addresses', json({ success: true, addresses: ['a@example.com'] }), ['a@example.com']],
    ['none on a refusal', refusal, []],
    ['none without a network', reset, []],
  ])('suggest %s', async (_, reply, expected) => {
    const { server, env } = fakeCommands();
    server.reply(reply);
    expect(await earlierRecipients(env.client)).toEqual(expected);
  });

  it.each([
    ['a listed address', json({ success: true, blocked: ['a@example.com'] }), true],
    ['an unlisted address', json({ success: true, blocked: [] }), false],
    ['an address when the check fails', reset, false],
  ])('check %s against the black-list', async (_, reply, blocked) => {
    const { server, env } = fakeCommands();
    server.reply(reply);
    expect(await isBlacklisted(env.client, 'a@example.com')).toBe(blocked);
  });

  it('forget an earlier recipient, and a refusal reaches the caller', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, deleted: true }));
    await forgetRecipient(env.client, 'a@example.com');
    expect(new URLSearchParams(await server.requests[0]?.text()).get('email')).toBe(
      'a@example.com',
    );
    server.reply(refusal);
    await expect(forgetRecipient(env.client, 'a@example.com')).rejects.toMatchObject({
      resultCode: 'no_authority',
    });
  });

  it('send the files as links, the subject trimmed, and answer each result', async () => {
    const { server, env } = fakeCommands();
    const results = [{ address: 'a@example.com', result: 'sent' }];
    server.reply(json({ success: true, results, expires_at: 5000 }));
    const items = [file('a.pdf', { fileSeq: 5 }), file('b.pdf', { fileSeq: 6 })];
    expect(
      await sendMail(env.client, {
        items,
        to: ['a@example.com'],
        subject: ' Plans ',
        message: 'Hi',
      }),
    ).toEqual({ results, expiresAt: 5000 });
    expect(await server.requests[0]?.json()).toEqual({
      file_seqs: [5, 6],
      to: ['a@example.com'],
      subject: 'Plans',
      message: 'Hi',
    });
  });
});
