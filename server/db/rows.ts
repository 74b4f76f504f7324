import type { SQLOutputValue } from 'node:sqlite';

// node:sqlite returns loosely typed rows; these readers turn a column into the type the code
// expects and fail loudly on drift between a migration and the code that reads it.

/** One row as node:sqlite returns it. */
export type Row = Record<string, SQLOutputValue>;

/** A TEXT column that must not be NULL. */
export function text(row: Row, key: string): string {
  const value = row[key];
  if (typeof value !== 'string') throw new TypeError(`Column ${key} is not text`);
  return value;
}

/** A TEXT column that may be NULL. */
export function optText(row: Row, key: string): string | null {
  const value = row[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new TypeError(`Column ${key} is not text`);
  return value;
}

/** An INTEGER column that must not be NULL. */
export function int(row: Row, key: string): number {
  const value = row[key];
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'number') throw new TypeError(`Column ${key} is not a number`);
  return value;
}

/** An INTEGER column that may be NULL. */
export function optInt(row: Row, key: string): number | null {
  const value = row[key];
  return value === null || value === undefined ? null : int(row, key);
}

/** An INTEGER 0/1 column read as a boolean. */
export function bool(row: Row, key: string): boolean {
  return int(row, key) !== 0;
}
