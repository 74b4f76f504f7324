import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../clock.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { signIn, type FileClient } from './testing.ts';
import { BATCH_IDLE, flushIdleBatches } from './request-uploads.ts';
import { ADDRESS_LIMITS } from '../../src/lib/api/contract/share-links.ts';

let server: TestServer;
let alice: FileClient;
let downloader: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  downloader = await signIn(server, 'downloader');
});
afterAll(async () => {
  await server.close();
});

function drafts(): number {
  return Number(
    server.app.db.prepare(`SELECT dir_seq FROM file_folders WHERE name = 'Drafts'`).get()?.[
      'dir_seq'
    ],
  );
}

async function create(client: FileClient, extra: Record<string, unknown> = {}) {
  return client.json('/v2/request-upload/create', {
    dir_seq: drafts(),
    expires_at: server.clock.now() + 7 * DAY,
    password: '',
    ...extra,
  });
}

/** A visitor without a session: a fresh client holding only a CSRF cookie. */
async function visitor() {
  const raw = server.client();
  await raw.primeCsrf();
  const headers = { 'x-csrftoken': raw.jar.get('csrf_token') ?? '' };
  return {
    json: async (path: string, body: unknown) =>
      (await (
        await raw.fetch(path, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, unknown>,
    upload: async (
      token: string,
      files: Record<string, string>,
      pass = '',
      extra: Record<string, string> = {},
    ) => {
      const form = new FormData();
      form.set('token', token);
      if (pass !== '') form.set('pass', pass);
      for (const [key, value] of Object.entries(extra)) form.set(key, value);
      for (const [name, body] of Object.entries(files)) form.append('file', new File([body], name));
      return (await (
        await raw.fetch('/v2/request/upload', { method: 'POST', headers, body: form })
      ).json()) as Record<string, unknown>;
    },
  };
}

describe('upload requests', () => {
  it('needs the Request Upload row (a Downloader is refused)', async () => {
    expect(await create(downloader)).toMatchObject({ success: false, result_code: 'no_authority' });
  });

  it('takes files into the folder, says nothing of it, and mails the maker', async () => {
    const made = await create(alice);
    expect(made).toMatchObject({ success: true, request: { state: 'active', uploads: 0 } });
    const token = String(made['token']);
    const v = await visitor();
    const opened = await v.json('/v2/request/open', { token });
    expect(opened).toEqual({
      success: true,
      needs_password: false,
      request: { requested_by: 'Alice Example', expires_at: expect.any(Number) as number },
    });
    expect(JSON.stringify(opened)).not.toContain('Drafts');
    // Welcome.txt is in the folder already: it is stored under a free name, and the answer
    // gives back only the visitor's own name.
    const answer = await v.upload(token, { 'Welcome.txt': 'hello', 'report.txt': 'data' });
    expect(answer).toEqual({
      success: true,
      received: [
        { name: 'Welcome.txt', size: 5, ok: true },
        { name: 'report.txt', size: 4, ok: true },
      ],
    });
    const names = server.app.db
      .prepare('SELECT name FROM file_items WHERE dir_seq = ? ORDER BY name')
      .all(drafts())
      .map((row) => row['name']);
    expect(names).toEqual(expect.arrayContaining(['Welcome.txt', 'Welcome (2).txt', 'report.txt']));
    const mail = server.app.outbox.list({ to: 'alice@demo.example' })[0];
    expect(mail?.body).toContain('report.txt');
    const listed = await alice.get(`/v2/request-upload/list?dir_seq=${String(drafts())}`);
    expect(listed).toMatchObject({ success: true, requests: [{ uploads: 2 }] });
  });

  it('records a visitor’s uploads in the file logs, the visitor as actor (requirements X43)', async () => {
    const token = String((await create(alice))['token']);
    const answer = await (await visitor()).upload(token, { 'from-visitor.txt': 'hi' });
    expect(answer).toMatchObject({ success: true, received: [{ ok: true }] });
    const seq = Number(
      server.app.db
        .prepare(`SELECT file_seq FROM file_items WHERE dir_seq = ? AND name = 'from-visitor.txt'`)
        .get(drafts())?.['file_seq'],
    );
    const entry = {
      user_id: null,
      user: 'Alice Example',
      via: 'upload_link',
      action: 'upload',
      kind: 'file',
      name: 'from-visitor.txt',
    };
    const fileLog = await alice.get(`/v2/file/logs?kind=file&seq=${String(seq)}`);
    expect(fileLog).toMatchObject({ success: true, total: 1, entries: [entry] });
    // The folder's log and its CSV export carry it too; the users filter lists only users.
    const folderLog = await alice.get(`/v2/file/logs?kind=folder&seq=${String(drafts())}`);
    expect(folderLog['entries']).toEqual(expect.arrayContaining([expect.objectContaining(entry)]));
    expect(folderLog['users']).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: null })]),
    );
    const exported = await alice.get(`/v2/file/logs/export?kind=file&seq=${String(seq)}`);
    expect(exported).toMatchObject({ success: true, entries: [entry] });
  });

  it('asks for the password and locks after five wrong tries', async () => {
    const token = String((await create(alice, { password: 'drop-box' }))['token']);
    const v = await visitor();
    expect(await v.json('/v2/request/open', { token })).toMatchObject({ needs_password: true });
    expect(await v.upload(token, { 'a.txt': 'a' })).toMatchObject({
      result_code: 'link_password_required',
    });
    for (let i = 0; i < 4; i += 1) await v.json('/v2/request/unlock', { token, password: 'x' });
    expect(await v.json('/v2/request/unlock', { token, password: 'x' })).toMatchObject({
      result_code: 'link_locked',
    });
    server.clock.advance(16 * MINUTE);
    const pass = String(
      (await v.json('/v2/request/unlock', { token, password: 'drop-box' }))['pass'],
    );
    expect(await v.upload(token, { 'a.txt': 'a' }, pass)).toMatchObject({ success: true });
  });

  it('refuses a revoked request', async () => {
    alice = await signIn(server, 'alice');
    const made = await create(alice);
    const id = (made['request'] as Record<string, unknown>)['id'];
    await alice.json('/v2/request-upload/revoke', { id });
    const v = await visitor();
    expect(await v.upload(String(made['token']), { 'a.txt': 'a' })).toMatchObject({
      result_code: 'link_revoked',
    });
  });

  it('sends ONE e-mail for a batch of uploads, listing every file (requirements X39)', async () => {
    const token = String((await create(alice))['token']);
    const v = await visitor();
    const mails = () => server.app.outbox.list({ to: 'alice@demo.example' }).length;
    const before = mails();
    const batch = 'batch-aaaaaaaaaaaaaaaa';
    for (const [index, name] of ['one.txt', 'two.txt', 'three.txt'].entries()) {
      const last = index === 2 ? '1' : '0';
      expect(await v.upload(token, { [name]: name }, '', { batch, last })).toMatchObject({
        success: true,
      });
      expect(mails()).toBe(before + (last === '1' ? 1 : 0));
    }
    const mail = server.app.outbox.list({ to: 'alice@demo.example' })[0];
    expect(mail?.body).toContain('3 file(s) arrived');
    for (const name of ['one.txt', 'two.txt', 'three.txt']) expect(mail?.body).toContain(name);

    // A batch the visitor left unfinished is mailed once idle, and only once.
    await v.upload(token, { 'left.txt': 'x' }, '', { batch: 'batch-bbbbbbbbbbbbbbbb', last: '0' });
    expect(mails()).toBe(before + 1);
    expect(flushIdleBatches(server.app, server.clock.now())).toBe(0);
    server.clock.advance(BATCH_IDLE);
    expect(flushIdleBatches(server.app, server.clock.now())).toBe(1);
    expect(mails()).toBe(before + 2);
    expect(server.app.outbox.list({ to: 'alice@demo.example' })[0]?.body).toContain('left.txt');
    expect(flushIdleBatches(server.app, server.clock.now())).toBe(0);
    // A malformed batch is refused before anything is stored.
    expect(await v.upload(token, { 'x.txt': 'x' }, '', { batch: 'short' })).toMatchObject({
      success: false,
    });
  });

  it('limits password tries per address, across links (security K47)', async () => {
    server.clock.advance(ADDRESS_LIMITS.password.windowMs);
    const v = await visitor();
    const tokens = await Promise.all(
      Array.from({ length: 8 }, async () =>
        String((await create(alice, { password: 'drop-box' }))['token']),
      ),
    );
    const codes: string[] = [];
    for (let i = 0; i < ADDRESS_LIMITS.password.calls; i += 1) {
      const token = tokens[i % tokens.length] ?? '';
      codes.push(
        String((await v.json('/v2/request/unlock', { token, password: 'x' }))['result_code']),
      );
    }
    expect(codes).not.toContain('too_many_requests');
    const over = await v.json('/v2/request/unlock', { token: tokens[0], password: 'drop-box' });
    expect(over).toMatchObject({
      success: false,
      result_code: 'too_many_requests',
      retry_at: expect.any(Number) as number,
    });
    expect(Number(over['retry_at'])).toBeGreaterThan(server.clock.now());
    server.clock.advance(ADDRESS_LIMITS.password.windowMs);
    expect(
      await v.json('/v2/request/unlock', { token: tokens[7], password: 'drop-box' }),
    ).toMatchObject({ success: true });
  });
});
