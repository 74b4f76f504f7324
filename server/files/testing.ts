// Helpers of the file-area integration tests: a signed-in client per demo user.
import { ROOT_KINDS, type RootKind } from '../../src/lib/files/nodes.ts';
import { ACCESS_LEVELS, type AccessLevel } from '../../src/lib/files/permissions.ts';
import { findCompany, findUser, type User } from '../auth/accounts.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { createFolder, rootFolder } from './folders.ts';
import { insertFile } from './items.ts';
import type { Folder } from './rows.ts';
import { demoBytes } from './seed-content.ts';
import { createStorage } from './storage.ts';
import type { TestClient, TestServer } from '../testing/harness.ts';

/** A signed-in client that speaks the file calls' encodings. */
export interface FileClient {
  readonly raw: TestClient;
  /** Form POST (with the CSRF header and access_token). */
  form(path: string, fields?: Record<string, string>): Promise<Record<string, unknown>>;
  /** JSON POST. */
  json(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<Record<string, unknown>>;
  /** GET with access_token. */
  get(path: string, headers?: Record<string, string>): Promise<Record<string, unknown>>;
  /** Multipart POST. */
  multipart(path: string, form: FormData): Promise<Record<string, unknown>>;
  /** The access token (for Bearer calls). */
  readonly token: string;
}

async function body(response: Response): Promise<Record<string, unknown>> {
  return { status: response.status, ...((await response.json()) as Record<string, unknown>) };
}

/** Signs a demo user of company `demo` in. */
export async function signIn(server: TestServer, userId: string): Promise<FileClient> {
  const raw = server.client();
  const answer = await raw.login('demo', userId, DEMO_PASSWORD);
  if (answer['success'] !== true)
    throw new Error(`Sign-in of ${userId} failed: ${JSON.stringify(answer)}`);
  const token = raw.jar.get('access_token') ?? '';
  const auth = () => ({ access_token: token, 'x-csrftoken': raw.jar.get('csrf_token') ?? '' });
  return {
    raw,
    token,
    form: async (path, fields = {}) => body(await raw.post(path, fields, auth())),
    json: async (path, data, headers = {}) =>
      body(
        await raw.fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth(), ...headers },
          body: JSON.stringify(data),
        }),
      ),
    get: async (path, headers = {}) => body(await raw.get(path, headers)),
    multipart: async (path, form) =>
      body(await raw.fetch(path, { method: 'POST', headers: auth(), body: form })),
  };
}

/** The path of a folder list call. */
export function listPath(node: string): string {
  return `/app/explorer/lists/${encodeURIComponent(node)}`;
}

/** An item of a list answer by name. */
export function itemNamed(list: Record<string, unknown>, name: string): Record<string, unknown> {
  const items = (list['items'] ?? []) as Record<string, unknown>[];
  const item = items.find((i) => i['name'] === name);
  if (!item)
    throw new Error(`No item ${name} in ${items.map((i) => String(i['name'])).join(', ')}`);
  return item;
}

/** Lists a folder by path of names from a root node (e.g. ['All Levels Demo']). */
export async function openPath(client: FileClient, root: string, names: readonly string[]) {
  let list = await client.form(listPath(root));
  for (const name of names) {
    const item = itemNamed(list, name);
    list = await client.form(listPath(String(item['node'])), { dir_seq: String(item['dir_seq']) });
  }
  return list;
}

/** The demo user holding each level on the matrix folders (alice is Master). */
export const LEVEL_USER: Readonly<Record<AccessLevel, string>> = {
  master: 'alice',
  privall: 'priv',
  editor: 'editor',
  editor_minus: 'editorminus',
  downloader: 'downloader',
  previewer_plus: 'previewerplus',
  previewer: 'previewer',
  uploader: 'uploader',
};

/** One folder of the matrix fixture and how to add a file to it. */
export interface MatrixFolder {
  readonly folder: Folder;
  /** Adds a file (a small PDF), uploaded by `by` (alice unless said); returns its file_seq. */
  file(by?: string): number;
}

/**
 * A folder per folder type with one demo user per level on it (requirements X25): "Matrix <type>"
 * under each root area's top (in my box: alice's own, Master by ownership), and a second DLP
 * folder whose export policy forbids exporting. Built in the test's database, not in the seed.
 */
export function matrixFolders(
  server: TestServer,
): Readonly<Record<RootKind | 'dlp_closed', MatrixFolder>> {
  const db = server.app.db;
  const now = server.clock.now();
  const company = findCompany(db, 'demo');
  if (company === null) throw new Error('No demo company');
  const user = (loginId: string): User => {
    const found = findUser(db, company.id, loginId);
    if (found === null) throw new Error(`No user ${loginId}`);
    return found;
  };
  const alice = user('alice');
  const storage = createStorage(server.dataDir);
  const pdf = demoBytes(now)['handbook.pdf'];
  if (pdf === undefined) throw new Error('No demo PDF');
  let n = 0;
  const make = (kind: RootKind, name: string, exportAllowed: boolean): MatrixFolder => {
    const top = rootFolder(db, alice, kind, now);
    if (top === null) throw new Error(`No ${kind} root`);
    const folder = createFolder(db, top, { name, createdBy: alice.id, now });
    if (exportAllowed)
      db.prepare('UPDATE file_folders SET export_allowed = 1 WHERE dir_seq = ?').run(folder.dirSeq);
    if (kind !== 'mybox') {
      for (const level of ACCESS_LEVELS)
        db.prepare('INSERT INTO folder_permissions (dir_seq, user_id, level) VALUES (?, ?, ?)').run(
          folder.dirSeq,
          user(LEVEL_USER[level]).id,
          level,
        );
    }
    return {
      folder,
      file: (by = 'alice') => {
        n += 1;
        return insertFile(db, {
          dirSeq: folder.dirSeq,
          name: `matrix-${String(n)}.pdf`,
          size: pdf.length,
          storage: storage.put(pdf),
          uploadedBy: user(by).id,
          now,
        });
      },
    };
  };
  const folders = Object.fromEntries(
    ROOT_KINDS.map((kind) => [kind, make(kind, `Matrix ${kind}`, true)]),
  ) as Record<RootKind, MatrixFolder>;
  return { ...folders, dlp_closed: make('dlp', 'Matrix dlp closed', false) };
}
