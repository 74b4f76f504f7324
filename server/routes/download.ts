import type { IncomingMessage, ServerResponse } from 'node:http';
import { downloadFile, downloadNote } from '../../src/lib/api/contract/download.ts';
import { downloadChoice } from '../../src/lib/files/authority.ts';
import { splitExtension } from '../../src/lib/files/names.ts';
import type { User } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import type { PageRoute, Router } from './types.ts';
import { sendFailure } from '../http/respond.ts';
import { authorityFor, workflowAuthority } from '../files/authority.ts';
import { filesOf } from '../files/context.ts';
import { parseReginfo, reachFile, type ReachedFile } from '../files/items.ts';
import type { FileRow } from '../files/rows.ts';
import {
  BLOB_PATHS,
  findDownloadLink,
  issueDownloadLink,
  spendDownloadLink,
} from '../files/links.ts';
import { previewBlob } from './preview.ts';
import { thumbnailBlob } from './thumbnails.ts';
import { fail, Refusal, refusing } from '../files/results.ts';
import { sendBlob } from '../files/serve.ts';
import { findTask, statusAt } from '../files/zip-tasks.ts';
import { archiveOf, zipPlaceOf } from '../files/zip-archive.ts';
import { lockedFor } from '../files/lock.ts';
import { downloadDecision } from '../files/unfreeze.ts';
import { liveSessionUser } from '../auth/sessions.ts';
import { LINK_GONE, LINK_SIGNED_OUT, sendLinkEnded } from '../files/link-ended.ts';

/**
 * The checks of every download: Download in the matrix, no file lock, and no workflow
 * requirement (those downloads go through the workflow calls).
 */
export function downloadable(app: AppContext, user: User, fileSeq: number): ReachedFile {
  const reached = reachFile(app.db, user, fileSeq);
  // In cold storage, only once unfrozen and available (requirements X37).
  const decision = downloadDecision(app.db, reached, app.clock.now());
  if (decision === 'frozen') throw new Refusal('file_frozen');
  if (decision !== 'allowed') throw new Refusal('no_authority');
  if (lockedFor(reached.file, user)) throw new Refusal('file_locked');
  if (downloadChoice(workflowAuthority(authorityFor(app.db, user))) === 'workflow') {
    throw new Refusal('workflow_required');
  }
  return reached;
}

/** Routes the one-file and note downloads. */
export function registerDownloadRoutes(router: Router, app: AppContext): void {
  router.addAuthed(downloadFile, (input, { auth: { user, session } }) =>
    refusing(() => {
      const fileSeq =
        input.file_seq ?? (input.reginfo === undefined ? null : parseReginfo(input.reginfo));
      if (fileSeq === null) return fail('not_found');
      const { file } = downloadable(app, user, fileSeq);
      const link = issueDownloadLink(
        app.db,
        { userId: user.id, sessionId: session.id },
        { kind: 'file', fileSeq },
        file.name,
        app.clock.now(),
      );
      return {
        success: true as const,
        download_url: link.url,
        file_name: file.name,
        expires_at: link.expiresAt,
      };
    }),
  );
  router.addAuthed(downloadNote, (input, { auth: { user, session } }) =>
    refusing(() => {
      const { file } = downloadable(app, user, input.fileid);
      const name = `${splitExtension(file.name).stem} (note).txt`;
      const link = issueDownloadLink(
        app.db,
        { userId: user.id, sessionId: session.id },
        { kind: 'note', fileSeq: file.fileSeq },
        name,
        app.clock.now(),
      );
      return {
        success: true as const,
        download_url: link.url,
        file_name: name,
        expires_at: link.expiresAt,
      };
    }),
  );
}

/**
 * GET /blob/download?t= — spends a single-use link and sends the file, note or zip as an
 * attachment. A request with a Range header may use a spent link again until it expires (a
 * resumed download), with the same session and access checks (security K43).
 */
export async function downloadBlob(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const now = app.clock.now();
  const resuming = req.headers.range !== undefined;
  const link = findDownloadLink(app.db, url.searchParams.get('t') ?? '', now, resuming);
  // A fresh link is spent by its first request, ranged or not; a resumed one is already spent.
  const spend = (): boolean =>
    req.method === 'HEAD' ||
    link?.usedAt != null ||
    (link !== null && spendDownloadLink(app.db, link, now));
  if (link === null) {
    sendLinkEnded(req, res, 404, LINK_GONE);
    return;
  }
  // The link lives only as long as the session that asked for it (security K33).
  const user = link.sessionId === null ? null : liveSessionUser(app.db, link.sessionId, now);
  if (user === null || user.id !== link.userId) {
    sendLinkEnded(req, res, 403, LINK_SIGNED_OUT);
    return;
  }
  const { storage } = filesOf(app);
  if (link.target.kind === 'zip') {
    const task = findTask(app.db, link.target.taskKey, user.id);
    if (task === null || statusAt(task, now) !== 3) {
      sendFailure(
        res,
        task === null ? 404 : 409,
        task === null ? 'not_found' : 'not_ready',
        task === null ? 'File not found.' : 'The zip is not ready yet.',
      );
      return;
    }
    const key = await archiveOf(zipPlaceOf(app), user, task);
    const path = storage.pathOf(key);
    const size = storage.sizeOf(key);
    if (path === null || size === null || !spend()) {
      sendFailure(res, 404, 'not_found', 'File not found.');
      return;
    }
    sendBlob(req, res, {
      bytes: { path, size },
      contentType: 'application/zip',
      fileName: task.fileName,
      disposition: 'attachment',
    });
    return;
  }
  // Access is checked again as the bytes are fetched: a trashed folder or a lost right ends it.
  let file: FileRow;
  try {
    file = downloadable(app, user, link.target.fileSeq).file;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    sendLinkEnded(req, res, error.code === 'not_found' ? 404 : 403, LINK_GONE);
    return;
  }
  if (!spend()) {
    sendLinkEnded(req, res, 404, LINK_GONE);
    return;
  }
  if (link.target.kind === 'note') {
    sendBlob(req, res, {
      bytes: Buffer.from(file.note, 'utf8'),
      contentType: 'text/plain; charset=utf-8',
      fileName: link.fileName,
      disposition: 'attachment',
    });
    return;
  }
  const path = file.storage ? storage.pathOf(file.storage) : null;
  sendBlob(req, res, {
    bytes: path ? { path, size: file.size } : Buffer.alloc(0),
    contentType: file.contentType,
    fileName: file.name,
    disposition: 'attachment',
  });
}

/** The GET routes that serve bytes (outside the contract: their URLs come from the calls above). */
export function blobPageRoutes(): [string, PageRoute][] {
  return [
    [BLOB_PATHS.preview, previewBlob],
    [BLOB_PATHS.thumbnail, thumbnailBlob],
    [BLOB_PATHS.download, downloadBlob],
  ];
}
