// Resumable uploads on the tus protocol (requirements X33) with @tus/server and its file store,
// mounted as one raw contract route. The router has already checked CSRF, the session and the
// upload slots before the body (security K40); the tus hooks then check, still before a byte is
// stored, that a new upload may go where it says (upload right, name, quota) and that an upload
// is continued only by its starter (security K44). The last PATCH commits the file through the
// multipart upload's own commit, and unfinished uploads expire and are swept (security K46).
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { Auth } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { resumableUpload } from '../../src/lib/api/contract/resumable.ts';
import { commitFile, uploadTarget } from '../files/commit.ts';
import {
  forgetUpload,
  isKnownUpload,
  RESUMABLE_TTL_MS,
  startUpload,
  takeExpiredUploads,
  touchUpload,
  uploadOf,
} from '../files/resumable.ts';
import { fileActivityItem, recordActivity } from '../files/activity.ts';
import { fail } from '../files/results.ts';
import type { Router } from './types.ts';

/** Where unfinished uploads live: inside DATA_DIR/tmp, the same disk as storage (commit = rename). */
export const resumableDirOf = (app: AppContext): string =>
  path.join(app.config.dataDir, 'tmp', 'resumable');

/** A refusal tus sends as it is (its `status_code` and `body`): our failure body, as JSON. */
class TusRefusal extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, body: unknown) {
    super(`tus refusal ${String(status)}`);
    this.status_code = status;
    this.body = JSON.stringify(body);
  }
}
const refusal = (status: number, body: unknown): TusRefusal => new TusRefusal(status, body);

const NO_UPLOAD = refusal(404, {
  success: false,
  result_code: 'not_found',
  all: 'No such upload.',
});

/** Routes the tus endpoint. */
export function registerResumableRoutes(router: Router, app: AppContext): void {
  const callers = new WeakMap<IncomingMessage, Auth>();
  const callerOf = (req: Request): Auth => {
    const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const caller = node === undefined ? undefined : callers.get(node);
    // The router authenticated every request that reaches tus: a missing caller is a bug.
    if (caller === undefined) throw refusal(500, fail('not_found'));
    return caller;
  };
  const directory = resumableDirOf(app);
  // The store is made on the first upload, with its folder made here first: the store's own
  // mkdir runs unawaited and throws out of band when the data folder is gone by then (a server
  // started and closed at once, as in tests, while scrypt holds the thread pool).
  const makeTus = (): Server => {
    mkdirSync(directory, { recursive: true });
    const tus = new Server({
      path: resumableUpload.path,
      // Expiry is ours (a day after the last byte, server/files/resumable.ts), not tus's (a day
      // after creation, on the wall clock): a paused upload lives on while it is resumed.
      datastore: new FileStore({ directory }),
      relativeLocation: true,
      // CORS is the server's own global hook (docs/deploy.md), not tus's `*`.
      allowedOrigins: [],
      // Uploads of unknown length would escape the quota check at creation.
      maxSize: Number.MAX_SAFE_INTEGER,
      disableTerminationForFinishedUploads: true,
      // Every request that is not a creation must name an upload of the caller's.
      onIncomingRequest(req, id) {
        if (req.method === 'POST') return Promise.resolve();
        const { user } = callerOf(req);
        const now = app.clock.now();
        if (uploadOf(app.db, user, id, now) === null) throw NO_UPLOAD;
        if (req.method === 'PATCH') touchUpload(app.db, id, now);
        if (req.method === 'DELETE') forgetUpload(app.db, id);
        return Promise.resolve();
      },
      // Before the upload exists: its place, the caller's right there, its name and its size.
      onUploadCreate(req, upload) {
        const { user } = callerOf(req);
        const meta = upload.metadata ?? {};
        const refused = startUpload(app, user, upload.id, {
          node: meta['node'] ?? undefined,
          dirSeq: meta['dir_seq'] ?? undefined,
          name: meta['filename'] ?? undefined,
          size: upload.sizeIsDeferred ? undefined : upload.size,
        });
        if (refused !== null) throw refusal(refused.status, refused.body);
        return Promise.resolve({});
      },
      // All bytes are in: commit them as a file row, answering as the upload call does.
      onUploadFinish(req, upload) {
        const { user } = callerOf(req);
        const row = uploadOf(app.db, user, upload.id, app.clock.now());
        if (row === null) throw NO_UPLOAD;
        const result = commitUpload(app, user, upload, row);
        forgetUpload(app.db, upload.id);
        // The file log records it as it records a multipart upload (requirements X29).
        const committed = result.item ? fileActivityItem(app.db, result.item.file_seq) : null;
        if (committed !== null)
          recordActivity(app.db, user, [{ action: 'upload', item: committed }], app.clock.now());
        return Promise.resolve({
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ success: true, results: [result] }),
        });
      },
    });
    // Once the answer is sent: what is left of a committed upload (its info file; its bytes when
    // the commit refused them) goes.
    tus.on(EVENTS.POST_FINISH, (_req, _res, upload) => {
      rmSync(path.join(directory, upload.id), { force: true });
      rmSync(path.join(directory, `${upload.id}.json`), { force: true });
    });
    return tus;
  };
  let tus: Server | null = null;
  router.addRaw(resumableUpload, async (req, res, caller) => {
    callers.set(req, caller);
    tus ??= makeTus();
    await tus.handle(req, res);
  });
}

/** Commits a finished upload into the folder it was started for, if the caller may still. */
function commitUpload(
  app: AppContext,
  user: Auth['user'],
  upload: Upload,
  row: NonNullable<ReturnType<typeof uploadOf>>,
) {
  const folder = app.db.prepare('SELECT node FROM file_folders WHERE dir_seq = ?').get(row.dirSeq);
  const node = typeof folder?.['node'] === 'string' ? folder['node'] : null;
  const target =
    node === null ? { refused: 'no_folder' as const } : uploadTarget(app, user, node, row.dirSeq);
  if ('refused' in target) return { name: row.name, ok: false, ...fail(target.refused) };
  const stored = path.join(resumableDirOf(app), upload.id);
  return commitFile(
    app,
    user,
    target,
    { name: row.name, size: upload.offset, temporary: upload.offset === 0 ? null : stored },
    row.id,
  );
}

/**
 * Sweeps resumable uploads (security K46): expired ones (rows and bytes), and files no row
 * knows (a crash between the store and the row) once they are older than the TTL.
 */
export function sweepResumable(app: AppContext, now: number): number {
  const directory = resumableDirOf(app);
  let removed = 0;
  for (const id of takeExpiredUploads(app.db, now)) {
    rmSync(path.join(directory, id), { force: true });
    rmSync(path.join(directory, `${id}.json`), { force: true });
    removed += 1;
  }
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return removed;
  }
  for (const name of names) {
    const id = name.replace(/\.json$/, '');
    if (isKnownUpload(app.db, id)) continue;
    const file = path.join(directory, name);
    try {
      if (now - statSync(file).mtimeMs >= RESUMABLE_TTL_MS) {
        rmSync(file, { force: true });
        removed += 1;
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return removed;
}
