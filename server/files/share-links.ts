// Share links (requirements X26): a file or folder opened to anyone holding the link's token, on
// behalf of the user who made it. Tokens are 144 random bits stored as SHA-256 (security K35);
// passwords are scrypt hashes with a try limit (security K36); every public call checks the link
// (revoked, expired, limit) and the maker's File Link right again (security K37). Not the byte
// links of links.ts (short-lived download and preview addresses, security K33).
import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import {
  SHARE_LINK_LIMITS,
  type sharedItem,
  type sharedPreview,
  type shareLink,
} from '../../src/lib/api/contract/share-links.ts';
import { decide } from '../../src/lib/files/access.ts';
import { PREVIEW_LIMIT, previewKindOf } from '../../src/lib/files/preview.ts';
import { userById, type User } from '../auth/accounts.ts';
import { hashToken } from '../auth/sessions.ts';
import { MINUTE } from '../clock.ts';
import { int, optInt, optText, text, type Row } from '../db/rows.ts';
import { accessOf, decisionIn, type FolderAccess } from './access.ts';
import { folderBySeq, lineageOf } from './folders.ts';
import { reachFile, type FileItem } from './items.ts';
import { lockedFor, previewLockedFor } from './lock.ts';
import { Refusal } from './results.ts';
import {
  PASS_LIFETIME,
  ShareRefusal,
  checkExpiry,
  makerName,
  checkNewPassword,
  hashLinkPassword,
  newShareToken,
  rowByToken,
  tryPassword,
} from './link-guard.ts';
import type { FileRow, Folder } from './rows.ts';
import type { Storage } from './storage.ts';
import { writeZip, type ZipEntry } from './zip-writer.ts';
import { resolveSelection } from './zip-tasks.ts';
import { say } from '../messages/language.ts';

/** A share link as the owner's calls answer it. */
export type ShareLinkView = InferOutput<typeof shareLink>;
/** What the public page is shown of a link's item. */
export type SharedItem = InferOutput<typeof sharedItem>;
/** A file's preview as the public page is sent it. */
export type SharedPreview = InferOutput<typeof sharedPreview>;

/** The path that serves a link's bytes (outside the contract: its address comes from a call). */
export const SHARE_BLOB_PATH = '/blob/share';
/** How long a download or preview address lives. */
export const BYTES_LIFETIME = 5 * MINUTE;

export { ShareRefusal };

/** The failure answer of a share-link refusal. */
export function shareFailure(refusal: ShareRefusal) {
  return {
    success: false as const,
    result_code: refusal.code,
    all: say(`shareLinks.${refusal.code}`),
    ...refusal.extra,
  };
}

/** Runs a handler body and answers a ShareRefusal (or a file Refusal) as its failure. */
export async function shareRefusing<T>(
  work: () => T | Promise<T>,
): Promise<T | ReturnType<typeof shareFailure>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ShareRefusal) return shareFailure(error);
    if (error instanceof Refusal) {
      return shareFailure(
        new ShareRefusal(error.code === 'no_authority' ? 'no_authority' : 'not_found'),
      );
    }
    throw error;
  }
}

/** A stored link. */
export interface ShareLinkRow {
  readonly id: number;
  readonly companyId: number;
  readonly kind: 'file' | 'folder';
  readonly seq: number;
  readonly createdBy: number;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly passwordHash: string | null;
  readonly downloadLimit: number | null;
  readonly downloads: number;
  readonly previewOnly: boolean;
  readonly revokedAt: number | null;
  readonly failedTries: number;
  readonly lockedUntil: number | null;
}

function linkFromRow(row: Row): ShareLinkRow {
  return {
    id: int(row, 'id'),
    companyId: int(row, 'company_id'),
    kind: text(row, 'kind') === 'folder' ? 'folder' : 'file',
    seq: int(row, 'seq'),
    createdBy: int(row, 'created_by'),
    createdAt: int(row, 'created_at'),
    expiresAt: int(row, 'expires_at'),
    passwordHash: optText(row, 'password_hash'),
    downloadLimit: optInt(row, 'download_limit'),
    downloads: int(row, 'downloads'),
    previewOnly: int(row, 'preview_only') === 1,
    revokedAt: optInt(row, 'revoked_at'),
    failedTries: int(row, 'failed_tries'),
    lockedUntil: optInt(row, 'locked_until'),
  };
}

/** Where a link stands at `now`: revoked first, then expired, then a reached limit. */
export function stateOf(link: ShareLinkRow, now: number): ShareLinkView['state'] {
  if (link.revokedAt !== null) return 'revoked';
  if (link.expiresAt <= now) return 'expired';
  if (!link.previewOnly && link.downloadLimit !== null && link.downloads >= link.downloadLimit) {
    return 'limit_reached';
  }
  return 'active';
}

