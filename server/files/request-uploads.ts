// Request Upload (requirements X27): an upload-only link to a folder. A visitor without an account
// drops files into it; they are stored as its maker's, and the maker gets an e-mail. Through it
// the server never lists the folder or reads a file of it, and the answers say nothing of what the
// folder holds (security K37). Tokens, passwords and the try limit are those of share links.
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import { FILE_LIMITS } from '../../src/lib/api/contract/files.ts';
import { SHARE_LINK_LIMITS } from '../../src/lib/api/contract/share-links.ts';
import type { uploadRequest } from '../../src/lib/api/contract/request-uploads.ts';
import { checkName } from '../../src/lib/files/names.ts';
import { localePath } from '../../src/lib/i18n/locales.ts';
import { userById, type User } from '../auth/accounts.ts';
import { hashToken } from '../auth/sessions.ts';
import { MINUTE } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { int, optInt, optText, text, type Row } from '../db/rows.ts';
import { accessOf, decisionIn } from './access.ts';
import { recordVisitorUploads } from './activity.ts';
import { folderBySeq, lineageOf } from './folders.ts';
import { freeName, insertFile } from './items.ts';
import { ShareRefusal } from './share-links.ts';
import {
  PASS_LIFETIME,
  checkExpiry,
  makerName,
  hashLinkPassword,
  newShareToken,
  rowByToken,
  tryPassword,
} from './link-guard.ts';
import type { Folder } from './rows.ts';
import type { Storage } from './storage.ts';

/** A request as the owner's calls answer it. */
export type UploadRequestView = InferOutput<typeof uploadRequest>;

interface RequestRow {
  readonly id: number;
  readonly companyId: number;
  readonly dirSeq: number;
  readonly createdBy: number;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly passwordHash: string | null;
  readonly revokedAt: number | null;
  readonly lockedUntil: number | null;
  readonly uploads: number;
}

function requestFromRow(row: Row): RequestRow {
  return {
    id: int(row, 'id'),
    companyId: int(row, 'company_id'),
    dirSeq: int(row, 'dir_seq'),
    createdBy: int(row, 'created_by'),
    createdAt: int(row, 'created_at'),
    expiresAt: int(row, 'expires_at'),
    passwordHash: optText(row, 'password_hash'),
    revokedAt: optInt(row, 'revoked_at'),
    lockedUntil: optInt(row, 'locked_until'),
    uploads: int(row, 'uploads'),
  };
}

function stateOf(request: RequestRow, now: number): UploadRequestView['state'] {
  if (request.revokedAt !== null) return 'revoked';
  return request.expiresAt <= now ? 'expired' : 'active';
}

function viewOf(db: DatabaseSync, request: RequestRow, now: number): UploadRequestView {
  return {
    id: request.id,
    created_at: request.createdAt,
    created_by: makerName(db, request.createdBy),
    expires_at: request.expiresAt,
    has_password: request.passwordHash !== null,
    uploads: request.uploads,
    state: stateOf(request, now),
  };
}

function requestById(db: DatabaseSync, id: number): RequestRow | null {
  const row = db.prepare('SELECT * FROM request_uploads WHERE id = ?').get(id);
  return row ? requestFromRow(row) : null;
}

/** The folder if the user may request uploads into it (the matrix's Request Upload row). */
export function requestableFolder(db: DatabaseSync, user: User, dirSeq: number): Folder {
  const folder = folderBySeq(db, dirSeq);
  const lineage =
    folder && folder.companyId === user.companyId && folder.parentSeq !== null
      ? lineageOf(db, folder)
      : null;
  if (folder === null || lineage === null) throw new ShareRefusal('not_found');
  const access = accessOf(db, user, lineage);
  if (access.levels.length === 0) throw new ShareRefusal('not_found');
  if (decisionIn(access, 'request_upload') !== 'allowed') throw new ShareRefusal('no_authority');
  return folder;
}

