import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import { createDownloads } from './downloads.ts';
import { IE_URL_LIMIT } from './ie.ts';
import { NO_WORKFLOW, downloadWorld, folder, item } from '../preview/test-support.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const link = (url: string) =>
  json({ success: true, download_url: url, file_name: 'x', expires_at: 0 });
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

describe('choosing how to download', () => {
  it.each([
    [
      'workflow scope with download permission',
      { wfScopeDownload: true, wfDownloadPerm: true },
      'workflow',
    ],
    [
      'workflow scope with a line-user limit',
      { wfScopeDownload: true, wfLineUserLimit: 2 },
      'workflow',
    ],
    ['workflow scope without permission or limit', { wfScopeDownload: true }, 'done'],
    ['download permission without the scope', { wfDownloadPerm: true, wfLineUserLimit: 3 }, 'done'],
  ])('%s → %s', async (_, flags, outcome) => {
    const world = downloadWorld({ ...NO_WORKFLOW, ...flags });
    world.server.reply(link('/dl/1'));
    const result = await createDownloads(world.env).start([item(1, 'a.pdf')]);
    expect(result).toBe(outcome);
    if (outcome === 'workflow') expect(world.seen).toEqual(['workflow 1']);
  });

  it('refuses a locked file before any call', async () => {
    const world = downloadWorld();
    const result = await createDownloads(world.env).start([item(1, 'a.pdf', { is_permission: 2 })]);
    expect(result).toBe('locked');
    expect(world.seen).toEqual(['error download.locked']);
    expect(world.server.requests).toHaveLength(0);
  });

  it('asks whether several files go one by one or as a zip', async () => {
    const world = downloadWorld();
    expect(await createDownloads(world.env).start([item(1, 'a'), item(2, 'b')])).toBe('choose');
    expect(world.seen).toEqual(['choose 2']);
  });
});

describe('direct downloads', () => {
  it('downloads one file through its link with the progress toast', async () => {
    const world = downloadWorld();
    world.server.reply(link('https://download.example.com/dl/1?sig=abc'));
    await createDownloads(world.env).start([item(1, 'a.pdf')]);
    const [request] = world.server.requests;
    expect(request?.url).toBe('https://download.example.com/v2/files/download');
    expect(await request?.text()).toBe('file_seq=1');
    expect(world.seen).toEqual([
      'progress download.preparing',
      'assign https://download.example.com/dl/1?sig=abc at 0',
      'done download.started',
    ]);
  });

  it('hands the download to the desktop shell instead of opening it, inside the shell', async () => {
    const world = downloadWorld();
    world.server.reply(link('https://download.example.com/dl/1'));
    const handedOff: string[] = [];
    const env = {
      ...world.env,
      handOff: (url: string, name: string) => handedOff.push(`${url} ${name}`) > 0,
    };
    expect(await createDownloads(env).start([item(1, 'a.pdf')])).toBe('done');
    expect(handedOff).toEqual(['https://download.example.com/dl/1 a.pdf']);
    expect(world.seen.filter((line) => line.startsWith('assign'))).toEqual([]);
  });

  it('downloads several files one by one, a second apart', async () => {
    const world = downloadWorld();
    world.server.reply(link('/dl/1'), link('/dl/2'), link('/dl/3'));
    const done = createDownloads(world.env).start(
      [item(1, 'a'), item(2, 'b'), item(3, 'c')],
      'separate',
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(await done).toBe('done');
    expect(world.seen.filter((line) => line.startsWith('assign'))).toEqual([
      'assign /dl/1 at 0',
      'assign /dl/2 at 1000',
      'assign /dl/3 at 2000',
    ]);
  });

  it.each([
    [
      'File not found. for a multi-download link to the item download path',
      [link('/dl/1'), link('/item/download/2')],
      'separate',
      'failed download.notFound',
    ],
    [
      'the lock message when the server says the file is locked',
      [
        json({
          success: false,
          result_code: 'file_locked',
          all: 'Unable to access file due to file lock.',
        }),
      ],
      'auto',
      'failed download.locked',
    ],
    [
      'the server’s own text for another failure',
      [json({ success: false, result_code: 'x', all: 'Quota exceeded' })],
      'auto',
      'failed Quota exceeded',
    ],
    [
      'a network message when the connection resets',
      [reset, reset, reset],
      'auto',
      'failed download.network',
    ],
    [
      'the fallback for a garbage answer',
      [json({ nonsense: true })],
      'auto',
      'failed download.failed',
    ],
  ] as const)('shows %s', async (_, replies, mode, message) => {
    const world = downloadWorld();
    world.server.reply(...replies);
    const files = mode === 'separate' ? [item(1, 'a'), item(2, 'b')] : [item(1, 'a')];
    const done = createDownloads(world.env).start(files, mode);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await done).toBe('failed');
    expect(world.seen.at(-1)).toBe(message);
  });

  it.each([
    [
      'refuses a link over 2000 characters in IE',
      IE11,
      IE_URL_LIMIT + 1,
      'failed download.ieNameTooLong',
    ],
    [
      'accepts a link of exactly 2000 characters in IE',
      IE11,
      IE_URL_LIMIT,
      'done download.started',
    ],
    ['accepts a long link in other browsers', 'Chrome', IE_URL_LIMIT * 2, 'done download.started'],
  ])('%s', async (_, ua, length, last) => {
    const world = downloadWorld(NO_WORKFLOW, ua);
    world.server.reply(link(`/dl/${'x'.repeat(length - 4)}`));
    await createDownloads(world.env).start([item(1, 'a')]);
    expect(world.seen.at(-1)).toBe(last);
  });
});

