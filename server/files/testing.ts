// Helpers of the file-area integration tests: a signed-in client per demo user.
import { DEMO_PASSWORD } from '../seed.ts';
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
