import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD } from '../seed.ts';
import { FILE_DEMO_ACCOUNTS } from '../seed-files.ts';
import { SEEDED_LINK_MAILS, SEEDED_LINK_USERS } from '../seed-links.ts';
import { startTestServer } from '../testing/harness.ts';
import { MIGRATIONS, migrate } from './migrations.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cloudbox-db-'));
  folders.push(dir);
  return dir;
}

describe('migrations', () => {
  it('applies every step once and records it', () => {
    const db = new DatabaseSync(':memory:');
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT version FROM schema_migrations').all()).toHaveLength(
      MIGRATIONS.length,
    );
    db.close();
  });

  it('rolls a failing step back and names it', () => {
    const db = new DatabaseSync(':memory:');
    const broken = [
      ...MIGRATIONS,
      { version: 99, name: 'broken', sql: 'CREATE TABLE t (x); CREATE TABLE t (x);' },
    ];
    expect(() => migrate(db, broken)).toThrow(/Migration 99 \(broken\)/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't'").get()).toBeUndefined();
    db.close();
  });

  it('numbers steps strictly upwards, so every database applies them in one order', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });
});

describe('seed and restart', () => {
  it('seeds the demo data once and keeps it and the sessions across restarts', async () => {
    const dataDir = tempDir();
    const first = await startTestServer({ dataDir });
    const client = first.client();
    await client.login('demo', 'alice', DEMO_PASSWORD);
    const token = client.jar.get('access_token') ?? '';
    first.app.outbox.send({ to: 'x@example.com', kind: 'email', body: 'kept' });
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      const count = (table: string) =>
        second.app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.['n'];
      expect(count('companies')).toBe(DEMO_COMPANIES.length);
      expect(count('users')).toBe(
        DEMO_ACCOUNTS.length + FILE_DEMO_ACCOUNTS.length + SEEDED_LINK_USERS,
      );
      expect(second.app.outbox.list()).toHaveLength(1 + SEEDED_LINK_MAILS);
      const response = await fetch(`${second.url}/v2/users/me/profile`, {
        headers: { access_token: token },
      });
      expect(await response.json()).toMatchObject({ success: true });
    } finally {
      await second.close();
    }
  });
});