/** The item a link names, as its maker reaches it. */
type Reached =
  | { readonly kind: 'file'; readonly file: FileRow; readonly access: FolderAccess }
  | { readonly kind: 'folder'; readonly folder: Folder; readonly access: FolderAccess };

function reachItem(db: DatabaseSync, user: User, kind: 'file' | 'folder', seq: number): Reached {
  if (kind === 'file') {
    const { file, access } = reachFile(db, user, seq);
    return { kind, file, access };
  }
  const folder = folderBySeq(db, seq);
  const lineage =
    folder && folder.companyId === user.companyId && folder.parentSeq !== null
      ? lineageOf(db, folder)
      : null;
  if (folder === null || lineage === null) throw new ShareRefusal('not_found');
  const access = accessOf(db, user, lineage);
  if (access.levels.length === 0) throw new ShareRefusal('not_found');
  return { kind, folder, access };
}

/**
 * The item if the user may make and manage its links (File Link in its folder). A guest whom the
 * table would allow but the company does not gets `link_restricted`.
 */
export function linkableItem(
  db: DatabaseSync,
  user: User,
  kind: 'file' | 'folder',
  seq: number,
): Reached {
  const reached = reachItem(db, user, kind, seq);
  if (decisionIn(reached.access, 'link') === 'allowed') return reached;
  const ifAllowed = decide('link', { ...reached.access.context, guestLinkAllowed: true });
  throw new ShareRefusal(
    user.type === 'guest' && ifAllowed === 'allowed' ? 'link_restricted' : 'no_authority',
  );
}

function viewOf(db: DatabaseSync, link: ShareLinkRow, now: number): ShareLinkView {
  return {
    id: link.id,
    created_at: link.createdAt,
    created_by: makerName(db, link.createdBy),
    expires_at: link.expiresAt,
    has_password: link.passwordHash !== null,
    download_limit: link.downloadLimit,
    downloads: link.downloads,
    preview_only: link.previewOnly,
    state: stateOf(link, now),
  };
}

function linkById(db: DatabaseSync, id: number): ShareLinkRow | null {
  const row = db.prepare('SELECT * FROM share_links WHERE id = ?').get(id);
  return row ? linkFromRow(row) : null;
}

/** The settings of a new or changed link. */
export interface LinkSettings {
  readonly expiresAt: number;
  readonly downloadLimit: number | null;
  readonly previewOnly: boolean;
}

function checkSettings(settings: LinkSettings, password: string | undefined, now: number): void {
  checkExpiry(settings.expiresAt, now);
  if (password !== undefined) checkNewPassword(password);
}

/** Makes a link; answers it and its token (the only time the token leaves the server). */
export async function createLink(
  db: DatabaseSync,
  user: User,
  target: { kind: 'file' | 'folder'; seq: number },
  settings: LinkSettings,
  password: string,
  now: number,
  passwordCost: number,
): Promise<{ link: ShareLinkView; token: string }> {
  linkableItem(db, user, target.kind, target.seq);
  checkSettings(settings, password, now);
  const token = newShareToken();
  const hash = await hashLinkPassword(password, passwordCost);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO share_links (token_hash, company_id, kind, seq, created_by, created_at,
       expires_at, password_hash, download_limit, preview_only) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      hashToken(token),
      user.companyId,
      target.kind,
      target.seq,
      user.id,
      now,
      settings.expiresAt,
      hash,
      settings.downloadLimit,
      settings.previewOnly ? 1 : 0,
    );
  const link = linkById(db, Number(lastInsertRowid));
  if (link === null) throw new Error('Share link not stored');
  return { link: viewOf(db, link, now), token };
}

/** The links of an item, newest first. */
export function listLinks(
  db: DatabaseSync,
  user: User,
  target: { kind: 'file' | 'folder'; seq: number },
  now: number,
): ShareLinkView[] {
  linkableItem(db, user, target.kind, target.seq);
  return db
    .prepare(
      'SELECT * FROM share_links WHERE company_id = ? AND kind = ? AND seq = ? ORDER BY id DESC',
    )
    .all(user.companyId, target.kind, target.seq)
    .map((row) => viewOf(db, linkFromRow(row), now));
}

/** A link the user may manage: in their company, on an item where they have File Link. */
function managedLink(db: DatabaseSync, user: User, id: number): ShareLinkRow {
  const link = linkById(db, id);
  if (link === null || link.companyId !== user.companyId) throw new ShareRefusal('not_found');
  linkableItem(db, user, link.kind, link.seq);
  return link;
}

