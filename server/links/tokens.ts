import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { DAY } from '../clock.ts';
import { int, optInt, text, type Row } from '../db/rows.ts';

// E-mailed links (security K21): a 256-bit CSPRNG secret per link, stored only as its SHA-256;
// valid for 24 hours, used once, and voided when a newer link of the same kind is issued.

/** What a link lets its holder do. */
export type LinkKind = 'reset' | 'registration' | 'new_password' | 'blacklist';

/** How long a link stays valid: accepted at 23:59:59, refused at 24:00:01. */
export const LINK_LIFETIME = DAY;

/** A stored link. */
export interface EmailLink {
  readonly id: number;
  readonly kind: LinkKind;
  readonly userId: number | null;
  readonly email: string;
  readonly createdAt: number;
  readonly usedAt: number | null;
  readonly voidedAt: number | null;
}

/** Why a link cannot be used (never told to the caller: every case gets one generic answer). */
export type LinkProblem = 'unknown' | 'used' | 'voided' | 'expired';

/** The outcome of looking a link up. */
export type LinkCheck = { ok: true; link: EmailLink } | { ok: false; problem: LinkProblem };

/** A fresh secret: 32 bytes from the CSPRNG, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

function linkFromRow(row: Row): EmailLink {
  return {
    id: int(row, 'id'),
    kind: text(row, 'kind') as LinkKind,
    userId: optInt(row, 'user_id'),
    email: text(row, 'email'),
    createdAt: int(row, 'created_at'),
    usedAt: optInt(row, 'used_at'),
    voidedAt: optInt(row, 'voided_at'),
  };
}

/** Issues a link (voiding the owner's older open links of that kind); returns its secret and number. */
export function issueLink(
  db: DatabaseSync,
  owner: { kind: LinkKind; userId: number | null; email: string },
  now: number,
): { secret: string; batchSeq: number } {
  const secret = newSecret();
  if (owner.userId === null) {
    db.prepare(
      'UPDATE email_links SET voided_at = ? WHERE kind = ? AND email = ? AND user_id IS NULL AND used_at IS NULL AND voided_at IS NULL',
    ).run(now, owner.kind, owner.email);
  } else {
    db.prepare(
      'UPDATE email_links SET voided_at = ? WHERE kind = ? AND user_id = ? AND used_at IS NULL AND voided_at IS NULL',
    ).run(now, owner.kind, owner.userId);
  }
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO email_links (kind, user_id, email, token_hash, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(owner.kind, owner.userId, owner.email, hashSecret(secret), now);
  return { secret, batchSeq: Number(lastInsertRowid) };
}

/** Finds the link of a secret and says whether it may be used now. */
export function checkLink(
  db: DatabaseSync,
  kind: LinkKind,
  secret: string,
  now: number,
  batchSeq?: string,
): LinkCheck {
  if (secret.length < 20 || secret.length > 128) return { ok: false, problem: 'unknown' };
  const row = db
    .prepare('SELECT * FROM email_links WHERE token_hash = ? AND kind = ?')
    .get(hashSecret(secret), kind);
  if (!row) return { ok: false, problem: 'unknown' };
  const link = linkFromRow(row);
  if (batchSeq !== undefined && String(link.id) !== batchSeq)
    return { ok: false, problem: 'unknown' };
  if (link.usedAt !== null) return { ok: false, problem: 'used' };
  if (link.voidedAt !== null) return { ok: false, problem: 'voided' };
  if (now - link.createdAt > LINK_LIFETIME) return { ok: false, problem: 'expired' };
  return { ok: true, link };
}

/** Marks a link used unless someone else did first; true when this call used it. */
export function useLink(db: DatabaseSync, id: number, now: number): boolean {
  const result = db
    .prepare(
      'UPDATE email_links SET used_at = ? WHERE id = ? AND used_at IS NULL AND voided_at IS NULL',
    )
    .run(now, id);
  return Number(result.changes) === 1;
}

/** Voids every open link of a user (after a password was set through any of them). */
export function voidUserLinks(db: DatabaseSync, userId: number, now: number): void {
  db.prepare(
    'UPDATE email_links SET voided_at = ? WHERE user_id = ? AND used_at IS NULL AND voided_at IS NULL',
  ).run(now, userId);
}
