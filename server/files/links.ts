// Links to file bytes. Preview and thumbnail links are signed and short-lived (a video player
// fetches ranges many times); download links are random, stored hashed, single-use, 5 minutes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { MINUTE } from '../clock.ts';
import { hashToken } from '../auth/sessions.ts';
import { int, optInt, optText, text } from '../db/rows.ts';

/** Lifetime of a preview or thumbnail link. */
export const VIEW_LINK_LIFETIME = 10 * MINUTE;
/** Lifetime of a download link. */
export const DOWNLOAD_LINK_LIFETIME = 5 * MINUTE;

/** The paths that serve bytes (GET routes outside the contract). */
export const BLOB_PATHS = {
  preview: '/blob/preview',
  thumbnail: '/blob/thumbnail',
  download: '/blob/download',
} as const;

/** What a signed view link names. */
export interface ViewClaim {
  readonly purpose: 'preview' | 'thumbnail';
  readonly fileSeq: number;
  readonly userId: number;
  /** The session that asked for the link: the link dies with it (security K33). */
  readonly sessionId: number;
  readonly expiresAt: number;
  /** 'pdf' when the preview is the generated PDF of a document. */
  readonly rendering: 'bytes' | 'pdf';
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest().subarray(0, 18);
}

/** A signed view link (path and query). */
export function signViewLink(key: Buffer, claim: ViewClaim): string {
  const payload = [
    claim.purpose,
    claim.fileSeq,
    claim.userId,
    claim.expiresAt,
    claim.rendering,
    claim.sessionId,
  ].join('.');
  const token = `${Buffer.from(payload).toString('base64url')}.${mac(key, payload).toString('base64url')}`;
  return `${BLOB_PATHS[claim.purpose]}?t=${token}`;
}

/** The claim of a view token if its signature holds and it has not expired; else null. */
export function verifyViewToken(
  key: Buffer,
  token: string,
  purpose: ViewClaim['purpose'],
  now: number,
): ViewClaim | null {
  const [body = '', signature = ''] = token.split('.');
  const payload = Buffer.from(body, 'base64url').toString();
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [p, fileSeq, userId, expiresAt, rendering, sessionId] = payload.split('.');
  const claim: ViewClaim = {
    purpose,
    fileSeq: Number(fileSeq),
    userId: Number(userId),
    sessionId: Number(sessionId),
    expiresAt: Number(expiresAt),
    rendering: rendering === 'pdf' ? 'pdf' : 'bytes',
  };
  if (
    p !== purpose ||
    !Number.isSafeInteger(claim.fileSeq) ||
    !Number.isSafeInteger(claim.sessionId) ||
    claim.expiresAt <= now
  )
    return null;
  return claim;
}

/** What a download link hands out. */
export type DownloadTarget =
  | { readonly kind: 'file' | 'note'; readonly fileSeq: number }
  | { readonly kind: 'zip'; readonly taskKey: string };

/** Issues a single-use download link; returns its path and expiry. */
export function issueDownloadLink(
  db: DatabaseSync,
  owner: { readonly userId: number; readonly sessionId: number },
  target: DownloadTarget,
  fileName: string,
  now: number,
): { url: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + DOWNLOAD_LINK_LIFETIME;
  db.prepare(
    `INSERT INTO download_links (token_hash, user_id, session_id, kind, file_seq, task_key, file_name, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    owner.userId,
    owner.sessionId,
    target.kind,
    target.kind === 'zip' ? null : target.fileSeq,
    target.kind === 'zip' ? target.taskKey : null,
    fileName,
    now,
    expiresAt,
  );
  return { url: `${BLOB_PATHS.download}?t=${token}`, expiresAt };
}

/** A live download link. */
export interface DownloadLink {
  readonly tokenHash: string;
  readonly userId: number;
  /** The session that asked for it (null for links made before sessions were recorded). */
  readonly sessionId: number | null;
  readonly target: DownloadTarget;
  readonly fileName: string;
  /** When its first request spent it, or null. */
  readonly usedAt: number | null;
}

/**
 * The link of a token if it is unexpired and unused (or, with `spentToo`, already spent: a
 * ranged request resuming its download); null otherwise.
 */
export function findDownloadLink(
  db: DatabaseSync,
  token: string,
  now: number,
  spentToo = false,
): DownloadLink | null {
  if (token.length === 0 || token.length > 100) return null;
  const row = db.prepare('SELECT * FROM download_links WHERE token_hash = ?').get(hashToken(token));
  if (!row || int(row, 'expires_at') <= now) return null;
  if (optInt(row, 'used_at') !== null && !spentToo) return null;
  const kind = text(row, 'kind');
  const target: DownloadTarget =
    kind === 'zip'
      ? { kind: 'zip', taskKey: optText(row, 'task_key') ?? '' }
      : { kind: kind === 'note' ? 'note' : 'file', fileSeq: optInt(row, 'file_seq') ?? 0 };
  return {
    tokenHash: text(row, 'token_hash'),
    userId: int(row, 'user_id'),
    sessionId: optInt(row, 'session_id'),
    target,
    fileName: text(row, 'file_name'),
    usedAt: optInt(row, 'used_at'),
  };
}

/** Spends a link; false when another request spent it first. */
export function spendDownloadLink(db: DatabaseSync, link: DownloadLink, now: number): boolean {
  const { changes } = db
    .prepare('UPDATE download_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
    .run(now, link.tokenHash);
  return Number(changes) === 1;
}
