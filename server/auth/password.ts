import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Stored format: scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>. The cost travels with the
// hash, so stronger settings later (or cheaper ones in tests) still verify old hashes.

/** scrypt cost as log2(N); 15 ≈ 32 MiB and ~100 ms per hash. */
export const DEFAULT_COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  logN: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128·N·r, or Node refuses the default cost.
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r },
      (err, key) => {
        if (err) reject(err);
        else resolve(key);
      },
    );
  });
}

/** Hashes a password with a fresh 16-byte salt. */
export async function hashPassword(password: string, logN = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, logN, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash)
    return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(logN),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password, verified against when the account does not exist, so unknown and
 * known users cost the same scrypt run.
 */
export function dummyHash(logN = DEFAULT_COST): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'), logN);
}
