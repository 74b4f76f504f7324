import type { DatabaseSync } from 'node:sqlite';
import { int } from './rows.ts';

/** One schema step. Never edit a shipped step: add the next number (OTP, trusted devices, files, …). */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The schema history, in order. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, sessions, login attempts, outbox, error log',
    sql: `
      CREATE TABLE companies (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        blocked INTEGER NOT NULL DEFAULT 0,
        use_sso INTEGER NOT NULL DEFAULT 0,
        configured_sso TEXT NOT NULL DEFAULT '',
        allowed_type TEXT NOT NULL DEFAULT 'all' CHECK (allowed_type IN ('all', 'sso')),
        otp_mode TEXT NOT NULL DEFAULT 'none' CHECK (otp_mode IN ('none', '10', '11', '12')),
        password_min_length INTEGER NOT NULL DEFAULT 8,
        password_string_type INTEGER NOT NULL DEFAULT 0 CHECK (password_string_type BETWEEN 0 AND 4),
        password_continuation_limit INTEGER NOT NULL DEFAULT 0,
        password_past_use INTEGER NOT NULL DEFAULT 0,
        otp_session_expiry_day INTEGER NOT NULL DEFAULT 0,
        auto_logout_interval TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        login_id TEXT NOT NULL COLLATE NOCASE,
        user_type TEXT NOT NULL DEFAULT 'user' CHECK (user_type IN ('user', 'guest', 'connect')),
        user_name TEXT NOT NULL,
        email TEXT NOT NULL DEFAULT '',
        phone TEXT NOT NULL DEFAULT '',
        lang TEXT NOT NULL DEFAULT 'eng' CHECK (lang IN ('eng', 'jpn', 'kor')),
        password_hash TEXT NOT NULL,
        use_ldap INTEGER NOT NULL DEFAULT 0,
        password_first_login INTEGER NOT NULL DEFAULT 0,
        password_secure INTEGER NOT NULL DEFAULT 1,
        password_expired INTEGER NOT NULL DEFAULT 0,
        need_gdpr INTEGER NOT NULL DEFAULT 0,
        blocked INTEGER NOT NULL DEFAULT 0,
        recent_otp_type TEXT NOT NULL DEFAULT 'none' CHECK (recent_otp_type IN ('none', 'email', 'sms')),
        viewer_browser_mode TEXT NOT NULL DEFAULT 'browser' CHECK (viewer_browser_mode IN ('user', 'browser')),
        created_at INTEGER NOT NULL,
        UNIQUE (company_id, login_id)
      ) STRICT;

      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        persistent INTEGER NOT NULL DEFAULT 0,
        restriction TEXT CHECK (restriction IN ('password', 'gdpr')),
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        ended_at INTEGER,
        end_reason TEXT,
        ip TEXT NOT NULL DEFAULT '',
        device_id TEXT NOT NULL DEFAULT ''
      ) STRICT;
      CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE ended_at IS NULL;

      CREATE TABLE login_attempts (
        id INTEGER PRIMARY KEY,
        account_key TEXT NOT NULL,
        ip TEXT NOT NULL,
        at INTEGER NOT NULL,
        ok INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX login_attempts_by_account ON login_attempts (account_key, at);
      CREATE INDEX login_attempts_by_ip ON login_attempts (ip, at);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_addr TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'sms')),
        subject TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL,
        link TEXT NOT NULL DEFAULT '',
        code TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX outbox_by_to ON outbox (to_addr COLLATE NOCASE, id);

      CREATE TABLE error_log (
        id INTEGER PRIMARY KEY,
        source TEXT NOT NULL CHECK (source IN ('client', 'server')),
        message TEXT NOT NULL,
        user_id INTEGER,
        ip TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      ) STRICT;
    `,
  },
];

/** Applies every migration newer than the database, each in its own transaction. */
export function migrate(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
  ) STRICT`);
  const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get();
  const current = row ? int(row, 'v') : 0;
  const applied: number[] = [];
  for (const step of migrations) {
    if (step.version <= current) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        step.version,
        step.name,
        new Date().toISOString(),
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`Migration ${step.version} (${step.name}) failed`, { cause: error });
    }
    applied.push(step.version);
  }
  return applied;
}
