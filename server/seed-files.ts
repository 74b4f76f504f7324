import type { DatabaseSync } from 'node:sqlite';
import { setQuota } from './files/quota.ts';
import { hashPassword } from './auth/password.ts';
import { findCompany, findUser, type User } from './auth/accounts.ts';
import { transaction } from './db/open.ts';
import { int } from './db/rows.ts';
import { rootFolder } from './files/folders.ts';
import type { Folder } from './files/rows.ts';
import { createSeeder, seedMyBoxes, seedShared } from './files/seed-tree.ts';
import type { RootKind } from '../src/lib/files/nodes.ts';
import { DEMO_PASSWORD } from './seed.ts';

export { ARCHIVE, LARGE_FILE_NAME } from './files/seed-tree.ts';

// The demo files: a believable tree in every root area of company `demo`, users for each
// access level and authority case, and one folder of 10 000 entries.

/** A demo account added for the file area, and what it shows in the app. */
export interface FileDemoAccount {
  readonly userId: string;
  readonly name: string;
  readonly shows: string;
  readonly authority?: Readonly<Record<string, number>>;
}

/** Accounts of company `demo` added with the files; all use DEMO_PASSWORD. */
export const FILE_DEMO_ACCOUNTS: readonly FileDemoAccount[] = [
  { userId: 'priv', name: 'Paula PrivAll', shows: 'PrivAll on "All Levels Demo"' },
  { userId: 'editor', name: 'Eddie Editor', shows: 'Editor: deletes only own uploads' },
  {
    userId: 'editorminus',
    name: 'Erin EditorMinus',
    shows: 'Editor-: edit and upload, no download',
  },
  { userId: 'downloader', name: 'Dora Downloader', shows: 'Downloader: preview and download only' },
  { userId: 'previewerplus', name: 'Percy PreviewerPlus', shows: 'Previewer+: preview and upload' },
  {
    userId: 'previewer',
    name: 'Pia Previewer',
    shows: 'Previewer; also Uploader through the Design Team group',
  },
  { userId: 'uploader', name: 'Uma Uploader', shows: 'Uploader: upload only, no preview' },
  {
    userId: 'wf',
    name: 'Wendy Workflow',
    shows: 'downloads need workflow approval (workflow download dialog)',
    authority: { use_wf: 1, wf_scope_download: 1, wf_download_perm: 1 },
  },
  {
    userId: 'nopreview',
    name: 'Nate NoPreview',
    shows: 'no preview authority: "You have no authority."',
    authority: { use_preview: 0 },
  },
  {
    userId: 'smallmedia',
    name: 'Mia SmallMedia',
    shows: 'media preview limited to 64 KB: tone.wav is refused',
    authority: { max_media_preview_size: 64 * 1024 },
  },
];

/**
 * Seeds the file area of company `demo` once (when no folder exists yet): the added accounts
 * and their authority, groups, the trees of every root area, common tags and mail autocomplete.
 */
/** The demo company's quota. */
export const DEMO_QUOTA_BYTES = 5 * 1024 ** 3;

export async function seedFilesIfEmpty(
  db: DatabaseSync,
  dataDir: string,
  now: number,
  passwordCost?: number,
): Promise<boolean> {
  const count = db.prepare('SELECT COUNT(*) AS n FROM file_folders').get();
  const company = findCompany(db, 'demo');
  if ((count && int(count, 'n') > 0) || company === null) return false;
  // One salted hash serves every added account: they share the published demo password anyway,
  // and ten scrypt runs at full cost would add seconds to every fresh start.
  const hash = await hashPassword(DEMO_PASSWORD, passwordCost);
  transaction(db, () => {
    // The demo company's storage quota (requirements X34): 5 GiB, shown in the user menu.
    setQuota(db, company.id, DEMO_QUOTA_BYTES);
    const insertUser = db.prepare(
      `INSERT INTO users (company_id, login_id, user_name, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    FILE_DEMO_ACCOUNTS.forEach((a) => {
      if (findUser(db, company.id, a.userId)) return;
      const { lastInsertRowid } = insertUser.run(
        company.id,
        a.userId,
        a.name,
        `${a.userId}@demo.example`,
        hash,
        now,
      );
      const flags = Object.entries(a.authority ?? {});
      if (flags.length > 0) {
        db.prepare(
          `INSERT INTO user_authority (user_id, ${flags.map(([k]) => k).join(', ')}) VALUES (?${', ?'.repeat(flags.length)})`,
        ).run(Number(lastInsertRowid), ...flags.map(([, v]) => v));
      }
    });
    const people: Record<string, User> = {};
    for (const id of [
      'alice',
      'yuki',
      'guest',
      'connect',
      ...FILE_DEMO_ACCOUNTS.map((a) => a.userId),
    ]) {
      const user = findUser(db, company.id, id);
      if (user) people[id] = user;
    }
    const { lastInsertRowid: groupId } = db
      .prepare('INSERT INTO file_groups (company_id, name) VALUES (?, ?)')
      .run(company.id, 'Design Team');
    for (const id of ['previewer', 'editorminus']) {
      const member = people[id];
      if (member)
        db.prepare('INSERT INTO file_group_members (group_id, user_id) VALUES (?, ?)').run(
          groupId,
          member.id,
        );
    }
    const s = createSeeder(db, dataDir, now);
    const alice = people['alice'];
    if (!alice) return;
    const top = (kind: RootKind): Folder => {
      const folder = rootFolder(db, alice, kind, now);
      if (folder === null) throw new Error(`No ${kind} root`);
      return folder;
    };
    const mybox = (user: User): Folder => {
      const folder = rootFolder(db, user, 'mybox', now);
      if (folder === null) throw new Error(`No my box for ${user.loginId}`);
      return folder;
    };
    seedMyBoxes(s, people, mybox);
    seedShared(s, people, top, Number(groupId));
    for (const tag of ['Contract', 'Invoice', '重要', '회의']) {
      db.prepare('INSERT INTO common_tags (company_id, tag) VALUES (?, ?)').run(company.id, tag);
    }
    for (const email of ['partner@acme.example', 'yuki@demo.example', 'old-address@example.com']) {
      db.prepare('INSERT INTO mail_autocomplete (user_id, email) VALUES (?, ?)').run(
        alice.id,
        email,
      );
    }
  });
  return true;
}
