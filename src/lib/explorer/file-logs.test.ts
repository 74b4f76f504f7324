import { describe, expect, it, vi } from 'vitest';
import { json } from '../api/fake-env.ts';
import { CSV_BOM } from '../files/activity.ts';
import { ACCESS_LEVELS, cellFor, visibleFunctions } from '../files/permissions.ts';
import { ROOT_KINDS } from '../files/nodes.ts';
import type { ActionEffects } from './actions.ts';
import {
  latestLogs,
  loadLogPage,
  logDetail,
  logQuery,
  logUser,
  logsDownload,
  pageCount,
} from './file-logs.ts';
import { LOGS_ACTION, logSubject, logsAvailability } from './logs-action.ts';
import { fakeCommands } from './test-commands.ts';
import { ctx, file, folder } from './test-items.ts';

const combos = ACCESS_LEVELS.flatMap((level) => ROOT_KINDS.map((type) => [level, type] as const));

describe('File logs follows the File Logs Management row (requirements X29)', () => {
  it.each(combos)('%s in %s', (level, type) => {
    const allowed =
      visibleFunctions(type).includes('file_logs') && cellFor('file_logs', level, type) === 'Y';
    expect(logsAvailability(ctx({ level, type, selection: [file('a.pdf')] })).state).toBe(
      allowed ? 'enabled' : 'hidden',
    );
  });

  it.each([
    ['nothing', [], 'hidden'],
    ['two items', [file('a.pdf'), file('b.pdf')], 'hidden'],
    ['a folder', [{ ...folder('F'), dirSeq: 7 }], 'enabled'],
    ['a root top without dir_seq', [folder('F')], 'hidden'],
  ] as const)('%s: %s', (_, selection, state) => {
    expect(logsAvailability(ctx({ selection: [...selection] })).state).toBe(state);
  });

  it('opens the view on the item', () => {
    const logs = vi.fn();
    LOGS_ACTION.perform(ctx({ selection: [file('a.pdf')] }), { logs } as unknown as ActionEffects);
    expect(logs).toHaveBeenCalledWith({ kind: 'file', seq: 100, name: 'a.pdf' });
    expect(logSubject({ ...folder('F'), dirSeq: 7 })).toEqual({
      kind: 'folder',
      seq: 7,
      name: 'F',
    });
  });
});

describe('the query and pages', () => {
  const subject = { kind: 'file', seq: 5, name: 'a' } as const;
  it.each([
    [
      { action: null, user: null },
      { kind: 'file', seq: 5 },
    ],
    [
      { action: 'rename', user: null },
      { kind: 'file', seq: 5, action: 'rename' },
    ],
    [
      { action: null, user: 3 },
      { kind: 'file', seq: 5, user: 3 },
    ],
  ] as const)('%j', (filter, query) => {
    expect(logQuery(subject, filter)).toEqual(query);
  });

  it.each([
    [0, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [101, 50, 3],
  ])('%i entries, %i a page: %i pages', (total, per, pages) => {
    expect(pageCount(total, per)).toBe(pages);
  });
});

describe('the CSV download', () => {
  it('writes the export with the language’s labels, a BOM and neutralised cells', async () => {
    const { server, env } = fakeCommands();
    server.reply(
      json({
        success: true,
        name: 'q/4.xlsx',
        truncated: false,
        entries: [
          {
            id: 2,
            at: Date.UTC(2026, 10, 25, 10, 0, 0),
            user_id: 1,
            user: '@alice',
            action: 'rename',
            kind: 'file',
            name: 'q/4.xlsx',
            detail: '=HYPERLINK("x") → q/4.xlsx',
          },
          {
            id: 1,
            at: Date.UTC(2026, 10, 25, 9, 0, 0),
            user_id: null,
            user: 'Alice Example',
            via: 'upload_link',
            action: 'upload',
            kind: 'file',
            name: 'q/4.xlsx',
            detail: '',
          },
        ],
      }),
    );
    const csv = await logsDownload(
      env.client,
      { kind: 'file', seq: 5, name: 'q/4.xlsx' },
      { action: 'rename', user: null },
      env.t,
      'en',
      new Date(Date.UTC(2026, 10, 25)),
    );
    expect(csv.fileName).toBe('q_4.xlsx-logs-2026-11-25.csv');
    expect(csv.text.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'files.logs.col.at,files.logs.col.user,files.logs.col.action,files.logs.col.kind,files.logs.col.name,files.logs.col.detail',
    );
    expect(lines[1]).toMatch(
      /^"?Nov 25, 2026.*,'@alice,files\.logs\.actions\.rename,files\.logs\.kindFile,q\/4\.xlsx,"'=HYPERLINK\(""x""\) → q\/4\.xlsx"$/,
    );
    // A visitor's upload names the visitor (requirements X43), not the link's maker alone.
    expect(lines[2]).toContain(
      ',"files.logs.visitorViaLink{""name"":""Alice Example""}",files.logs.actions.upload,',
    );
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/v2/file/logs/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      kind: 'file',
      seq: '5',
      action: 'rename',
    });
  });
});

