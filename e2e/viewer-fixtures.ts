// Lookups for the viewer stories: file sequences from the real folder-list call (signing in is
// the `signIn` fixture of fixtures.ts).
import type { Page } from '@playwright/test';
import { appCall } from './app-fixtures.ts';

/** A folder-list entry, as much as the stories read. */
export interface ListedItem {
  readonly kind: 'folder' | 'file';
  readonly name: string;
  readonly node: string;
  readonly file_seq: number;
  readonly dir_seq: number;
}

/** The entries of a folder (first page of 200). */
export async function listFolder(page: Page, node: string): Promise<ListedItem[]> {
  const body = (await appCall(page, `/app/explorer/lists/${encodeURIComponent(node)}`, {
    form: { page_size: '200' },
  })) as { success?: boolean; items?: ListedItem[] };
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
