// The server's half of the one permission table test (requirements X25): every cell of
// MATRIX_CASES whose function has a call of its own is tried against the reference server, as the
// demo user holding that level on a folder of that type (built here: matrixFolders), and the
// answer must be a success exactly where the table allows. The app's half is
// src/lib/files/matrix-cases.test.ts, driven by the same table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectedOne,
  MATRIX_CASES,
  PLAIN,
  type MatrixCase,
} from '../../src/lib/files/matrix-cases.ts';
import type { RootKind } from '../../src/lib/files/nodes.ts';
import {
  ACCESS_LEVELS,
  type AccessLevel,
  type FileFunction,
} from '../../src/lib/files/permissions.ts';
import { DAY } from '../clock.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import {
  LEVEL_USER,
  matrixFolders,
  signIn,
  type FileClient,
  type MatrixFolder,
} from './testing.ts';

let server: TestServer;
let folders: ReturnType<typeof matrixFolders>;
const clients = new Map<string, FileClient>();
let uploaderId = 0;

beforeAll(async () => {
  server = await startTestServer();
  folders = matrixFolders(server);
  for (const login of Object.values(LEVEL_USER)) clients.set(login, await signIn(server, login));
  const row = server.app.db.prepare("SELECT id FROM users WHERE login_id = 'uploader'").get();
  uploaderId = Number(row?.['id']);
});
afterAll(async () => {
  await server.close();
});

const client = (login: string): FileClient => {
  const found = clients.get(login);
  if (found === undefined) throw new Error(`Not signed in: ${login}`);
  return found;
};

let n = 0;
const unique = () => {
  n += 1;
  return String(n);
};

/** The folder fields of a call: its node, plus its dir_seq (the connect area needs it). */
const where = (m: MatrixFolder) => ({ node: m.folder.node, dir_seq: m.folder.dirSeq });

type Answer = Record<string, unknown>;
type Call = (c: FileClient, m: MatrixFolder) => Promise<Answer>;

/** A copy or move into the caller's own my box, so the target never refuses. */
async function copyMove(mode: 'copy' | 'move', c: FileClient, m: MatrixFolder): Promise<Answer> {
  const answer = await c.json(`/v2/items/${mode}`, {
    file_seqs: [m.file()],
    dir_seqs: [],
    node: '1',
    conflict: 'keep_both',
  });
  // Each item is answered on its own: a refused source is a failed item with its code.
  const results = (answer['results'] ?? []) as { status: string; result_code?: string }[];
  const item = results[0];
  if (answer['success'] !== true || item === undefined) return answer;
  return { ...answer, success: item.status === 'done', result_code: item.result_code };
}

function upload(c: FileClient, m: MatrixFolder): Promise<Answer> {
  const form = new FormData();
  form.append('node', m.folder.node);
  form.append('dir_seq', String(m.folder.dirSeq));
  form.append('file', new File(['x'], `up-${unique()}.txt`));
  return c.multipart('/v2/files/upload', form);
}

/**
 * The call that tries each function, or null where no call of its own exists: Download on Office
 * and New Document open the desktop apps, PDF Download and Unfreeze have no call on the
 * reference server (the app offers no command for them either).
 */
const CALLS: Readonly<Record<FileFunction, Call | null>> = {
  preview: (c, m) => c.form('/doc/convert', { fileid: String(m.file()) }),
  comment: (c, m) => c.json('/v2/file/comments/add', { file_seq: m.file(), text: 'Looks good' }),
  edit: (c, m) => c.json('/v2/item/rename', { file_seq: m.file(), name: `r-${unique()}.pdf` }),
  download: (c, m) => c.form('/v2/files/download', { file_seq: String(m.file()) }),
  download_office: null,
  pdf_download: null,
  upload,
  request_upload: (c, m) =>
    c.json('/v2/request-upload/create', {
      dir_seq: m.folder.dirSeq,
      expires_at: server.clock.now() + 7 * DAY,
      password: '',
    }),
  copy: (c, m) => copyMove('copy', c, m),
  link: (c, m) =>
    c.json('/v2/share-link/create', {
      target: { kind: 'file', seq: m.file() },
      expires_at: server.clock.now() + 7 * DAY,
      download_limit: null,
      preview_only: false,
      password: '',
    }),
  mail_attach: (c, m) =>
    c.json('/v2/mail/files', {
      file_seqs: [m.file()],
      to: ['partner@acme.example'],
      subject: 'Files',
      message: '',
    }),
  delete: (c, m) => c.json('/v2/trash', { file_seqs: [m.file()], dir_seqs: [] }),
  lock: (c, m) => c.json('/v2/file/lock', { file_seq: m.file(), lock: true }),
  move: (c, m) => copyMove('move', c, m),
  new_document: null,
  file_logs: (c, m) => c.get(`/v2/file/logs?kind=file&seq=${String(m.file())}`),
  guest_invitation: (c, m) =>
    c.json('/v2/folder/guests/invite', {
      dir_seq: m.folder.dirSeq,
      addresses: [`guest-${unique()}@example.com`],
      level: 'previewer',
    }),
  scheduled_delete: (c, m) =>
    c.json('/v2/item/delete-schedule', {
      file_seq: m.file(),
      delete_at: server.clock.now() + 3 * DAY,
    }),
  comments_management: async (c, m) => {
    const seq = m.file();
    const added = await client('alice').json('/v2/file/comments/add', {
      file_seq: seq,
      text: 'By alice',
    });
    const comment = added['comment'] as { id: number } | undefined;
    // Where even a Master may not comment, nobody may remove a comment either.
    if (comment === undefined) return added;
    return c.json('/v2/file/comments/remove', { id: comment.id });
  },
  subfolder: (c, m) => c.form('/folder/add/', { ...strings(where(m)), name: `sub-${unique()}` }),
  permission_management: (c, m) =>
    c.json('/v2/folder/members/set', {
      dir_seq: m.folder.dirSeq,
      kind: 'user',
      id: uploaderId,
      level: 'uploader',
    }),
  folder_settings: (c, m) =>
    c.json('/v2/folder/settings', {
      dir_seq: m.folder.dirSeq,
      privall_manages_permissions: false,
    }),
  unfreeze: null,
};

