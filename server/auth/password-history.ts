import type { DatabaseSync } from 'node:sqlite';
import { text } from '../db/rows.ts';
import { verifyPassword } from './password.ts';

// Previous password hashes (table password_history, shared with the e-mailed reset pages): a
// change writes the retired hash here; reuse is checked against the current hash and the newest
// depth - 1 retired ones (depth: the company's password_past_use).

/** Whether `password` is one of the user's last `depth` passwords (the current one included). */
export async function isRecentPassword(
  db: DatabaseSync,
  user: { id: number; passwordHash: string },
  password: string,
  depth: number,
): Promise<boolean> {
  if (depth <= 0) return false;
  const retired = db
    .prepare(
      'SELECT password_hash FROM password_history WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
    )
    .all(user.id, depth - 1)
    .map((row) => text(row, 'password_hash'));
  const checks = await Promise.all(
    [user.passwordHash, ...retired].map((hash) => verifyPassword(password, hash)),
  );
  return checks.includes(true);
}

/** Stores a new password hash for the user, keeping the old one in the history. */
export function replacePasswordHash(
  db: DatabaseSync,
  user: { id: number; passwordHash: string },
  newHash: string,
  now: number,
): void {
  db.prepare(
    'INSERT INTO password_history (user_id, password_hash, created_at) VALUES (?, ?, ?)',
  ).run(user.id, user.passwordHash, now);
  db.prepare(
    `UPDATE users SET password_hash = ?, password_first_login = 0, password_secure = 1,
    password_expired = 0, password_changed_at = ? WHERE id = ?`,
  ).run(newHash, now, user.id);
}
