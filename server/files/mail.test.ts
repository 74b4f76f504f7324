import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

async function seqOf(client: FileClient, name: string): Promise<number> {
  return Number(itemNamed(await openPath(client, '1{2', ['All Levels Demo']), name)['file_seq']);
}

const send = (client: FileClient, fileSeqs: number[], to: string[]) =>
  client.json('/v2/mail/files', {
    file_seqs: fileSeqs,
    to,
    subject: 'The handbook',
    message: 'Here it is.',
  });

/** The mailed link of the newest e-mail to an address, as a path on the server. */
function mailedPath(to: string): string {
  const link = server.app.outbox.list({ to })[0]?.link ?? '';
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('sending files by mail', () => {
  it('mails each recipient a working link, and remembers the recipients', async () => {
    const seq = await seqOf(alice, 'handbook.pdf');
    const answer = await send(
      alice,
      [seq],
      ['reader@partner.example', 'nope', 'reader@partner.example'],
    );
    expect(answer).toMatchObject({
      success: true,
      results: [
        { address: 'reader@partner.example', result: 'sent' },
        { address: 'nope', result: 'invalid' },
      ],
      expires_at: server.clock.now() + 7 * DAY,
    });
    const mail = server.app.outbox.list({ to: 'reader@partner.example' })[0];
    expect(mail?.subject).toBe('The handbook');
    expect(mail?.body).toContain('Here it is.');
    expect(mail?.body).toContain('handbook.pdf');
    expect(mail?.link).toMatch(/\/blob\/mail\?t=[\w-]{43}$/);
    const path = mailedPath('reader@partner.example');
    const response = await server.client().fetch(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(server.logs.join('\n')).not.toContain(path.split('t=')[1] ?? 'x');
    expect(await alice.json('/v2/mail/autocomplete', { query: 'reader' })).toMatchObject({
      addresses: ['reader@partner.example'],
    });
    expect(
      await alice.form('/app/mail/delAutocomplete', { email: 'reader@partner.example' }),
    ).toMatchObject({ deleted: true });
    expect(await alice.json('/v2/mail/autocomplete', { query: 'reader' })).toMatchObject({
      addresses: [],
    });
  });

  it('mails files of two folders together (search results), each checked where it lives', async () => {
    const shared = await seqOf(alice, 'handbook.pdf');
    const photos = await openPath(alice, '1', ['写真']);
    const own = Number(itemNamed(photos, '夕焼け.jpg')['file_seq']);
    expect(await send(alice, [shared, own], ['two@partner.example'])).toMatchObject({
      success: true,
      results: [{ address: 'two@partner.example', result: 'sent' }],
    });
    const mail = server.app.outbox.list({ to: 'two@partner.example' })[0];
    expect(mail?.body).toContain('handbook.pdf');
    expect(mail?.body).toContain('夕焼け.jpg');
    expect((await server.client().fetch(mailedPath('two@partner.example'))).status).toBe(200);
    // One file the matrix refuses refuses the whole mail: nothing is sent.
    const downloader = await signIn(server, 'downloader');
    expect(await send(downloader, [shared, own], ['none@partner.example'])).toMatchObject({
      success: false,
    });
    expect(server.app.outbox.list({ to: 'none@partner.example' })).toEqual([]);
  });

  it('ends a link when it expires or the file is trashed', async () => {
    const seq = await seqOf(alice, 'sunrise.png');
    await send(alice, [seq], ['late@partner.example']);
    const path = mailedPath('late@partner.example');
    server.clock.advance(7 * DAY + 1);
    expect((await server.client().fetch(path)).status).toBe(404);
    alice = await signIn(server, 'alice'); // the session ended with the week too
    await send(alice, [seq], ['trash@partner.example']);
    const fresh = mailedPath('trash@partner.example');
    expect((await server.client().fetch(fresh)).status).toBe(200);
    await alice.json('/v2/trash', { file_seqs: [seq], dir_seqs: [] });
    expect((await server.client().fetch(fresh)).status).toBe(404);
    expect(
      (await server.client().fetch('/blob/mail?t=guessed-token-of-forty-three-characters')).status,
    ).toBe(404);
  });

  it('refuses where the matrix refuses, and writes to no black-listed address', async () => {
    const seq = await seqOf(alice, 'plan.txt');
    const downloader = await signIn(server, 'downloader');
    expect(await send(downloader, [seq], ['a@partner.example'])).toMatchObject({
      success: false,
      result_code: 'no_authority',
    });
    const locked = await seqOf(alice, 'contract.pdf');
    const editor = await signIn(server, 'editor');
    expect(await send(editor, [locked], ['a@partner.example'])).toMatchObject({
      result_code: 'file_locked',
    });
    server.app.db
      .prepare(
        "INSERT INTO mail_blacklist (email, reason, created_at) VALUES ('gone@x.example', 'bounced', 0)",
      )
      .run();
    expect(await send(alice, [seq], ['gone@x.example'])).toMatchObject({
      results: [{ address: 'gone@x.example', result: 'blocked' }],
    });
    expect(server.app.outbox.list({ to: 'gone@x.example' })).toEqual([]);
    expect(server.app.outbox.list({ to: 'a@partner.example' })).toEqual([]);
  });
});
