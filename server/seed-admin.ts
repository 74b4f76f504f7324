import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { hashPassword } from './auth/password.ts';
import { transaction } from './db/open.ts';
import { int } from './db/rows.ts';

// Production's first start: no demo data and no published password. An empty database gets one
// administrator with a random password, returned once so the entry point prints it once; the
// account must choose its own password at first sign-in (password_first_login).

/** The one-time sign-in made on production's first start. */
export interface AdminCredential {
  readonly company: string;
  readonly userId: string;
  readonly password: string;
}

/** The company and user ID of that administrator. */
export const FIRST_ADMIN = { company: 'admin', userId: 'admin' } as const;

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '-_.!@#%+='];

/** A random password of `length` characters with every character type (policy type 4). */
export function randomPassword(length = 20): string {
  const all = SETS.join('');
  const chars = SETS.map((set) => set[randomInt(set.length)] ?? 'x');
  while (chars.length < length) chars.push(all[randomInt(all.length)] ?? 'x');
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

/** Creates the first administrator when the database has no company; null when it has one. */
export async function seedAdminIfEmpty(
  db: DatabaseSync,
  now: number,
  passwordCost?: number,
): Promise<AdminCredential | null> {
  const count = db.prepare('SELECT COUNT(*) AS n FROM companies').get();
  if (count && int(count, 'n') > 0) return null;
  const password = randomPassword();
  const hash = await hashPassword(password, passwordCost);
  transaction(db, () => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO companies (code, name, password_min_length, password_string_type,
         password_past_use, created_at) VALUES (?, ?, 12, 4, 3, ?)`,
      )
      .run(FIRST_ADMIN.company, 'Administrators', now);
    db.prepare(
      `INSERT INTO users (company_id, login_id, user_name, email, password_hash,
       password_first_login, created_at) VALUES (?, ?, ?, '', ?, 1, ?)`,
    ).run(Number(lastInsertRowid), FIRST_ADMIN.userId, 'Administrator', hash, now);
  });
  return { ...FIRST_ADMIN, password };
}
