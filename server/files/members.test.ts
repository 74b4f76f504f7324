import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLink, linkFields, postJson } from '../links/test-support.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

/** The dir_seq of a folder by its path from a root node. */
async function dirSeq(client: FileClient, root: string, path: readonly string[]): Promise<number> {
  const list = await openPath(client, root, path);
  return Number((list['folder'] as Record<string, unknown>)['dir_seq']);
}

const userId = (loginId: string): number => {
  const row = server.app.db.prepare('SELECT id FROM users WHERE login_id = ?').get(loginId);
  return Number(row?.['id']);
};

const members = (client: FileClient, seq: number) =>
  client.json('/v2/folder/members', { dir_seq: seq });
const set = (client: FileClient, seq: number, kind: string, id: number, level: string) =>
  client.json('/v2/folder/members/set', { dir_seq: seq, kind, id, level });
const remove = (client: FileClient, seq: number, kind: string, id: number) =>
  client.json('/v2/folder/members/remove', { dir_seq: seq, kind, id });

type MemberRow = { name: string; level: string; effective: string[]; kind: string };
const memberNamed = (answer: Record<string, unknown>, name: string): MemberRow | undefined =>
  (answer['members'] as MemberRow[]).find((m) => m.name === name);

describe('the members of a shared folder', () => {
  it('lists users and groups with their effective level (group and user combined)', async () => {
    const seq = await dirSeq(alice, '1{2', ['Design Reviews']);
    const answer = await members(alice, seq);
    expect(answer).toMatchObject({
      success: true,
      folder: { name: 'Design Reviews', here: true, may_change_settings: true },
    });
    expect(memberNamed(answer, 'Pia Previewer')).toMatchObject({
      level: 'previewer',
      effective: ['previewer_plus'],
    });
    expect(memberNamed(answer, 'Design Team')).toMatchObject({ kind: 'group', level: 'uploader' });
    expect(memberNamed(answer, 'Alice Example')).toMatchObject({ level: 'master' });
  });

  it('manages the shared folder from a sub-folder', async () => {
    const answer = await members(alice, await dirSeq(alice, '1{2', ['All Levels Demo', 'Drafts']));
    expect(answer).toMatchObject({
      success: true,
      folder: { name: 'All Levels Demo', here: false },
    });
  });

  it('adds a member, changes the level, and removes them', async () => {
    const seq = await dirSeq(alice, '1{2', ['Design Reviews']);
    const dora = userId('downloader');
    const candidates = await alice.json('/v2/folder/members/candidates', {
      dir_seq: seq,
      query: 'Dora',
    });
    expect(candidates).toMatchObject({
      success: true,
      candidates: [{ kind: 'user', id: dora, name: 'Dora Downloader' }],
    });
    expect(
      memberNamed(await set(alice, seq, 'user', dora, 'previewer'), 'Dora Downloader'),
    ).toMatchObject({ level: 'previewer', effective: ['previewer'] });
    const changed = await set(alice, seq, 'user', dora, 'editor');
    expect(memberNamed(changed, 'Dora Downloader')).toMatchObject({ level: 'editor' });
    const dora2 = await signIn(server, 'downloader');
    expect(await dora2.form(listPath('1{2'))).toMatchObject({ success: true });
    expect(itemNamed(await dora2.form(listPath('1{2')), 'Design Reviews')).toBeTruthy();
    expect(memberNamed(await remove(alice, seq, 'user', dora), 'Dora Downloader')).toBeUndefined();
  });

  it('refuses a non-Master, and PrivAll unless the folder allows it', async () => {
    const levels = await dirSeq(alice, '1{2', ['All Levels Demo']);
    const editor = await signIn(server, 'editor');
    const refused = { success: false, result_code: 'no_authority', all: 'You have no authority.' };
    expect(await members(editor, levels)).toMatchObject(refused);
    expect(await set(editor, levels, 'user', userId('guest'), 'previewer')).toMatchObject(refused);
    const priv = await signIn(server, 'priv');
    expect(await members(priv, levels)).toMatchObject(refused);
    // Marketing lets PrivAll manage permissions; the document box always does.
    const yuki = await signIn(server, 'yuki');
    const marketing = await dirSeq(yuki, '1{2', ['Marketing']);
    expect(await members(yuki, marketing)).toMatchObject({
      success: true,
      folder: { may_change_settings: false },
    });
    expect(await set(yuki, marketing, 'user', userId('editor'), 'master')).toMatchObject({
      result_code: 'master_only',
    });
    expect(await remove(yuki, marketing, 'user', userId('alice'))).toMatchObject({
      result_code: 'master_only',
    });
    expect(
      await yuki.json('/v2/folder/settings', {
        dir_seq: marketing,
        privall_manages_permissions: false,
      }),
    ).toMatchObject(refused);
    const policies = await dirSeq(priv, '1{9', ['Policies']);
    expect(await members(priv, policies)).toMatchObject({ success: true });
  });

  it('keeps the last Master', async () => {
    const seq = await dirSeq(alice, '1{2', ['Design Reviews']);
    expect(await set(alice, seq, 'user', userId('alice'), 'editor')).toMatchObject({
      success: false,
      result_code: 'last_master',
    });
  });

  it('changes Folder Settings as a Master', async () => {
    const levels = await dirSeq(alice, '1{2', ['All Levels Demo']);
    const on = await alice.json('/v2/folder/settings', {
      dir_seq: levels,
      privall_manages_permissions: true,
    });
    expect(on).toMatchObject({ success: true, folder: { privall_manages_permissions: true } });
    const priv = await signIn(server, 'priv');
    expect(await members(priv, levels)).toMatchObject({ success: true });
    await alice.json('/v2/folder/settings', {
      dir_seq: levels,
      privall_manages_permissions: false,
    });
    expect(await members(priv, levels)).toMatchObject({ success: false });
  });

  it('lets no connect user add a connect user', async () => {
    const hanbit = await dirSeq(alice, '1{6', ['Hanbit Co.']);
    server.app.db
      .prepare("INSERT INTO folder_permissions (dir_seq, user_id, level) VALUES (?, ?, 'master')")
      .run(hanbit, userId('connect'));
    server.app.db
      .prepare(
        `INSERT INTO users (company_id, login_id, user_type, user_name, email, password_hash, created_at)
         SELECT company_id, 'partner2', 'connect', 'Pat Partner', 'pat@partner.example', 'x', 0
         FROM users WHERE login_id = 'connect'`,
      )
      .run();
    const connect = await signIn(server, 'connect');
    const seq = await dirSeq(connect, '1{6', ['Hanbit Co.']);
    expect(await set(connect, seq, 'user', userId('partner2'), 'editor')).toMatchObject({
      result_code: 'cannot_invite',
    });
    expect(await set(connect, seq, 'user', userId('editor'), 'editor')).toMatchObject({
      success: true,
    });
  });
});

