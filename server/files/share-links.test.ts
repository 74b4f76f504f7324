import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../clock.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { listZip } from './zip-writer.ts';
import { itemNamed, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let downloader: FileClient;
let guest: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  downloader = await signIn(server, 'downloader');
  guest = await signIn(server, 'guest');
});
// The fake clock moves in some stories: a fresh session keeps the owner signed in.
beforeEach(async () => {
  alice = await signIn(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

const LEVELS = ['1{2', ['All Levels Demo']] as const;

function fileSeq(name: string): number {
  const row = server.app.db
    .prepare(
      `SELECT f.file_seq FROM file_items f JOIN file_folders d ON d.dir_seq = f.dir_seq
       WHERE f.name = ? AND d.name = 'All Levels Demo'`,
    )
    .get(name);
  return Number(row?.['file_seq']);
}
function dirSeq(name: string): number {
  return Number(
    server.app.db.prepare('SELECT dir_seq FROM file_folders WHERE name = ?').get(name)?.['dir_seq'],
  );
}

interface Made {
  readonly token: string;
  readonly link: Record<string, unknown>;
}

async function create(
  client: FileClient,
  target: { kind: 'file' | 'folder'; seq: number },
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return client.json('/v2/share-link/create', {
    target,
    expires_at: server.clock.now() + 7 * DAY,
    download_limit: null,
    preview_only: false,
    password: '',
    ...extra,
  });
}

async function made(
  target: { kind: 'file' | 'folder'; seq: number },
  extra: Record<string, unknown> = {},
): Promise<Made> {
  const answer = await create(alice, target, extra);
  expect(answer).toMatchObject({ success: true });
  return { token: String(answer['token']), link: answer['link'] as Record<string, unknown> };
}

/** A public call, with no session: a fresh client that only holds a CSRF cookie. */
async function visitor(path: string, body: unknown): Promise<Record<string, unknown>> {
  const raw = server.client();
  await raw.primeCsrf();
  const response = await raw.fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': raw.jar.get('csrf_token') ?? '',
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function fetchBlob(url: string): Promise<Response> {
  return server.client().fetch(url, {});
}

describe('making links (owner side)', () => {
  it('answers a 24-character token once and stores only its hash', async () => {
    const seq = fileSeq('plan.txt');
    const { token, link } = await made({ kind: 'file', seq });
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(link).toMatchObject({ has_password: false, state: 'active', downloads: 0 });
    const rows = server.app.db.prepare('SELECT token_hash FROM share_links').all();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('hashes the password like an account password', async () => {
    const seq = fileSeq('plan.txt');
    const { link } = await made({ kind: 'file', seq }, { password: 'open sesame' });
    const row = server.app.db
      .prepare('SELECT password_hash FROM share_links WHERE id = ?')
      .get(Number(link['id']));
    expect(String(row?.['password_hash'])).toMatch(/^scrypt\$/);
    expect(link['has_password']).toBe(true);
  });

  it.each([
    ['a past expiry', { expires_at: 1 }, 'link_invalid'],
    ['a short password', { password: 'abc' }, 'link_password_short'],
  ])('refuses %s', async (_, extra, code) => {
    const seq = fileSeq('plan.txt');
    expect(await create(alice, { kind: 'file', seq }, extra)).toMatchObject({
      success: false,
      result_code: code,
    });
  });

  it('refuses a level without File Link (Downloader), and lists nothing to it', async () => {
    const seq = fileSeq('plan.txt');
    expect(await create(downloader, { kind: 'file', seq })).toMatchObject({
      success: false,
      result_code: 'no_authority',
    });
    expect(await downloader.get(`/v2/share-link/list?kind=file&seq=${String(seq)}`)).toMatchObject({
      success: false,
      result_code: 'no_authority',
    });
  });

  it('tells a guest the administrator restricts links where the table would allow them', async () => {
    const db = server.app.db;
    const who = db.prepare(`SELECT id, company_id FROM users WHERE login_id = 'guest'`).get();
    const file = db
      .prepare(
        `SELECT f.file_seq, f.dir_seq FROM file_items f JOIN file_folders d ON d.dir_seq = f.dir_seq
         WHERE f.name = 'invoices.csv' AND d.name = 'Marketing' AND d.company_id = ?`,
      )
      .get(Number(who?.['company_id']));
    db.prepare('UPDATE folder_permissions SET level = ? WHERE dir_seq = ? AND user_id = ?').run(
      'editor',
      Number(file?.['dir_seq']),
      Number(who?.['id']),
    );
    const seq = Number(file?.['file_seq']);
    expect(await create(guest, { kind: 'file', seq })).toMatchObject({
      success: false,
      result_code: 'link_restricted',
      all: 'Link is restricted by the administrator.',
    });
  });

  it('lists, changes and revokes; the list entry carries the link mark while it lives', async () => {
    const seq = fileSeq('handbook.pdf');
    const { link } = await made({ kind: 'file', seq });
    const listed = await alice.get(`/v2/share-link/list?kind=file&seq=${String(seq)}`);
    expect(listed['links']).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: link['id'] })]),
    );
    expect(
      itemNamed(await openPath(alice, LEVELS[0], [...LEVELS[1]]), 'handbook.pdf'),
    ).toMatchObject({ share_link: true });
    const changed = await alice.json('/v2/share-link/update', {
      id: link['id'],
      expires_at: server.clock.now() + DAY,
      download_limit: 3,
      preview_only: false,
      password: 'secret1',
    });
    expect(changed).toMatchObject({
      success: true,
      link: { download_limit: 3, has_password: true },
    });
    const revoked = await alice.json('/v2/share-link/revoke', { id: link['id'] });
    expect(revoked).toMatchObject({ success: true, link: { state: 'revoked' } });
    expect(
      await alice.json('/v2/share-link/update', {
        id: link['id'],
        expires_at: server.clock.now() + DAY,
        download_limit: null,
        preview_only: false,
      }),
    ).toMatchObject({ success: false, result_code: 'link_revoked' });
  });
});

describe('the public side', () => {
  it('opens a link without a password: name, size, preview kind, and the preview with them', async () => {
    const seq = fileSeq('sunrise.png');
    const { token } = await made({ kind: 'file', seq });
    const opened = await visitor('/v2/share/open', { token });
    expect(opened).toMatchObject({
      success: true,
      needs_password: false,
      item: { kind: 'file', name: 'sunrise.png', preview: 'image', downloads_left: null },
      preview_content: { kind: 'image', text: '' },
    });
    const sent = opened['preview_content'] as Record<string, unknown>;
    const preview = await visitor('/v2/share/preview', { token });
    expect(preview).toMatchObject({ success: true, kind: 'image' });
    for (const url of [sent['url'], preview['url']]) {
      const image = await fetchBlob(String(url));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-disposition')).toMatch(/^inline/);
    }
  });

  it('refuses an unknown token', async () => {
    expect(await visitor('/v2/share/open', { token: 'A'.repeat(24) })).toMatchObject({
      success: false,
      result_code: 'link_unknown',
    });
  });

  it('hides the item until the password, counts wrong tries and locks after five', async () => {
    const seq = fileSeq('plan.txt');
    const { token } = await made({ kind: 'file', seq }, { password: 'right one' });
    expect(await visitor('/v2/share/open', { token })).toEqual({
      success: true,
      needs_password: true,
      item: null,
      preview_content: null,
    });
    expect(await visitor('/v2/share/download', { token })).toMatchObject({
      result_code: 'link_password_required',
    });
    for (let left = 4; left >= 1; left -= 1) {
      expect(await visitor('/v2/share/unlock', { token, password: 'nope' })).toMatchObject({
        success: false,
        result_code: 'link_wrong_password',
        tries_left: left,
      });
    }
    const locked = await visitor('/v2/share/unlock', { token, password: 'nope' });
    expect(locked).toMatchObject({
      result_code: 'link_locked',
      retry_at: server.clock.now() + 15 * MINUTE,
    });
    expect(await visitor('/v2/share/unlock', { token, password: 'right one' })).toMatchObject({
      result_code: 'link_locked',
    });
    server.clock.advance(16 * MINUTE);
    const unlocked = await visitor('/v2/share/unlock', { token, password: 'right one' });
    expect(unlocked).toMatchObject({ success: true });
    const pass = String(unlocked['pass']);
    expect(await visitor('/v2/share/open', { token, pass })).toMatchObject({
      needs_password: false,
      item: { name: 'plan.txt', preview: 'text' },
      preview_content: { kind: 'text', url: '', text: expect.stringMatching(/./) as unknown },
    });
    const preview = await visitor('/v2/share/preview', { token, pass });
    expect(preview).toMatchObject({ success: true, kind: 'text', url: '' });
    expect(String(preview['text']).length).toBeGreaterThan(0);
  });

  it('counts downloads, serves each address once and refuses past the limit', async () => {
    const seq = fileSeq('plan.txt');
    const { token } = await made({ kind: 'file', seq }, { download_limit: 2 });
    const first = await visitor('/v2/share/download', { token });
    expect(first).toMatchObject({ success: true, file_name: 'plan.txt', downloads_left: 1 });
    const bytes = await fetchBlob(String(first['download_url']));
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await fetchBlob(String(first['download_url']))).status).toBe(404);
    expect(await visitor('/v2/share/download', { token })).toMatchObject({ downloads_left: 0 });
    expect(await visitor('/v2/share/download', { token })).toMatchObject({
      success: false,
      result_code: 'link_limit_reached',
    });
    expect(await visitor('/v2/share/open', { token })).toMatchObject({
      result_code: 'link_limit_reached',
    });
  });

  it('refuses a revoked link and ends the addresses it gave', async () => {
    const seq = fileSeq('plan.txt');
    const { token, link } = await made({ kind: 'file', seq });
    const given = await visitor('/v2/share/download', { token });
    await alice.json('/v2/share-link/revoke', { id: link['id'] });
    expect(await visitor('/v2/share/open', { token })).toMatchObject({
      result_code: 'link_revoked',
    });
    expect((await fetchBlob(String(given['download_url']))).status).toBe(404);
  });

  it('refuses an expired link', async () => {
    const seq = fileSeq('plan.txt');
    const { token } = await made({ kind: 'file', seq }, { expires_at: server.clock.now() + DAY });
    server.clock.advance(DAY + 1);
    expect(await visitor('/v2/share/open', { token })).toMatchObject({
      result_code: 'link_expired',
    });
  });

  it('refuses downloads of a preview-only link', async () => {
    const seq = fileSeq('sunrise.png');
    const { token } = await made({ kind: 'file', seq }, { preview_only: true });
    expect(await visitor('/v2/share/download', { token })).toMatchObject({
      result_code: 'link_preview_only',
    });
  });

  it('downloads a folder as a zip', async () => {
    const seq = dirSeq('Drafts');
    const { token } = await made({ kind: 'folder', seq });
    expect(await visitor('/v2/share/open', { token })).toMatchObject({
      item: { kind: 'folder', name: 'Drafts', size: 0, preview: null },
      preview_content: null,
    });
    const answer = await visitor('/v2/share/download', { token });
    expect(answer).toMatchObject({ success: true, file_name: 'Drafts.zip' });
    const zip = Buffer.from(await (await fetchBlob(String(answer['download_url']))).arrayBuffer());
    expect(listZip(zip).map((entry) => entry.name)).toContain('Drafts/Welcome.txt');
  });

  it('ends with the maker’s File Link right', async () => {
    const seq = fileSeq('plan.txt');
    const editor = await signIn(server, 'editor');
    const answer = await create(editor, { kind: 'file', seq });
    const token = String(answer['token']);
    const editorId = server.app.db.prepare(`SELECT id FROM users WHERE login_id = 'editor'`).get();
    server.app.db
      .prepare(`UPDATE folder_permissions SET level = 'downloader' WHERE user_id = ?`)
      .run(Number(editorId?.['id']));
    expect(await visitor('/v2/share/open', { token })).toMatchObject({ result_code: 'link_gone' });
  });
});