/** Changes a link; `password` undefined keeps it, '' removes it. */
export async function updateLink(
  db: DatabaseSync,
  user: User,
  id: number,
  settings: LinkSettings,
  password: string | undefined,
  now: number,
  passwordCost: number,
): Promise<ShareLinkView> {
  const link = managedLink(db, user, id);
  if (link.revokedAt !== null) throw new ShareRefusal('link_revoked');
  checkSettings(settings, password, now);
  const hash =
    password === undefined ? link.passwordHash : await hashLinkPassword(password, passwordCost);
  db.prepare(
    `UPDATE share_links SET expires_at = ?, download_limit = ?, preview_only = ?, password_hash = ?,
     failed_tries = CASE WHEN ? THEN 0 ELSE failed_tries END,
     locked_until = CASE WHEN ? THEN NULL ELSE locked_until END WHERE id = ?`,
  ).run(
    settings.expiresAt,
    settings.downloadLimit,
    settings.previewOnly ? 1 : 0,
    hash,
    password === undefined ? 0 : 1,
    password === undefined ? 0 : 1,
    id,
  );
  // A changed password ends the passes the old one earned.
  if (password !== undefined) {
    db.prepare(`DELETE FROM share_link_passes WHERE link_id = ? AND purpose = 'pass'`).run(id);
  }
  const fresh = linkById(db, id);
  if (fresh === null) throw new ShareRefusal('not_found');
  return viewOf(db, fresh, now);
}

/** Revokes a link for good (idempotent) and ends every address it handed out. */
export function revokeLink(db: DatabaseSync, user: User, id: number, now: number): ShareLinkView {
  managedLink(db, user, id);
  db.prepare('UPDATE share_links SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?').run(
    now,
    id,
  );
  db.prepare('DELETE FROM share_link_passes WHERE link_id = ?').run(id);
  const fresh = linkById(db, id);
  if (fresh === null) throw new ShareRefusal('not_found');
  return viewOf(db, fresh, now);
}

/** List entries with `share_link` set where the item has a live link. */
export function markShareLinks(
  db: DatabaseSync,
  companyId: number,
  items: FileItem[],
  now: number,
): FileItem[] {
  const live = db.prepare(
    `SELECT 1 FROM share_links WHERE company_id = ? AND kind = ? AND seq = ? AND revoked_at IS NULL
     AND expires_at > ? AND (preview_only = 1 OR download_limit IS NULL OR downloads < download_limit)
     LIMIT 1`,
  );
  return items.map((item) => {
    const seq = item.kind === 'file' ? item.file_seq : item.dir_seq;
    return { ...item, share_link: live.get(companyId, item.kind, seq, now) !== undefined };
  });
}

// --- The public side -------------------------------------------------------------------------

/** A link opened by its token: the row, its maker and the item as the maker reaches it. */
export interface OpenedLink {
  readonly link: ShareLinkRow;
  readonly maker: User;
  readonly item: Reached;
}

function linkByToken(db: DatabaseSync, token: string): ShareLinkRow | null {
  const row = rowByToken(db, 'share_links', token);
  return row ? linkFromRow(row) : null;
}

function refuseState(link: ShareLinkRow, now: number): void {
  const state = stateOf(link, now);
  if (state === 'revoked') throw new ShareRefusal('link_revoked');
  if (state === 'expired') throw new ShareRefusal('link_expired');
  if (state === 'limit_reached') throw new ShareRefusal('link_limit_reached');
}

/**
 * The link of a token if it still opens: known, not revoked, not expired, under its limit, and
 * its maker still reaches the item with File Link (else `link_gone`). The password is not checked
 * here.
 */
export function openLink(db: DatabaseSync, token: string, now: number): OpenedLink {
  const link = linkByToken(db, token);
  if (link === null) throw new ShareRefusal('link_unknown');
  refuseState(link, now);
  const maker = userById(db, link.createdBy);
  if (maker === null || maker.blocked || maker.companyId !== link.companyId) {
    throw new ShareRefusal('link_gone');
  }
  let item: Reached;
  try {
    item = linkableItem(db, maker, link.kind, link.seq);
  } catch (error) {
    if (error instanceof ShareRefusal || error instanceof Refusal) {
      throw new ShareRefusal('link_gone');
    }
    throw error;
  }
  if (item.kind === 'file' && lockedFor(item.file, maker)) throw new ShareRefusal('link_gone');
  return { link, maker, item };
}

