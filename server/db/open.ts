import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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
  return db;
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