describe('zip downloads', () => {
  const status = (s: number, extra: object = {}) =>
    json({ success: true, status: s, skipped: 0, ...extra });

  it('initialises, starts, polls every second and downloads the finished zip', async () => {
    const world = downloadWorld();
    world.server.reply(
      json({ success: true, task_key: 'T1' }),
      json({ success: true, task_key: 'T1', status: 0 }),
      status(0),
      status(1),
      status(3, { download_url: '/zip/T1' }),
    );
    const done = createDownloads(world.env).start(
      [item(1, 'a'), folder(7, 'Docs', '1001')],
      'auto',
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(await done).toBe('done');
    const paths = world.server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(paths).toEqual([
      'GET /app/object_task/init/zip',
      'POST /app/object_task/zip',
      'GET /app/object_task/status/T1',
      'GET /app/object_task/status/T1',
      'GET /app/object_task/status/T1',
    ]);
    expect(await world.server.requests[1]?.text()).toBe('task_key=T1&target_file=1&target_dir=7');
    expect(world.seen).toEqual([
      'progress download.zipCompressing',
      'assign /zip/T1 at 3000',
      'done download.zipCreated',
    ]);
  });

  it('explains what is skipped when zipping in the shared box', async () => {
    const world = downloadWorld();
    world.server.reply(
      json({ success: true, task_key: 'T1' }),
      json({ success: true, task_key: 'T1', status: 1 }),
      status(3),
    );
    const done = createDownloads(world.env).start([folder(7, 'Team', '1{2001')]);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(world.seen).toContain('info download.zipSkipped');
  });

  it.each([
    [
      'hides the toast on any other status (2 outside the legacy check)',
      [status(1), status(2)],
      'hidden',
      'ended',
    ],
    [
      'says the zip failed when the status cannot be read',
      [json({ success: false, all: 'x' })],
      'failed download.zipFailed',
      'failed',
    ],
  ] as const)('%s', async (_, statuses, last, outcome) => {
    const world = downloadWorld();
    world.server.reply(
      json({ success: true, task_key: 'T1' }),
      json({ success: true, task_key: 'T1', status: 0 }),
      ...statuses,
    );
    const done = createDownloads(world.env).start([item(1, 'a')], 'zip');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await done).toBe(outcome);
    expect(world.seen.at(-1)).toBe(last);
  });

  it('uses the v2 item zip when configured, whose status 2 means finished', async () => {
    const world = downloadWorld();
    world.server.reply(
      json({ success: true, download_key: 'K9', download_url: '/zip/K9' }),
      status(1),
      status(2),
    );
    const done = createDownloads({ ...world.env, zipRoute: 'items' }).start([item(1, 'a')], 'zip');
    await vi.advanceTimersByTimeAsync(2000);
    expect(await done).toBe('done');
    expect(world.server.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/v2/items/download/zip',
      '/v2/items/download/status/K9',
      '/v2/items/download/status/K9',
    ]);
    expect(world.seen).toContain('assign /zip/K9 at 2000');
  });
});