/** Makes a request; answers it and its token (the only time the token leaves the server). */
export async function createRequest(
  app: AppContext,
  user: User,
  dirSeq: number,
  expiresAt: number,
  password: string,
): Promise<{ request: UploadRequestView; token: string }> {
  const now = app.clock.now();
  requestableFolder(app.db, user, dirSeq);
  checkExpiry(expiresAt, now);
  const hash = await hashLinkPassword(password, app.passwordCost);
  const token = newShareToken();
  const { lastInsertRowid } = app.db
    .prepare(
      `INSERT INTO request_uploads (token_hash, company_id, dir_seq, created_by, created_at,
       expires_at, password_hash) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(hashToken(token), user.companyId, dirSeq, user.id, now, expiresAt, hash);
  const request = requestById(app.db, Number(lastInsertRowid));
  if (request === null) throw new Error('Upload request not stored');
  return { request: viewOf(app.db, request, now), token };
}

/** The requests of a folder, newest first. */
export function listRequests(
  db: DatabaseSync,
  user: User,
  dirSeq: number,
  now: number,
): UploadRequestView[] {
  requestableFolder(db, user, dirSeq);
  return db
    .prepare('SELECT * FROM request_uploads WHERE company_id = ? AND dir_seq = ? ORDER BY id DESC')
    .all(user.companyId, dirSeq)
    .map((row) => viewOf(db, requestFromRow(row), now));
}

/** Revokes a request (idempotent) and ends its passes. */
export function revokeRequest(
  db: DatabaseSync,
  user: User,
  id: number,
  now: number,
): UploadRequestView {
  const request = requestById(db, id);
  if (request === null || request.companyId !== user.companyId) {
    throw new ShareRefusal('not_found');
  }
  requestableFolder(db, user, request.dirSeq);
  db.prepare('UPDATE request_uploads SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?').run(
    now,
    id,
  );
  db.prepare('DELETE FROM request_upload_passes WHERE request_id = ?').run(id);
  const fresh = requestById(db, id);
  if (fresh === null) throw new ShareRefusal('not_found');
  return viewOf(db, fresh, now);
}

// --- The public side -------------------------------------------------------------------------

interface OpenedRequest {
  readonly request: RequestRow;
  readonly maker: User;
  readonly folder: Folder;
}

/** The request of a token if it still takes files, and its maker still has the right. */
function openRequest(db: DatabaseSync, token: string, now: number): OpenedRequest {
  const row = rowByToken(db, 'request_uploads', token);
  if (!row) throw new ShareRefusal('link_unknown');
  const request = requestFromRow(row);
  const state = stateOf(request, now);
  if (state === 'revoked') throw new ShareRefusal('link_revoked');
  if (state === 'expired') throw new ShareRefusal('link_expired');
  const maker = userById(db, request.createdBy);
  if (maker === null || maker.blocked || maker.companyId !== request.companyId) {
    throw new ShareRefusal('link_gone');
  }
  try {
    return { request, maker, folder: requestableFolder(db, maker, request.dirSeq) };
  } catch (error) {
    if (error instanceof ShareRefusal) throw new ShareRefusal('link_gone');
    throw error;
  }
}

function passHolds(db: DatabaseSync, requestId: number, pass: string, now: number): boolean {
  if (pass.length === 0 || pass.length > SHARE_LINK_LIMITS.token) return false;
  return (
    db
      .prepare(
        'SELECT 1 FROM request_upload_passes WHERE hash = ? AND request_id = ? AND expires_at > ?',
      )
      .get(hashToken(pass), requestId, now) !== undefined
  );
}

/** The page's first call: who asks and until when, or that the password is needed. */
export function openForUploadPage(
  db: DatabaseSync,
  token: string,
  pass: string,
  now: number,
): {
  needs_password: boolean;
  request: { requested_by: string; expires_at: number } | null;
} {
  const { request, maker } = openRequest(db, token, now);
  if (request.passwordHash !== null && !passHolds(db, request.id, pass, now)) {
    return { needs_password: true, request: null };
  }
  return {
    needs_password: false,
    request: { requested_by: maker.name, expires_at: request.expiresAt },
  };
}

/** Checks the request's password; a 30-minute pass on success. */
export async function unlockRequest(
  db: DatabaseSync,
  token: string,
  password: string,
  now: number,
): Promise<string> {
  const { request } = openRequest(db, token, now);
  if (request.passwordHash === null) return '';
  await tryPassword(db, 'request_uploads', request, password, now);
  const secret = newShareToken();
  db.prepare('DELETE FROM request_upload_passes WHERE expires_at <= ?').run(now);
  db.prepare(
    'INSERT INTO request_upload_passes (hash, request_id, expires_at) VALUES (?, ?, ?)',
  ).run(hashToken(secret), request.id, now + PASS_LIFETIME);
  return secret;
}

/** One file as the visitor sent it, and whether it was stored. */
export interface Received {
  readonly name: string;
  readonly size: number;
  readonly ok: boolean;
  readonly result_code?: 'invalid_name' | 'too_large';
}

/**
 * Stores the visitor's files in the request's folder as its maker's, under a free name, and
 * e-mails the maker the list. Answers only the names and sizes the visitor sent.
 */
export async function uploadThrough(
  app: AppContext,
  storage: Storage,
  token: string,
  pass: string,
  files: readonly File[],
  batch?: string,
  last = false,
): Promise<Received[]> {
  const now = app.clock.now();
  const { request, maker, folder } = openRequest(app.db, token, now);
  if (request.passwordHash !== null && !passHolds(app.db, request.id, pass, now)) {
    throw new ShareRefusal('link_password_required');
  }
  const received: Received[] = [];
  for (const file of files) {
    const checked = checkName(file.name);
    if (!checked.ok) {
      received.push({ name: file.name, size: file.size, ok: false, result_code: 'invalid_name' });
      continue;
    }
    if (file.size > FILE_LIMITS.uploadFile) {
      received.push({ name: checked.name, size: file.size, ok: false, result_code: 'too_large' });
      continue;
    }
    const key = storage.put(new Uint8Array(await file.arrayBuffer()));
    transaction(app.db, () => {
      const name = freeName(app.db, folder.dirSeq, checked.name);
      const fileSeq = insertFile(app.db, {
        dirSeq: folder.dirSeq,
        name,
        size: file.size,
        storage: key,
        uploadedBy: maker.id,
        now,
      });
      // In the file logs with the visitor as actor (requirements X43).
      const item = { kind: 'file', seq: fileSeq, parentSeq: folder.dirSeq, name } as const;
      recordVisitorUploads(app.db, maker, [{ ...item, companyId: folder.companyId }], now);
      app.db
        .prepare('UPDATE file_folders SET updated_at = ? WHERE dir_seq = ?')
        .run(now, folder.dirSeq);
      app.db
        .prepare('UPDATE request_uploads SET uploads = uploads + 1 WHERE id = ?')
        .run(request.id);
    });
    received.push({ name: checked.name, size: file.size, ok: true });
  }
  const names = received.filter((r) => r.ok).map((r) => r.name);
  if (batch === undefined) {
    mailArrivals(app, maker, folder, names);
  } else {
    addToBatch(app.db, request.id, batch, names, now);
    if (last) flushBatch(app, request.id, batch);
  }
  flushIdleBatches(app, now);
  return received;
}

// --- One e-mail per upload batch (requirements X39) --------------------------------------------

/** A batch no call has added to for this long is mailed as it stands (the visitor left). */
export const BATCH_IDLE = 10 * MINUTE;
/** Names one e-mail lists; more are counted. */
export const MAIL_NAMES_MAX = 200;

/** E-mails the maker the names that arrived (nothing for none). */
function mailArrivals(
  app: AppContext,
  maker: User,
  folder: Folder,
  names: readonly string[],
): void {
  if (names.length === 0 || maker.email === '') return;
  const listed = names.slice(0, MAIL_NAMES_MAX);
  const more = names.length - listed.length;
  app.outbox.send({
    to: maker.email,
    kind: 'email',
    subject: `Files arrived in "${folder.name}"`,
    body: [
      `${String(names.length)} file(s) arrived through your upload request for "${folder.name}":`,
      ...listed.map((name) => `- ${name}`),
      ...(more > 0 ? [`… and ${String(more)} more`] : []),
    ].join('\n'),
    link: `${app.publicUrl}${localePath('/', 'en')}`,
  });
}

function batchNames(db: DatabaseSync, requestId: number, batch: string): string[] {
  const row = db
    .prepare('SELECT names FROM request_upload_batches WHERE request_id = ? AND batch = ?')
    .get(requestId, batch);
  if (row === undefined) return [];
  const parsed: unknown = JSON.parse(text(row, 'names'));
  return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
}

/** Adds the names of one call to its batch. */
function addToBatch(
  db: DatabaseSync,
  requestId: number,
  batch: string,
  names: readonly string[],
  now: number,
): void {
  const all = [...batchNames(db, requestId, batch), ...names];
  db.prepare(
    `INSERT INTO request_upload_batches (request_id, batch, names, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (request_id, batch) DO UPDATE SET names = excluded.names,
     updated_at = excluded.updated_at`,
  ).run(requestId, batch, JSON.stringify(all), now);
}

/** Mails a batch's names to the request's maker (if they still exist) and forgets the batch. */
function flushBatch(app: AppContext, requestId: number, batch: string): void {
  const names = batchNames(app.db, requestId, batch);
  app.db
    .prepare('DELETE FROM request_upload_batches WHERE request_id = ? AND batch = ?')
    .run(requestId, batch);
  const request = requestById(app.db, requestId);
  const maker = request === null ? null : userById(app.db, request.createdBy);
  const folder = request === null ? null : folderBySeq(app.db, request.dirSeq);
  if (maker !== null && folder !== null) mailArrivals(app, maker, folder, names);
}

/** Mails every batch idle for BATCH_IDLE; answers how many were sent. */
export function flushIdleBatches(app: AppContext, now: number): number {
  const idle = app.db
    .prepare('SELECT request_id, batch FROM request_upload_batches WHERE updated_at <= ?')
    .all(now - BATCH_IDLE);
  for (const row of idle) flushBatch(app, int(row, 'request_id'), text(row, 'batch'));
  return idle.length;
}
