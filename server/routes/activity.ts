// File logs (requirements X29): what each successful call records, in ONE table keyed by the
// contract's endpoint names, and the router wrapper that applies it; plus the log calls. New
// operations (move, links…) add a row here rather than writing the log themselves.
import { exportLogs, listLogs, LOG_EXPORT_MAX } from '../../src/lib/api/contract/file-logs.ts';
import { FILE_LIMITS } from '../../src/lib/api/contract/files.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { User } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import {
  fileActivityItem,
  folderActivityItem,
  logExport,
  logPage,
  logTarget,
  recordActivity,
  type Activity,
  type ActivityItem,
} from '../files/activity.ts';
import { parseReginfo } from '../files/items.ts';
import { refusing } from '../files/results.ts';
import type { Router } from './types.ts';

type Fields = Readonly<Record<string, unknown>>;

/** What one endpoint records: read before the call (an old name), then from its answer. */
interface ActivityHook {
  readonly before?: (db: DatabaseSync, user: User, input: Fields) => unknown;
  readonly after: (db: DatabaseSync, input: Fields, output: Fields, before: unknown) => Activity[];
}

function num(fields: Fields, key: string): number | null {
  const value = fields[key];
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

function nums(fields: Fields, key: string): number[] {
  const value = fields[key];
  if (Array.isArray(value)) return value.filter((n): n is number => Number.isSafeInteger(n));
  if (typeof value === 'string' && value !== '') return value.split(',').map(Number);
  return [];
}

function records(fields: Fields, key: string): Fields[] {
  const value = fields[key];
  return Array.isArray(value)
    ? value.filter((v): v is Fields => typeof v === 'object' && v !== null)
    : [];
}

/** The item a list entry names (a file by file_seq, a folder by dir_seq). */
function itemOf(db: DatabaseSync, entry: Fields): ActivityItem | null {
  if (entry['kind'] === 'folder') {
    const dirSeq = num(entry, 'dir_seq');
    return dirSeq === null ? null : folderActivityItem(db, dirSeq);
  }
  const fileSeq = num(entry, 'file_seq');
  return fileSeq === null ? null : fileActivityItem(db, fileSeq);
}

function each(
  action: Activity['action'],
  items: readonly (ActivityItem | null)[],
  detail = '',
): Activity[] {
  return items.flatMap((item) => (item === null ? [] : [{ action, item, detail }]));
}

/** Files and folders of a selection answer or request. */
function selection(db: DatabaseSync, fields: Fields, files: string, dirs: string) {
  return [
    ...nums(fields, files)
      .slice(0, FILE_LIMITS.batch)
      .map((seq) => fileActivityItem(db, seq)),
    ...nums(fields, dirs)
      .slice(0, FILE_LIMITS.batch)
      .map((seq) => folderActivityItem(db, seq)),
  ];
}

/** The name of the folder holding an item (its parent), or ''. */
function parentName(db: DatabaseSync, item: ActivityItem | null): string {
  if (item?.parentSeq == null) return '';
  return folderActivityItem(db, item.parentSeq)?.name ?? '';
}

/** A share entry of the item a share link names (requirements X38). */
function linkTarget(db: DatabaseSync, id: number | null): ActivityItem | null {
  const row =
    id === null ? undefined : db.prepare('SELECT kind, seq FROM share_links WHERE id = ?').get(id);
  if (row === undefined) return null;
  const seq = Number(row['seq']);
  return row['kind'] === 'folder' ? folderActivityItem(db, seq) : fileActivityItem(db, seq);
}

/** The folder an upload request opens. */
function requestTarget(db: DatabaseSync, id: number | null): ActivityItem | null {
  const row =
    id === null
      ? undefined
      : db.prepare('SELECT dir_seq FROM request_uploads WHERE id = ?').get(id);
  return row === undefined ? null : folderActivityItem(db, Number(row['dir_seq']));
}

/** When a file's thaw started (null: never), to tell whether a call started one. */
function thawStart(db: DatabaseSync, fileSeq: number | null): unknown {
  return fileSeq === null
    ? null
    : (db.prepare('SELECT thaw_started_at FROM file_items WHERE file_seq = ?').get(fileSeq)?.[
        'thaw_started_at'
      ] ?? null);
}

const preview: ActivityHook = {
  after: (db, input) => each('preview', [fileActivityItem(db, num(input, 'fileid') ?? 0)]),
};

/** Endpoint name → what its success records. */
export const ACTIVITY_HOOKS: Readonly<Record<string, ActivityHook>> = {
  'files.upload': {
    after: (db, _input, output) =>
      each(
        'upload',
        records(output, 'results').map((result) => {
          const item = result['item'];
          return typeof item === 'object' && item !== null ? itemOf(db, item as Fields) : null;
        }),
      ),
  },
  'files.addFolder': {
    after: (db, _input, output) => {
      const folder = output['folder'];
      return typeof folder === 'object' && folder !== null
        ? each('upload', [itemOf(db, folder as Fields)])
        : [];
    },
  },
  'download.file': {
    after: (db, input) => {
      const reginfo = input['reginfo'];
      const seq =
        num(input, 'file_seq') ?? (typeof reginfo === 'string' ? parseReginfo(reginfo) : null);
      return each('download', [seq === null ? null : fileActivityItem(db, seq)]);
    },
  },
  'download.note': {
    after: (db, input) =>
      each('download', [fileActivityItem(db, num(input, 'fileid') ?? 0)], 'note'),
  },
  'zip.items': {
    after: (db, input) => each('download', selection(db, input, 'file_seqs', 'dir_seqs'), 'zip'),
  },
  'zip.start': {
    after: (db, input) =>
      each('download', selection(db, input, 'target_file', 'target_dir'), 'zip'),
  },
  'preview.document': preview,
  'preview.media': preview,
  'files.rename': {
    before: (db, user, input) => {
      const fileSeq = num(input, 'file_seq');
      if (fileSeq !== null) return fileActivityItem(db, fileSeq)?.name ?? '';
      const dirSeq = num(input, 'dir_seq');
      if (dirSeq !== null) return folderActivityItem(db, dirSeq)?.name ?? '';
      const row = db
        .prepare('SELECT name FROM file_folders WHERE company_id = ? AND node = ?')
        .get(user.companyId, typeof input['node'] === 'string' ? input['node'] : '');
      return typeof row?.['name'] === 'string' ? row['name'] : '';
    },
    after: (db, _input, output, before) => {
      const entry = output['item'];
      const item = typeof entry === 'object' && entry !== null ? itemOf(db, entry as Fields) : null;
      const old = typeof before === 'string' ? before : '';
      return item === null || item.name === old
        ? []
        : each('rename', [item], old === '' ? item.name : `${old} → ${item.name}`);
    },
  },
  // Moves and shares (requirements X38): where an item went, and what was shared how.
  'files.move': {
    before: (db, _user, input) =>
      new Map(
        selection(db, input, 'file_seqs', 'dir_seqs').flatMap((item) =>
          item === null ? [] : [[`${item.kind}:${String(item.seq)}`, parentName(db, item)]],
        ),
      ),
    after: (db, _input, output, before) =>
      records(output, 'results').flatMap((result) => {
        const entry = result['item'];
        if (result['status'] !== 'done' || typeof entry !== 'object' || entry === null) return [];
        const item = itemOf(db, entry as Fields);
        const from: unknown =
          before instanceof Map
            ? (before as Map<string, string>).get(
                `${String(result['kind'])}:${String(result['seq'])}`,
              )
            : '';
        return each(
          'move',
          [item],
          `${typeof from === 'string' ? from : ''} → ${parentName(db, item)}`,
        );
      }),
  },
  'shareLinks.create': {
    after: (db, input) => {
      const target = input['target'];
      if (typeof target !== 'object' || target === null) return [];
      const seq = num(target as Fields, 'seq') ?? 0;
      const kind = (target as Fields)['kind'];
      return each(
        'share',
        [kind === 'folder' ? folderActivityItem(db, seq) : fileActivityItem(db, seq)],
        'link_created',
      );
    },
  },
  'shareLinks.update': {
    after: (db, input) => each('share', [linkTarget(db, num(input, 'id'))], 'link_changed'),
  },
  'shareLinks.revoke': {
    after: (db, input) => each('share', [linkTarget(db, num(input, 'id'))], 'link_revoked'),
  },
  'mail.sendFiles': {
    after: (db, input, output) => {
      const sent = records(output, 'results').filter((r) => r['result'] === 'sent').length;
      return sent === 0
        ? []
        : each(
            'share',
            nums(input, 'file_seqs')
              .slice(0, FILE_LIMITS.batch)
              .map((seq) => fileActivityItem(db, seq)),
            `mail_sent:${String(sent)}`,
          );
    },
  },
  'requestUploads.create': {
    after: (db, input) =>
      each('share', [folderActivityItem(db, num(input, 'dir_seq') ?? 0)], 'request_created'),
  },
  'requestUploads.revoke': {
    after: (db, input) => each('share', [requestTarget(db, num(input, 'id'))], 'request_revoked'),
  },
  // Only a thaw the call started (requirements X37): its start time changed.
  'files.unfreeze': {
    before: (db, _user, input) => thawStart(db, num(input, 'file_seq')),
    after: (db, input, _output, before) => {
      const seq = num(input, 'file_seq');
      return thawStart(db, seq) === before
        ? []
        : each('unfreeze', [fileActivityItem(db, seq ?? 0)]);
    },
  },
  'files.lock': {
    after: (db, input) =>
      each(input['lock'] === true ? 'lock' : 'unlock', [
        fileActivityItem(db, num(input, 'file_seq') ?? 0),
      ]),
  },
  'tags.add': {
    after: (db, input) =>
      each(
        'tag',
        [fileActivityItem(db, num(input, 'file_seq') ?? 0)],
        typeof input['tag'] === 'string' ? input['tag'] : '',
      ),
  },
  'tags.remove': {
    after: (db, input) =>
      each(
        'untag',
        [fileActivityItem(db, num(input, 'file_seq') ?? 0)],
        typeof input['tag'] === 'string' ? input['tag'] : '',
      ),
  },
  'files.trash': {
    after: (db, _input, output) => each('delete', selection(db, output, 'file_seqs', 'dir_seqs')),
  },
  'files.restore': {
    after: (db, _input, output) => each('restore', selection(db, output, 'file_seqs', 'dir_seqs')),
  },
};

function succeeded(output: unknown): output is Fields {
  return typeof output === 'object' && output !== null && (output as Fields)['success'] === true;
}

/**
 * The router with the activity table applied: a call named in ACTIVITY_HOOKS records its entries
 * after it succeeds (a refusal or an error records nothing). Recording never fails the call.
 */
export function withActivity(router: Router, app: AppContext): Router {
  const wrapped: Router = {
    ...router,
    addAuthed(endpoint, handler, options) {
      const hook = ACTIVITY_HOOKS[endpoint.name];
      if (hook === undefined) {
        router.addAuthed(endpoint, handler, options);
        return;
      }
      router.addAuthed(
        endpoint,
        async (input, ctx) => {
          const fields = input as Fields;
          const { user } = ctx.auth;
          const before = hook.before?.(app.db, user, fields);
          const output = await handler(input, ctx);
          if (succeeded(output)) {
            try {
              recordActivity(
                app.db,
                user,
                hook.after(app.db, fields, output, before),
                app.clock.now(),
              );
            } catch (error) {
              app.log(`File log not recorded for ${endpoint.name}: ${String(error)}`);
            }
          }
          return output;
        },
        options,
      );
    },
  };
  return wrapped;
}

/** Routes the log calls under {api}/v2/file/logs (ours; requirements X29). */
export function registerFileLogRoutes(router: Router, app: AppContext): void {
  router.addAuthed(listLogs, (input, { auth: { user } }) =>
    refusing(() => {
      const name = logTarget(app.db, user, input);
      const page = input.page ?? 1;
      const perPage = input.per_page ?? 50;
      return {
        success: true as const,
        name,
        page,
        per_page: perPage,
        ...logPage(app.db, user, input, page, perPage),
      };
    }),
  );
  router.addAuthed(exportLogs, (input, { auth: { user } }) =>
    refusing(() => ({
      success: true as const,
      name: logTarget(app.db, user, input),
      ...logExport(app.db, user, input, LOG_EXPORT_MAX),
    })),
  );
}