describe('a log detail as the user reads it (requirements X38)', () => {
  const t = (key: string, vars?: Readonly<Record<string, string | number>>): string =>
    vars === undefined ? key : `${key} ${JSON.stringify(vars)}`;
  it.each([
    ['share', 'link_created', 'files.logs.detail.link_created {"count":0}'],
    ['share', 'mail_sent:2', 'files.logs.detail.mail_sent {"count":2}'],
    ['share', 'unknown', 'unknown'],
    ['move', 'Inbox → Done', 'Inbox → Done'],
    ['rename', 'link_created', 'link_created'],
  ] as const)('%s %s', (action, detail, expected) => {
    expect(logDetail({ action, detail }, t)).toBe(expected);
  });
});

describe('who an entry names (requirements X43)', () => {
  const t = (key: string, vars?: Readonly<Record<string, string | number>>): string =>
    vars === undefined ? key : `${key} ${JSON.stringify(vars)}`;
  it.each([
    [{ user: 'alice' }, 'alice'],
    [
      { user: 'Alice Example', via: 'upload_link' },
      'files.logs.visitorViaLink {"name":"Alice Example"}',
    ],
  ] as const)('%j', (entry, expected) => {
    expect(logUser(entry, t)).toBe(expected);
  });
});

describe('the list calls', () => {
  const entry = {
    id: 2,
    at: 1000,
    user_id: 1,
    user: 'alice',
    action: 'rename',
    kind: 'file',
    name: 'a.pdf',
    detail: '',
  };
  const answer = {
    success: true,
    name: 'a.pdf',
    total: 41,
    page: 3,
    per_page: 20,
    entries: [entry],
    users: [{ id: 1, name: 'alice' }],
  };

  it.each([
    [
      { action: null, user: null },
      { kind: 'file', seq: '5', page: '3', per_page: '20' },
    ],
    [
      { action: 'rename', user: 1 },
      { kind: 'file', seq: '5', action: 'rename', user: '1', page: '3', per_page: '20' },
    ],
  ] as const)('load a page of the log filtered by %j', async (filter, query) => {
    const { server, env } = fakeCommands();
    server.reply(json(answer));
    expect(await loadLogPage(env.client, { kind: 'file', seq: 5 }, filter, 3, 20)).toEqual({
      total: 41,
      entries: [entry],
      users: [{ id: 1, name: 'alice' }],
    });
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/v2/file/logs');
    expect(Object.fromEntries(url.searchParams)).toEqual(query);
  });

  it('load the latest entries of a folder', async () => {
    const { server, env } = fakeCommands();
    server.reply(json(answer));
    expect(await latestLogs(env.client, { kind: 'folder', seq: 7 }, 5)).toEqual([entry]);
    const url = new URL(server.requests[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      kind: 'folder',
      seq: '7',
      per_page: '5',
    });
  });

  it('a refusal reaches the caller', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: 'no_authority', all: 'No.' }));
    await expect(latestLogs(env.client, { kind: 'file', seq: 5 }, 5)).rejects.toMatchObject({
      resultCode: 'no_authority',
    });
  });
});
