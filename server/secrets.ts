import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR that holds the server's signing key. */
export const SECRET_FILE = 'secret.key';

/**
 * The server's signing key (CSRF tokens), created once per DATA_DIR with owner-only permissions,
 * so tokens stay valid across restarts and differ between installations.
 */
export function loadSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const hex = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}
