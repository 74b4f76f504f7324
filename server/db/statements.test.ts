import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { statement } from './statements.ts';

describe('statement', () => {
  it('prepares once per database and SQL, and answers with fresh bindings each time', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(
      "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t VALUES (1, 'a'), (2, 'b')",
    );
    const sql = 'SELECT name FROM t WHERE id = ?';
    expect(statement(db, sql)).toBe(statement(db, sql));
    expect(statement(db, sql).get(1)).toEqual({ name: 'a' });
    expect(statement(db, sql).get(2)).toEqual({ name: 'b' });
    const other = new DatabaseSync(':memory:');
    other.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    expect(statement(other, sql)).not.toBe(statement(db, sql));
    expect(statement(other, sql).get(1)).toBeUndefined();
  });
});
