// Prepared statements kept per database: a hot lookup (a file or folder by its id, called once
// per search hit or list row) would otherwise parse and plan its SQL on every call, which cost
// more than running it (bench/README.md, search latency).
import type { DatabaseSync, StatementSync } from 'node:sqlite';

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** The statement for `sql` on `db`, prepared on first use and reused after. */
export function statement(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (prepared === undefined) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
