import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

const COST = 10;

describe('password hashing', () => {
  it.each([
    ['an ordinary password', 'Demo-pass-2026!'],
    ['a 100-character password', 'x'.repeat(99) + '!'],
    ['a Unicode password', 'パスワード-비밀번호-🔑'],
  ])('verifies %s and rejects a near miss', async (_, password) => {
    const stored = await hashPassword(password, COST);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword(password.slice(0, -1), stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same', COST)).not.toBe(await hashPassword('same', COST));
  });

  it('treats NFC and NFD spellings of a password as the same', async () => {
    const stored = await hashPassword('Caf\u00e9-2026!', COST);
    expect(await verifyPassword('Cafe\u0301-2026!', stored)).toBe(true);
  });

  it.each(['', 'plain', 'scrypt$10$8$1$salt', 'bcrypt$10$8$1$c2FsdA$aGFzaA'])(
    'never matches the malformed hash %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});
