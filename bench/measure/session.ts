// Signing in to the reference server from the bench (fetch), and finding the seeded folder of
// 10,000 entries through the API's own folder list.
import { fillPath } from '../../src/lib/api/endpoint.ts';
import { listFolder, login } from '../../src/lib/api/contract/index.ts';
import { MAIN_DEMO } from '../../server/seed.ts';
import { DEFAULT_SORT } from '../../src/lib/explorer/items.ts';

/** A signed-in API session: what every authenticated call must send. */
export interface ApiSession {
  readonly accessToken: string;
  readonly csrf: string;
  /** Headers for a state-changing authenticated call (both CSRF header spellings). */
  readonly headers: Readonly<Record<string, string>>;
}

function cookieOf(res: Response, name: string): string | null {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1);
  }
  return null;
}

/** A CSRF token and the headers that carry it (cookie and header, as the page sends them). */
export async function csrfHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/csrf`);
  const token = cookieOf(res, 'csrf_token');
  if (token === null) throw new Error('GET /csrf set no csrf_token cookie');
  return {
    cookie: `csrf_token=${token}`,
    'x-csrf-token': token,
    'x-csrftoken': token,
    lang: 'eng',
  };
}

/** The form body of the main demo's password sign-in. */
export function loginBody(): string {
  return new URLSearchParams({
    company_code: MAIN_DEMO.company,
    id: MAIN_DEMO.userId,
    password: MAIN_DEMO.password,
  }).toString();
}

/** Signs in as the main demo user through POST /login/proceed/. */
export async function signIn(base: string): Promise<ApiSession> {
  const headers = await csrfHeaders(base);
  const res = await fetch(base + login.path, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: loginBody(),
  });
  const body = (await res.json()) as { success?: boolean; all?: string };
  const accessToken = cookieOf(res, 'access_token');
  const csrf = cookieOf(res, 'csrf_token') ?? headers['x-csrf-token'] ?? '';
  if (body.success !== true || accessToken === null) {
    throw new Error(`sign-in refused: ${body.all ?? res.status}`);
  }
  return {
    accessToken,
    csrf,
    headers: {
      cookie: `csrf_token=${csrf}; access_token=${accessToken}`,
      access_token: accessToken,
      'x-csrf-token': csrf,
      'x-csrftoken': csrf,
      lang: 'eng',
      'content-type': 'application/x-www-form-urlencoded',
    },
  };
}

/** The URL of a folder-list call. */
export function listUrl(base: string, node: string): string {
  return base + fillPath(listFolder.path, { node });
}

interface ListAnswer {
  success: boolean;
  total?: number;
  all?: string;
  items?: Array<{ kind: string; node: string; name: string }>;
}

/** One page of a folder. */
export async function listPage(
  base: string,
  session: ApiSession,
  node: string,
  params: Record<string, string> = {},
): Promise<ListAnswer> {
  const res = await fetch(listUrl(base, node), {
    method: 'POST',
    headers: session.headers,
    body: new URLSearchParams({ node, ...params }).toString(),
  });
  if (!res.ok) throw new Error(`${listFolder.name} answered ${res.status}`);
  return (await res.json()) as ListAnswer;
}

/** The seeded big folder: the folder of my box (node 1) with the most entries. */
export interface BigFolder {
  readonly node: string;
  readonly name: string;
  readonly total: number;
  readonly firstName: string;
  readonly lastName: string;
}

/** Finds the folder of my box with the most entries, with its first and last entry names in the app's default order. */
export async function findBigFolder(base: string, session: ApiSession): Promise<BigFolder | null> {
  const root = await listPage(base, session, '1', { page_size: '200' });
  if (!root.success) throw new Error(`listing my box failed: ${root.all ?? ''}`);
  let best: { node: string; name: string; total: number } | null = null;
  for (const item of root.items ?? []) {
    if (item.kind !== 'folder') continue;
    const one = await listPage(base, session, item.node, { page_size: '1' });
    if (one.success && (one.total ?? 0) > (best?.total ?? 0)) {
      best = { node: item.node, name: item.name, total: one.total ?? 0 };
    }
  }
  if (best === null) return null;
  const sort = { sort: DEFAULT_SORT.key, order: DEFAULT_SORT.order, page_size: '1' };
  const first = await listPage(base, session, best.node, { ...sort, page: '1' });
  const last = await listPage(base, session, best.node, { ...sort, page: String(best.total) });
  return {
    ...best,
    firstName: first.items?.[0]?.name ?? '',
    lastName: last.items?.[0]?.name ?? '',
  };
}
