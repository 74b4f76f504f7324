// The public link pages are measured as their visitors see them: `/link` opened from a valid share
// link, `/upload` from a valid upload request (requirements X26, X27), made through the reference
// server's API as the app makes them, not bare, which would only measure the "Part of the link is
// missing" card.
import { shareLinkUrl, uploadRequestUrl } from '../../src/lib/explorer/share-links.ts';
import type { Route } from '../../src/lib/routes.ts';
import type { PageRef } from './pages.ts';

/** Which kind of link a page is opened from, or null for a page opened without one. */
export type SharedKind = 'share' | 'upload';

const KINDS: Partial<Record<Route, SharedKind>> = { '/link': 'share', '/upload': 'upload' };

/** The kind of link that opens `page`, or null. */
export function sharedKind(page: PageRef): SharedKind | null {
  return KINDS[page.route] ?? null;
}

/** The folder the bench shares from: seeded in every demo database (server/seed.ts). */
export const SHARED_FOLDER = 'Invoices';

/** A listed item as the folder list answers it (only what the bench reads). */
export interface ListedItem {
  readonly kind: string;
  readonly name: string;
  readonly node: string;
  readonly file_seq?: number;
  readonly dir_seq?: number;
}

/** The folder named `name` among `items`, or null. */
export function folderNamed(items: readonly ListedItem[], name: string): ListedItem | null {
  return items.find((item) => item.kind === 'folder' && item.name === name) ?? null;
}

/** The first file among `items` (in the list's order), or null. */
export function firstFile(items: readonly ListedItem[]): ListedItem | null {
  return items.find((item) => item.kind === 'file') ?? null;
}

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** The body of `POST /v2/share-link/create`: a week, no password, no limit, downloads allowed. */
export function shareLinkBody(fileSeq: number, now: number): Record<string, unknown> {
  return {
    target: { kind: 'file', seq: fileSeq },
    expires_at: now + WEEK,
    download_limit: null,
    preview_only: false,
    password: '',
  };
}

/** The body of `POST /v2/request-upload/create`: a week, no password. */
export function uploadRequestBody(dirSeq: number, now: number): Record<string, unknown> {
  return { dir_seq: dirSeq, expires_at: now + WEEK, password: '' };
}

/** The address a visitor opens: the page in its language with the token in the fragment. */
export function sharedUrl(base: string, page: PageRef, kind: SharedKind, token: string): string {
  return kind === 'share'
    ? shareLinkUrl(base, page.locale, token)
    : uploadRequestUrl(base, page.locale, token);
}
