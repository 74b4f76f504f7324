// Makes a valid share link (for `/link`) or upload request (for `/upload`) through the reference
// server's API, signed in as the main demo user, the way the app's dialogs make them.
import { createShareLink } from '../../src/lib/api/contract/share-links.ts';
import { createUploadRequest } from '../../src/lib/api/contract/request-uploads.ts';
import type { PageRef } from '../lib/pages.ts';
import {
  SHARED_FOLDER,
  firstFile,
  folderNamed,
  shareLinkBody,
  sharedKind,
  sharedUrl,
  uploadRequestBody,
  type SharedKind,
} from '../lib/shared-links.ts';
import { listPage, signIn, type ApiSession } from './session.ts';

/** One session and the shared items per server: signing in pays scrypt, once is enough. */
const sessions = new Map<
  string,
  Promise<{ session: ApiSession; fileSeq: number; dirSeq: number }>
>();

async function prepare(
  base: string,
): Promise<{ session: ApiSession; fileSeq: number; dirSeq: number }> {
  const session = await signIn(base);
  const root = await listPage(base, session, '1', { page_size: '200' });
  const folder = folderNamed(root.items ?? [], SHARED_FOLDER);
  if (folder?.dir_seq === undefined) throw new Error(`no folder ${SHARED_FOLDER} in my box`);
  const inside = await listPage(base, session, folder.node, { page_size: '200' });
  const file = firstFile(inside.items ?? []);
  if (file?.file_seq === undefined) throw new Error(`no file in ${SHARED_FOLDER}`);
  return { session, fileSeq: file.file_seq, dirSeq: folder.dir_seq };
}

async function create(base: string, kind: SharedKind): Promise<string> {
  let ready = sessions.get(base);
  if (ready === undefined) {
    ready = prepare(base);
    sessions.set(base, ready);
  }
  const { session, fileSeq, dirSeq } = await ready;
  const call = kind === 'share' ? createShareLink : createUploadRequest;
  const body =
    kind === 'share' ? shareLinkBody(fileSeq, Date.now()) : uploadRequestBody(dirSeq, Date.now());
  const response = await fetch(base + call.path, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success?: boolean; token?: string; all?: string };
  if (answer.success !== true || answer.token === undefined) {
    throw new Error(`${call.name} refused: ${JSON.stringify(answer)}`);
  }
  return answer.token;
}

/** The address to measure `page` at when a share link or upload request opens it, else null. */
export async function sharedPageUrl(base: string, page: PageRef): Promise<string | null> {
  const kind = sharedKind(page);
  if (kind === null) return null;
  return sharedUrl(base, page, kind, await create(base, kind));
}