describe('guest invitation', () => {
  const PASSWORD = 'Guest-visit-2026';

  it('mails a registration link; the guest registers, signs in and sees only the folder', async () => {
    const marketing = await dirSeq(alice, '1{2', ['Marketing']);
    const answer = await alice.json('/v2/folder/guests/invite', {
      dir_seq: marketing,
      addresses: ['visitor@partner.example', 'not an address', 'yuki@demo.example'],
      level: 'previewer',
      message: 'Welcome aboard',
    });
    expect(answer).toEqual({
      status: 200,
      success: true,
      results: [
        { address: 'visitor@partner.example', result: 'invited' },
        { address: 'not an address', result: 'invalid' },
        { address: 'yuki@demo.example', result: 'added' },
      ],
    });
    const mail = server.app.outbox.list({ to: 'visitor@partner.example' })[0];
    expect(mail?.subject).toBe('Alice Example shared “Marketing” with you on Cloudbox');
    expect(mail?.body).toContain('Welcome aboard');
    expect(mail?.body).toContain('login ID visitor@partner.example');
    const { url, params } = latestLink(server, 'visitor@partner.example');
    expect(url.pathname).toBe('/passwordRegistration');
    const fields = { ...linkFields(params), password: PASSWORD, password_confirm: PASSWORD };
    expect(
      await postJson(server.client(), '/app/pb/registrationPassword/registration', fields),
    ).toMatchObject({ success: true });

    const client = server.client();
    expect(await client.login('demo', 'visitor@partner.example', PASSWORD)).toMatchObject({
      success: true,
    });
    const auth = {
      access_token: client.jar.get('access_token') ?? '',
      'x-csrftoken': client.jar.get('csrf_token') ?? '',
    };
    const list = async (node: string, fields: Record<string, string> = {}) =>
      (await (await client.post(listPath(node), fields, auth)).json()) as Record<string, unknown>;
    const shared = await list('1{2');
    const names = (shared['items'] as { name: string }[]).map((item) => item.name);
    expect(names).toEqual(['Marketing']);
    expect(await list('1')).toMatchObject({ success: false });
    const levels = itemNamed(await alice.form(listPath('1{2')), 'All Levels Demo');
    expect(
      await list(String(levels['node']), { dir_seq: String(levels['dir_seq']) }),
    ).toMatchObject({ success: false, result_code: 'no_authority' });
    const row = server.app.db
      .prepare("SELECT user_type, invited_by FROM users WHERE login_id = 'visitor@partner.example'")
      .get();
    expect(row).toMatchObject({ user_type: 'guest', invited_by: userId('alice') });
  });

  it('lets no guest invite, nor a blacklisted address be written to', async () => {
    const marketing = await dirSeq(alice, '1{2', ['Marketing']);
    const guest = await signIn(server, 'guest');
    const seq = await dirSeq(guest, '1{2', ['Marketing']);
    expect(
      await guest.json('/v2/folder/guests/invite', {
        dir_seq: seq,
        addresses: ['friend@partner.example'],
        level: 'previewer',
      }),
    ).toMatchObject({ success: false, result_code: 'no_authority' });
    expect(await members(guest, seq)).toMatchObject({ success: false });
    server.app.db
      .prepare(
        "INSERT INTO mail_blacklist (email, reason, created_at) VALUES ('bad@x.example', 'bounced', 0)",
      )
      .run();
    expect(
      await alice.json('/v2/folder/guests/invite', {
        dir_seq: marketing,
        addresses: ['bad@x.example'],
        level: 'previewer',
      }),
    ).toMatchObject({ results: [{ address: 'bad@x.example', result: 'blocked' }] });
    expect(server.app.outbox.list({ to: 'bad@x.example' })).toEqual([]);
    expect(
      await alice.json('/v2/folder/guests/invite', {
        dir_seq: marketing,
        addresses: ['boss@x.example'],
        level: 'privall',
      }),
    ).toMatchObject({ success: false, result_code: 'guest_level' });
  });
});