function issuePass(
  db: DatabaseSync,
  linkId: number,
  purpose: 'pass' | 'download' | 'preview',
  lifetime: number,
  now: number,
): string {
  const secret = newShareToken();
  db.prepare(
    'INSERT INTO share_link_passes (hash, link_id, purpose, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(secret), linkId, purpose, now + lifetime);
  // Old passes of every link are swept as new ones are made.
  db.prepare('DELETE FROM share_link_passes WHERE expires_at <= ?').run(now);
  return secret;
}

function passHolds(
  db: DatabaseSync,
  linkId: number,
  secret: string,
  purpose: 'pass' | 'download' | 'preview',
  now: number,
): boolean {
  if (secret.length === 0 || secret.length > SHARE_LINK_LIMITS.token) return false;
  const row = db
    .prepare(
      'SELECT 1 FROM share_link_passes WHERE hash = ? AND link_id = ? AND purpose = ? AND expires_at > ? AND used_at IS NULL',
    )
    .get(hashToken(secret), linkId, purpose, now);
  return row !== undefined;
}

/** Opens a link and checks its password pass when it has a password. */
function openWithPass(db: DatabaseSync, token: string, pass: string, now: number): OpenedLink {
  const opened = openLink(db, token, now);
  if (opened.link.passwordHash !== null && !passHolds(db, opened.link.id, pass, 'pass', now)) {
    throw new ShareRefusal('link_password_required');
  }
  return opened;
}

/** The preview the public page may show of a file: image, text or PDF, by the maker's rules. */
export function publicPreviewOf(opened: OpenedLink): SharedItem['preview'] {
  const { item, maker } = opened;
  if (item.kind !== 'file') return null;
  if (decisionIn(item.access, 'preview') !== 'allowed' || previewLockedFor(item.file, maker))
    return null;
  if (item.file.size > PREVIEW_LIMIT) return null;
  const kind = previewKindOf(item.file.name);
  return kind === 'image' || kind === 'text' || kind === 'pdf' ? kind : null;
}

function downloadsLeft(link: ShareLinkRow): number | null {
  return link.previewOnly || link.downloadLimit === null
    ? null
    : Math.max(0, link.downloadLimit - link.downloads);
}

function sharedItemOf(opened: OpenedLink): SharedItem {
  const { link, item } = opened;
  return {
    kind: item.kind,
    name: item.kind === 'file' ? item.file.name : item.folder.name,
    size: item.kind === 'file' ? item.file.size : 0,
    expires_at: link.expiresAt,
    preview_only: link.previewOnly,
    preview: publicPreviewOf(opened),
    downloads_left: downloadsLeft(link),
  };
}

/** The public page's first call: what the link opens, or that it needs its password. */
export function openForPage(
  db: DatabaseSync,
  storage: Storage,
  token: string,
  pass: string,
  now: number,
): { needs_password: boolean; item: SharedItem | null; preview_content: SharedPreview | null } {
  const opened = openLink(db, token, now);
  if (opened.link.passwordHash !== null && !passHolds(db, opened.link.id, pass, 'pass', now)) {
    return { needs_password: true, item: null, preview_content: null };
  }
  // The preview goes with the item: the page need not ask for it (docs/api.md, share.open).
  return {
    needs_password: false,
    item: sharedItemOf(opened),
    preview_content: previewOf(db, storage, opened, now),
  };
}

/**
 * Checks a link's password: a pass on success; `link_wrong_password` with the tries left;
 * `link_locked` once the tries are spent, for 15 minutes (right password or not).
 */
export async function unlockLink(
  db: DatabaseSync,
  token: string,
  password: string,
  now: number,
): Promise<string> {
  const { link } = openLink(db, token, now);
  if (link.passwordHash === null) return '';
  await tryPassword(db, 'share_links', link, password, now);
  return issuePass(db, link.id, 'pass', PASS_LIFETIME, now);
}

/**
 * Counts one download and answers a single-use address of the file or the folder's zip. The
 * count is taken in SQL under the limit, so two visitors cannot both take the last download.
 */
export function downloadThroughLink(
  db: DatabaseSync,
  token: string,
  pass: string,
  now: number,
): { download_url: string; file_name: string; downloads_left: number | null } {
  const opened = openWithPass(db, token, pass, now);
  const { link, item } = opened;
  if (link.previewOnly) throw new ShareRefusal('link_preview_only');
  if (item.kind === 'file' && decisionIn(item.access, 'download') !== 'allowed') {
    throw new ShareRefusal('link_gone');
  }
  const { changes } = db
    .prepare(
      `UPDATE share_links SET downloads = downloads + 1 WHERE id = ?
       AND (download_limit IS NULL OR downloads < download_limit)`,
    )
    .run(link.id);
  if (Number(changes) !== 1) throw new ShareRefusal('link_limit_reached');
  const secret = issuePass(db, link.id, 'download', BYTES_LIFETIME, now);
  const fresh = linkById(db, link.id) ?? link;
  return {
    download_url: `${SHARE_BLOB_PATH}?t=${secret}`,
    file_name: item.kind === 'file' ? item.file.name : `${item.folder.name}.zip`,
    downloads_left: downloadsLeft(fresh),
  };
}

/** A file's public preview: text inline, an image or PDF as a short-lived address. */
export function previewThroughLink(
  db: DatabaseSync,
  storage: Storage,
  token: string,
  pass: string,
  now: number,
): SharedPreview {
  const preview = previewOf(db, storage, openWithPass(db, token, pass, now), now);
  if (preview === null) throw new ShareRefusal('link_no_preview');
  return preview;
}

/** A file's preview: the text itself, or a short-lived address of its bytes; null without one. */
function previewOf(
  db: DatabaseSync,
  storage: Storage,
  opened: OpenedLink,
  now: number,
): SharedPreview | null {
  const kind = publicPreviewOf(opened);
  if (kind === null || opened.item.kind !== 'file') return null;
  if (kind === 'text') {
    const path = opened.item.file.storage ? storage.pathOf(opened.item.file.storage) : null;
    const body = path ? readFileSync(path, 'utf8') : '';
    return { kind, url: '', text: body.slice(0, SHARE_LINK_LIMITS.previewText) };
  }
  const secret = issuePass(db, opened.link.id, 'preview', BYTES_LIFETIME, now);
  return { kind, url: `${SHARE_BLOB_PATH}?t=${secret}`, text: '' };
}

/** What an address of SHARE_BLOB_PATH serves, checked again as the bytes are fetched. */
export type SharedBytes =
  | { readonly kind: 'file'; readonly file: FileRow; readonly disposition: 'attachment' | 'inline' }
  | { readonly kind: 'zip'; readonly name: string; readonly bytes: Buffer };

/**
 * The bytes of a download or preview address, or null when it is unknown, used, expired, or its
 * link no longer opens. A download address is spent here (HEAD requests do not spend it).
 */
export function sharedBytes(
  db: DatabaseSync,
  storage: Storage,
  secret: string,
  spend: boolean,
  now: number,
): SharedBytes | null {
  if (secret.length === 0 || secret.length > SHARE_LINK_LIMITS.token) return null;
  const row = db
    .prepare(
      `SELECT p.purpose, s.token_hash FROM share_link_passes p JOIN share_links s ON s.id = p.link_id
       WHERE p.hash = ? AND p.expires_at > ? AND p.used_at IS NULL AND p.purpose IN ('download', 'preview')`,
    )
    .get(hashToken(secret), now);
  if (!row) return null;
  const purpose = text(row, 'purpose');
  const link = db
    .prepare('SELECT * FROM share_links WHERE token_hash = ?')
    .get(text(row, 'token_hash'));
  if (!link) return null;
  const stored = linkFromRow(link);
  // A link that reached its limit with this very download still serves it.
  if (stored.revokedAt !== null || stored.expiresAt <= now) return null;
  const maker = userById(db, stored.createdBy);
  if (maker === null || maker.blocked) return null;
  let item: Reached;
  try {
    item = linkableItem(db, maker, stored.kind, stored.seq);
  } catch (error) {
    if (error instanceof ShareRefusal || error instanceof Refusal) return null;
    throw error;
  }
  if (purpose === 'download' && spend) {
    const { changes } = db
      .prepare('UPDATE share_link_passes SET used_at = ? WHERE hash = ? AND used_at IS NULL')
      .run(now, hashToken(secret));
    if (Number(changes) !== 1) return null;
  }
  if (item.kind === 'file') {
    if (lockedFor(item.file, maker)) return null;
    return {
      kind: 'file',
      file: item.file,
      disposition: purpose === 'preview' ? 'inline' : 'attachment',
    };
  }
  if (purpose !== 'download') return null;
  const selection = resolveSelection(db, maker, [], [item.folder.dirSeq]);
  const entries: ZipEntry[] = selection.entries.map(({ path, file, modified }) => {
    const on = file?.storage ? storage.pathOf(file.storage) : null;
    return {
      name: path,
      data: on ? readFileSync(on) : new Uint8Array(0),
      modified: new Date(modified),
    };
  });
  return { kind: 'zip', name: `${item.folder.name}.zip`, bytes: writeZip(entries) };
}