function strings(fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}

/** Managing members and inviting guests need a shared folder: my box is its owner's alone
 * (the app shows neither command there: src/lib/files/matrix-cases.test.ts). */
const SHARING: readonly FileFunction[] = [
  'permission_management',
  'folder_settings',
  'guest_invitation',
];

function allows(c: MatrixCase): boolean {
  if (c.folderType === 'mybox' && SHARING.includes(c.fn)) return false;
  return c.expected === 'allowed';
}

/**
 * A refusal says why: no authority (or, removing another's comment, that it is not yours; or, a
 * download in cold storage, that the file is frozen: it follows the Download row only once
 * unfrozen, requirements X37).
 */
const REFUSALS = ['no_authority', 'comment_not_yours', 'file_frozen'];

const tried = MATRIX_CASES.filter((c) => CALLS[c.fn] !== null);

describe('the server answers every cell of the table', () => {
  it('tries every function that has a call, in every folder type, at every level', () => {
    const functions = new Set(tried.map((c) => c.fn));
    expect(functions.size).toBe(19);
    expect(tried.length).toBe(19 * (ACCESS_LEVELS.length * 9 + 1));
  });

  const byCell = (fn: FileFunction) =>
    tried
      .filter((c) => c.fn === fn)
      .map(
        (c) => [`${c.level} in ${c.folderType}: ${allows(c) ? 'allowed' : 'refused'}`, c] as const,
      );

  describe.each([...new Set(tried.map((c) => c.fn))])('%s', (fn) => {
    it.each(byCell(fn))('%s', async (_, c) => {
      const call = CALLS[c.fn];
      if (call === null) throw new Error('no call');
      const answer = await call(client(LEVEL_USER[c.level]), folders[c.folderType]);
      if (allows(c)) expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
      else {
        expect(answer['success'], JSON.stringify(answer)).toBe(false);
        expect(answer['status'] ?? 200).toBeLessThan(500);
        expect(REFUSALS).toContain(answer['result_code']);
      }
    });
  });
});

describe('footnotes the server decides too', () => {
  const shared = () => folders.shared;

  it("Editor deletes their own upload, not another user's", async () => {
    expect(expectedOne('delete', 'editor', 'shared')).toBe('own');
    const editor = client('editor');
    const own = shared().file('editor');
    expect(await editor.json('/v2/trash', { file_seqs: [own], dir_seqs: [] })).toMatchObject({
      success: true,
    });
    const theirs = shared().file('alice');
    expect(await editor.json('/v2/trash', { file_seqs: [theirs], dir_seqs: [] })).toMatchObject({
      success: false,
    });
  });

  it.each(['master', 'privall', 'editor', 'downloader'] as const)(
    'the DLP export policy refuses %s a download where it forbids exporting',
    async (level: AccessLevel) => {
      const conditions = { ...PLAIN, exportAllowed: false };
      expect(expectedOne('download', level, 'dlp', conditions)).toBe('denied');
      const answer = await client(LEVEL_USER[level]).form('/v2/files/download', {
        file_seq: String(folders.dlp_closed.file()),
      });
      expect(answer).toMatchObject({ success: false });
    },
  );

  it('PrivAll manages permissions once the folder lets it', async () => {
    const m = folders.project;
    const settings = { dir_seq: m.folder.dirSeq, privall_manages_permissions: true };
    expect(await client('alice').json('/v2/folder/settings', settings)).toMatchObject({
      success: true,
    });
    const conditions = { ...PLAIN, privallManagesPermissions: true };
    expect(expectedOne('permission_management', 'privall', 'project', conditions)).toBe('allowed');
    const call = CALLS.permission_management;
    expect(await call?.(client('priv'), m)).toMatchObject({ success: true });
  });

  it.each<RootKind>(['shared', 'document'])(
    'group and user levels are combined (%s): Previewer through a group Uploader uploads',
    async (kind) => {
      const db = server.app.db;
      const m = folders[kind];
      const group = db
        .prepare(
          "INSERT INTO file_groups (company_id, name) SELECT company_id, ? FROM users WHERE login_id = 'previewer'",
        )
        .run(`Matrix ${kind}`);
      const groupId = Number(group.lastInsertRowid);
      db.prepare(
        "INSERT INTO file_group_members (group_id, user_id) SELECT ?, id FROM users WHERE login_id = 'previewer'",
      ).run(groupId);
      db.prepare(
        "INSERT INTO folder_permissions (dir_seq, group_id, level) VALUES (?, ?, 'uploader')",
      ).run(m.folder.dirSeq, groupId);
      expect(await upload(client('previewer'), m)).toMatchObject({ success: true });
      expect(
        await client('previewer').form('/doc/convert', { fileid: String(m.file()) }),
      ).toMatchObject({ success: true });
    },
  );
});
