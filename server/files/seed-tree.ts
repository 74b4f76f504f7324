// The demo tree of every root area, built by the seed (server/seed-files.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { AccessLevel } from '../../src/lib/files/permissions.ts';
import type { RootKind } from '../../src/lib/files/nodes.ts';
import type { User } from '../auth/accounts.ts';
import { HOUR, MINUTE } from '../clock.ts';
import { createFolder } from './folders.ts';
import { insertFile } from './items.ts';
import type { Folder } from './rows.ts';
import { archivePayloads, demoBytes, LARGE_FILE_SIZE } from './seed-content.ts';
import { createStorage, type Storage } from './storage.ts';

/** The demo file over the 30 MB preview limit (a sparse file of zeros). */
export const LARGE_FILE_NAME = 'Large log.txt';

/** The folder of 10 000 entries (in alice's my box) and its size. */
export const ARCHIVE = { name: 'Archive 10k', entries: 10_000 } as const;

/** Adds folders, files and permissions. */
export interface Seeder {
  readonly db: DatabaseSync;
  readonly now: number;
  readonly storage: Storage;
  folder(parent: Folder, name: string, extra?: { faxNumber?: string; faxName?: string }): Folder;
  file(
    folder: Folder,
    name: string,
    by?: User,
    extra?: { ago?: number; locked?: boolean; note?: string },
  ): void;
  grant(folder: Folder, who: User | { group: number }, level: AccessLevel): void;
}

/** A seeder writing into the database and DATA_DIR/files. */
export function createSeeder(db: DatabaseSync, dataDir: string, now: number): Seeder {
  const storage = createStorage(dataDir);
  const bytes = demoBytes(now);
  return {
    db,
    now,
    storage,
    folder: (parent, name, extra = {}) =>
      createFolder(db, parent, { name, createdBy: null, now, ...extra }),
    file(folder, name, by, extra = {}) {
      const data = bytes[name];
      const large = name === LARGE_FILE_NAME;
      insertFile(db, {
        dirSeq: folder.dirSeq,
        name,
        size: large ? LARGE_FILE_SIZE : (data?.length ?? 0),
        storage: large ? storage.putSparse(LARGE_FILE_SIZE) : data ? storage.put(data) : null,
        uploadedBy: by?.id ?? null,
        now: now - (extra.ago ?? 0),
        ...(extra.locked ? { isPermission: 2 as const, permissionFlagPreview: 'N' as const } : {}),
        ...(extra.note === undefined ? {} : { note: extra.note }),
      });
    },
    grant(folder, who, level) {
      db.prepare(
        'INSERT INTO folder_permissions (dir_seq, user_id, group_id, level) VALUES (?, ?, ?, ?)',
      ).run(
        folder.dirSeq,
        'group' in who ? null : who.id,
        'group' in who ? who.group : null,
        level,
      );
    },
  };
}

