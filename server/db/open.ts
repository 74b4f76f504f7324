import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { foldName } from '../../src/lib/files/names.ts';
import { migrate } from './migrations.ts';

/** The file name of the database inside DATA_DIR. */
export const DB_FILE = 'cloudbox.sqlite';

/** Opens (creating if needed) the database in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(path.join(dataDir, DB_FILE), {
    enableForeignKeyConstraints: true,
    timeout: 5000,
  });
  // WAL keeps readers unblocked while a write is in progress.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  migrate(db);
  rekeyNames(db);
  return db;
}

/**
 * Brings every name key to the current folding (NFC + full case folding), for data folders made
 * when keys were only lower-cased. Idempotent and cheap when nothing changed; a row whose new key
 * would clash with a sibling keeps its old key (OR IGNORE) rather than stop the server.
 */
export function rekeyNames(db: DatabaseSync): void {
  db.function('fold_name', { deterministic: true }, (name) =>
    typeof name === 'string' ? foldName(name) : name,
  );
  for (const table of ['file_folders', 'file_items']) {
    db.exec(
      `UPDATE OR IGNORE ${table} SET name_key = fold_name(name) WHERE name_key <> fold_name(name)`,
    );
  }
}

/** Runs `work` in one transaction, rolling back if it throws. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
