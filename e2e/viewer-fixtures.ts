// Sign-in and lookups for the viewer stories: the session comes from the real login call
// (CSRF cookie + header), and file sequences from the real folder-list call.
import type { Page } from '@playwright/test';

/** The password of every demo account (server/seed.ts DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Demo-pass-2026!';

/** A folder-list entry, as much as the stories read. */
export interface ListedItem {
  readonly kind: 'folder' | 'file';
  readonly name: string;
  readonly node: string;
  readonly file_seq: number;
  readonly dir_seq: number;
}

async function cookie(page: Page, name: string): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === name)?.value ?? '';
}

/** Signs a demo user of company `demo` in through POST /login/proceed/. */
export async function signIn(page: Page, userId = 'alice'): Promise<void> {
  await page.request.get('/csrf');
  const csrf = await cookie(page, 'csrf_token');
  const answer = await page.request.post('/login/proceed/', {
    form: { company_code: 'demo', id: userId, password: DEMO_PASSWORD },
    headers: { 'X-CSRF-Token': csrf },
  });
  const body = (await answer.json()) as { success: boolean; all?: string };
  if (!body.success) throw new Error(`Sign-in of ${userId} failed: ${body.all ?? answer.status()}`);
}

/** The entries of a folder (first page of 200). */
export async function listFolder(page: Page, node: string): Promise<ListedItem[]> {
  const answer = await page.request.post(`/app/explorer/lists/${encodeURIComponent(node)}`, {
    form: { page_size: '200' },
    headers: {
      access_token: await cookie(page, 'access_token'),
      'X-CSRFToken': await cookie(page, 'csrf_token'),
      lang: 'eng',
    },
  });
  const body = (await answer.json()) as { success: boolean; items?: ListedItem[] };
  if (!body.success || body.items === undefined) throw new Error(`Cannot list ${node}`);
  return body.items;
}

/** Walks from a root node down a path of names; the last name may be a file. */
export async function findItem(
  page: Page,
  root: string,
  path: readonly string[],
): Promise<ListedItem> {
  let node = root;
  let found: ListedItem | undefined;
  for (const name of path) {
    const items = await listFolder(page, node);
    found = items.find((item) => item.name === name);
    if (found === undefined) throw new Error(`No "${name}" in ${node}`);
    node = found.node;
  }
  if (found === undefined) throw new Error('Empty path');
  return found;
}