/** The 10 000-entry folder: rows only, in one prepared statement, sharing 16 small payloads. */
function seedArchive(s: Seeder, parent: Folder, owner: User): void {
  const archive = s.folder(parent, ARCHIVE.name);
  const payloads = archivePayloads().map((p) => ({ key: s.storage.put(p), size: p.length }));
  const insert = s.db.prepare(
    `INSERT INTO file_items (dir_seq, name, name_key, extension, size, content_type, storage, uploaded_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 1; i <= ARCHIVE.entries; i += 1) {
    const csv = i % 10 === 0;
    const name = `log-${String(i).padStart(5, '0')}.${csv ? 'csv' : 'txt'}`;
    const payload = payloads[(i * 7) % payloads.length] ?? { key: null, size: 0 };
    const at = s.now - i * MINUTE;
    insert.run(
      archive.dirSeq,
      name,
      name,
      csv ? 'csv' : 'txt',
      payload.size,
      csv ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8',
      payload.key,
      owner.id,
      at,
      at,
    );
  }
}

/** Demo users by login id. */
export type People = Readonly<Record<string, User>>;

/** The my boxes: a rich one for alice (with the 10 000-entry folder), a welcome file for others. */
export function seedMyBoxes(s: Seeder, p: People, roots: (user: User) => Folder): void {
  const alice = p['alice'];
  if (!alice) return;
  const box = roots(alice);
  const projects = s.folder(box, 'Projects');
  s.file(s.folder(projects, 'Apollo'), 'plan.txt', alice, { ago: 30 * HOUR });
  s.folder(projects, 'Borealis');
  const invoices = s.folder(box, 'Invoices');
  s.file(invoices, 'invoice-2026-01.pdf', alice, { ago: 40 * 24 * HOUR });
  s.file(invoices, 'invoice-2026-02.pdf', alice, { ago: 10 * 24 * HOUR });
  s.file(invoices, 'invoices.csv', alice, { ago: 9 * 24 * HOUR });
  const photos = s.folder(box, '写真');
  s.file(photos, 'sunrise.png', alice, { ago: 5 * HOUR });
  s.file(photos, '夕焼け.jpg', alice, { ago: 4 * HOUR });
  s.file(photos, 'mosaic.png', alice, { ago: 3 * HOUR });
  s.file(s.folder(box, '회의록'), '2026-01-12 회의록.txt', alice, { ago: 50 * HOUR });
  seedArchive(s, box, alice);
  s.file(box, 'Welcome.txt', alice, { ago: 60 * 24 * HOUR });
  s.file(box, 'Quarterly report.docx', alice, {
    ago: 2 * HOUR,
    note: 'Check the figures on page 2 before sharing.',
  });
  s.file(box, 'tone.wav', alice, { ago: HOUR });
  s.file(box, 'Design spec.pdf.irm', alice, { ago: 6 * HOUR });
  s.file(box, 'contract.pdf', alice, { ago: 7 * HOUR, locked: true });
  s.file(box, LARGE_FILE_NAME, alice, { ago: 8 * HOUR });
  for (const id of ['yuki', 'wf', 'nopreview', 'smallmedia']) {
    const user = p[id];
    if (user) s.file(roots(user), 'Welcome.txt', user);
  }
  const wf = p['wf'];
  if (wf) s.file(roots(wf), 'invoice-2026-01.pdf', wf);
}

const LEVEL_USERS: readonly (readonly [string, AccessLevel])[] = [
  ['priv', 'privall'],
  ['editor', 'editor'],
  ['editorminus', 'editor_minus'],
  ['downloader', 'downloader'],
  ['previewerplus', 'previewer_plus'],
  ['previewer', 'previewer'],
  ['uploader', 'uploader'],
  ['wf', 'downloader'],
  ['nopreview', 'previewer_plus'],
  ['smallmedia', 'previewer_plus'],
];

/** The shared areas: every level on "All Levels Demo", a group, and a folder in every root. */
export function seedShared(
  s: Seeder,
  p: People,
  top: (kind: RootKind) => Folder,
  groupId: number,
): void {
  const { alice, editor, yuki, guest, connect, previewer } = p;
  if (!alice) return;
  const shared = top('shared');
  const levels = s.folder(shared, 'All Levels Demo');
  s.grant(levels, alice, 'master');
  for (const [id, level] of LEVEL_USERS) {
    const user = p[id];
    if (user) s.grant(levels, user, level);
  }
  s.file(levels, 'handbook.pdf', alice, { ago: 20 * HOUR });
  s.file(levels, 'sunrise.png', alice, { ago: 19 * HOUR });
  s.file(levels, 'tone.wav', alice, { ago: 18 * HOUR });
  s.file(levels, 'Quarterly report.docx', alice, { ago: 17 * HOUR });
  s.file(levels, 'plan.txt', editor, { ago: 16 * HOUR });
  s.file(levels, 'contract.pdf', alice, { ago: 15 * HOUR, locked: true });
  s.file(s.folder(levels, 'Drafts'), 'Welcome.txt', editor, { ago: 14 * HOUR });

  const design = s.folder(shared, 'Design Reviews');
  s.grant(design, alice, 'master');
  s.grant(design, { group: groupId }, 'uploader');
  if (previewer) s.grant(design, previewer, 'previewer');
  s.file(design, 'mosaic.png', alice, { ago: 12 * HOUR });

  const marketing = s.folder(shared, 'Marketing');
  s.db
    .prepare('UPDATE file_folders SET privall_manages_permissions = 1 WHERE dir_seq = ?')
    .run(marketing.dirSeq);
  s.grant(marketing, alice, 'master');
  if (yuki) s.grant(marketing, yuki, 'privall');
  if (guest) s.grant(marketing, guest, 'previewer');
  s.file(marketing, 'team-photo.jpg', alice, { ago: 11 * HOUR });
  s.file(marketing, 'invoices.csv', alice, { ago: 10 * HOUR });

  const apollo = s.folder(top('project'), 'Apollo Launch');
  s.grant(apollo, alice, 'master');
  if (yuki) s.grant(apollo, yuki, 'editor');
  s.file(apollo, 'plan.txt', alice, { ago: 9 * HOUR });
  s.grant(s.folder(top('project'), 'Borealis Migration'), alice, 'master');

  // Two partner spaces with the same node id: only dir_seq tells them apart.
  const acme = s.folder(top('connect'), 'Acme Trading');
  s.db
    .prepare('UPDATE file_folders SET next_child = 0 WHERE dir_seq = ?')
    .run(top('connect').dirSeq);
  const hanbit = s.folder(top('connect'), 'Hanbit Co.');
  s.grant(acme, alice, 'master');
  if (connect) s.grant(acme, connect, 'editor');
  s.file(acme, 'invoice-2026-02.pdf', alice, { ago: 8 * HOUR });
  s.grant(hanbit, alice, 'master');
  s.file(hanbit, '2026-01-12 회의록.txt', alice, { ago: 7 * HOUR });

  const policies = s.folder(top('document'), 'Policies');
  s.grant(policies, alice, 'master');
  const priv = p['priv'];
  if (priv) s.grant(policies, priv, 'privall');
  s.file(policies, 'handbook.pdf', alice, { ago: 6 * HOUR });

  const tokyo = s.folder(top('fax_receive'), 'Inbox Tokyo', {
    faxNumber: '03-1234-5678',
    faxName: 'Tokyo office',
  });
  s.grant(tokyo, alice, 'master');
  s.file(tokyo, 'invoice-2026-01.pdf', undefined, { ago: 5 * HOUR });
  s.grant(
    s.folder(top('fax_send'), 'Outbox Seoul', {
      faxNumber: '02-987-6543',
      faxName: 'Seoul office',
    }),
    alice,
    'master',
  );

  const customers = s.folder(top('dlp'), 'Customer Data');
  s.grant(customers, alice, 'master');
  s.file(customers, 'invoices.csv', alice, { ago: 4 * HOUR });
  const exports = s.folder(top('dlp'), 'Approved Exports');
  s.db.prepare('UPDATE file_folders SET export_allowed = 1 WHERE dir_seq = ?').run(exports.dirSeq);
  s.grant(exports, alice, 'master');
  s.file(exports, 'invoice-2026-02.pdf', alice, { ago: 3 * HOUR });

  const warm = s.folder(top('warm'), '2025 Archive');
  s.grant(warm, alice, 'master');
  s.file(warm, 'handbook.pdf', alice, { ago: 300 * 24 * HOUR });
  s.file(warm, 'invoices.csv', alice, { ago: 280 * 24 * HOUR });
  s.file(warm, 'sunrise.png', alice, { ago: 250 * 24 * HOUR });
  // Cold storage (requirements X37): frozen files, and one unfrozen yesterday (available).
  const cold = s.folder(top('cold'), '2019 Archive');
  s.grant(cold, alice, 'master');
  s.file(cold, 'Welcome.txt', alice, { ago: 2000 * 24 * HOUR });
  s.file(cold, 'invoice-2026-01.pdf', alice, { ago: 1900 * 24 * HOUR });
  s.file(cold, 'plan.txt', alice, { ago: 1800 * 24 * HOUR });
  s.db
    .prepare('UPDATE file_items SET thaw_started_at = ? WHERE dir_seq = ? AND name = ?')
    .run(s.now - 24 * HOUR, cold.dirSeq, 'plan.txt');
}
