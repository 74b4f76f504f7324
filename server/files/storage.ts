// File bytes on disk under DATA_DIR/files/, named by random keys (never by user-given names).
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The folder of file bytes inside DATA_DIR. */
export const FILES_DIR = 'files';

/** Where bytes live for one data folder. */
export interface Storage {
  /** Stores bytes; returns the storage key kept in the database. */
  put(bytes: Uint8Array): string;
  /**
   * Moves a finished temporary file (an upload, a zip) into storage by renaming it (the same
   * disk: DATA_DIR/tmp); returns its key.
   */
  adopt(file: string): string;
  /** Creates a sparse file of `size` zero bytes (a large demo file that costs no disk). */
  putSparse(size: number): string;
  /** The absolute path of a key, or null when the key is malformed. */
  pathOf(key: string): string | null;
  /** The stored size of a key, or null when it is missing. */
  sizeOf(key: string): number | null;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{30}$/;

/** Storage rooted at DATA_DIR/files. */
export function createStorage(dataDir: string): Storage {
  const root = path.join(dataDir, FILES_DIR);
  function newKey(): string {
    const hex = randomBytes(16).toString('hex');
    const key = `${hex.slice(0, 2)}/${hex.slice(2)}`;
    mkdirSync(path.join(root, hex.slice(0, 2)), { recursive: true, mode: 0o700 });
    return key;
  }
  const pathOf = (key: string): string | null => (KEY.test(key) ? path.join(root, key) : null);
  return {
    put(bytes) {
      const key = newKey();
      writeFileSync(path.join(root, key), bytes, { mode: 0o600 });
      return key;
    },
    adopt(file) {
      const key = newKey();
      renameSync(file, path.join(root, key));
      return key;
    },
    putSparse(size) {
      const key = newKey();
      const fd = openSync(path.join(root, key), 'w', 0o600);
      try {
        ftruncateSync(fd, size);
      } finally {
        closeSync(fd);
      }
      return key;
    },
    pathOf,
    sizeOf(key) {
      const file = pathOf(key);
      if (file === null) return null;
      try {
        return statSync(file).size;
      } catch {
        return null;
      }
    },
  };
}
