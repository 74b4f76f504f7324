import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json, raw, reset, stall } from '../api/fake-env.ts';
import {
  ApiFailure,
  BadResponse,
  CsrfRejected,
  HttpError,
  NetworkError,
  SessionFailure,
  TimeoutError,
} from '../api/errors.ts';
import { problemOf, ScanError } from './problems.ts';
import { scannerRoot } from './root.ts';
import { createScanService } from './service.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

const CONFIG = {
  success: true,
  origin: 'https://app.example.com',
  base_path: '/scanner-sim/api/v1',
};

function rig() {
  const app = fakeEnv();
  const scanner = fakeEnv();
  const service = createScanService({
    app: createApiClient(app.env),
    scannerClient: (root) =>
      createApiClient({
        ...scanner.env,
        hosts: { ...scanner.env.hosts, scanner: root },
        cookies: () => '',
      }),
    pageOrigin: 'https://app.example.com',
    target: { uploader: 'https://upload.example.com', node: '1{2abc', dirSeq: 42 },
    uploadHeaders: () => ({ access_token: 'tok123', 'X-CSRFToken': 'csrf456' }),
    langcode: () => 'jpn',
  });
  app.reply(json(CONFIG));
  return { app, scanner, service };
}

async function problem(work: Promise<unknown>) {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof ScanError ? error.problem : error;
}

describe('the scan service', () => {
  it('asks the app where the service is, then lists scanners there with no token or cookie', async () => {
    const { app, scanner, service } = rig();
    scanner.reply(
      json({ success: true, scanners: [{ scanner_id: 'a', name: 'A', status: 'ready' }] }),
    );
    expect(await service.probe()).toHaveLength(1);
    expect(app.requests[0]?.url).toBe('https://api.example.com/app/scanner/config');
    const request = scanner.requests[0];
    expect(request?.url).toBe('https://app.example.com/scanner-sim/api/v1/scanners');
    expect(request?.headers.get('access_token')).toBeNull();
    expect(request?.headers.get('X-CSRFToken')).toBeNull();
  });

  it('sends the upload headers only to the token proxy and the token in the destination', async () => {
    const { scanner, service } = rig();
    scanner.reply(
      json({ success: true, token: 'T1', expires_in: 900 }),
      json({ success: true }),
      json({ success: true, scan_id: 's1' }),
    );
    expect(await service.start('c1', DEFAULT_SETTINGS)).toBe('s1');
    const bodies = await Promise.all(scanner.requests.map((r) => r.clone().text()));
    expect(JSON.parse(bodies[0] ?? '')).toEqual({
      connection_id: 'c1',
      headers: { access_token: 'tok123', 'X-CSRFToken': 'csrf456' },
    });
    const put = JSON.parse(bodies[1] ?? '') as { destination: unknown };
    expect(put.destination).toEqual({
      url: 'https://upload.example.com/v2/files/upload',
      headers: { lang: 'jpn' },
      params: { node: '1{2abc', dir_seq: '42' },
      file_param: 'file',
      token: 'T1',
    });
    expect(bodies[1]).not.toContain('tok123');
  });

  it.each([
    ['an HTML page', () => raw('<html>hi</html>', 'text/html')],
    ['truncated JSON', () => raw('{"success": tr', 'application/json')],
    ['null', () => json(null)],
    ['a wrong shape', () => json({ success: true, scanners: 'many' })],
    ['an error status', () => json({}, { status: 500 })],
    ['a refused connection (or a denied local-network prompt)', () => reset],
    ['a session-looking answer', () => json({ success: false, result_code: '01', all: 'x' })],
  ])('turns %s from the service into API_404', async (_, answer) => {
    const { scanner, service } = rig();
    scanner.always(answer());
    expect(await problem(service.probe())).toEqual({ code: 'API_404' });
    expect(scanner.navigations).toEqual([]);
  });

  it('gives up on the probe after about 3 seconds', async () => {
    const { scanner, service } = rig();
    scanner.always(stall);
    const started = Date.now();
    expect(await problem(service.probe())).toEqual({ code: 'API_404' });
    expect(Date.now() - started).toBeLessThan(4000);
  }, 6000);

  it('shows the service refusal as its text', async () => {
    const { scanner, service } = rig();
    scanner.reply(json({ success: false, result_code: 'scanner_error', all: '<b>Paper jam</b>' }));
    expect(await problem(service.probe())).toEqual({
      code: 'SERVICE',
      message: '<b>Paper jam</b>',
    });
  });

  it('disconnects when the settings cannot be read after connecting', async () => {
    const { scanner, service } = rig();
    scanner.reply(
      json({ success: true, connection_id: 'c9', lock_seconds: 120 }),
      raw('x', 'text/plain'),
      json({ success: true }),
    );
    expect(await problem(service.connect('a'))).toEqual({ code: 'API_404' });
    expect(scanner.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`).at(-1)).toBe(
      'DELETE /scanner-sim/api/v1/connection/c9',
    );
  });

  it('goes to the spec’s address when the back end lacks our config call (requirements C13)', async () => {
    const app = fakeEnv();
    app.reply(raw('Not found', 'text/plain', { status: 404 }));
    const roots: string[] = [];
    const scanner = fakeEnv();
    scanner.reply(json({ success: true, scanners: [] }));
    const service = createScanService({
      app: createApiClient(app.env),
      scannerClient: (root) => {
        roots.push(root);
        return createApiClient({ ...scanner.env, hosts: { ...scanner.env.hosts, scanner: root } });
      },
      pageOrigin: 'https://app.example.com',
      target: { uploader: 'https://upload.example.com', node: '1' },
      uploadHeaders: () => ({}),
      langcode: () => 'eng',
    });
    expect(await service.probe()).toEqual([]);
    expect(roots).toEqual(['https://localhost:6851/api/v1']);
  });

  it('refuses a config that points anywhere but the real service or the page', async () => {
    const app = fakeEnv();
    app.reply(json({ ...CONFIG, origin: 'https://evil.example' }));
    const service = createScanService({
      app: createApiClient(app.env),
      scannerClient: () => {
        throw new Error('never built');
      },
      pageOrigin: 'https://app.example.com',
      target: { uploader: 'https://upload.example.com', node: '1' },
      uploadHeaders: () => ({}),
      langcode: () => 'eng',
    });
    expect(await problem(service.probe())).toEqual({ code: 'CONFIG' });
  });
});

describe('problems', () => {
  it.each([
    ['a refused connection', new NetworkError('failed'), 'service', { code: 'API_404' }],
    ['an unusable answer', new BadResponse('not-json'), 'service', { code: 'API_404' }],
    ['an error status', new HttpError(404), 'service', { code: 'API_404' }],
    ['a timed-out probe', new TimeoutError(3000), 'service', { code: 'API_404' }],
    ['a timed-out scan request', new TimeoutError(60000), 'start', { code: 'SCAN_TIMEOUT' }],
    ['a busy scanner', new ApiFailure('busy', 'x', {}), 'service', { code: 'BUSY' }],
    [
      'a lapsed connection',
      new ApiFailure('not_connected', 'x', {}),
      'service',
      { code: 'LAPSED' },
    ],
    ['an ended session on the config call', new SessionFailure(''), 'config', { code: 'SESSION' }],
    ['a CSRF refusal on the config call', new CsrfRejected(), 'config', { code: 'SESSION' }],
    ['a failed config call', new NetworkError('failed'), 'config', { code: 'CONFIG' }],
    ['something unexpected', new Error('bug'), 'service', { code: 'API_404' }],
  ] as const)('maps %s', (_, error, step, expected) => {
    expect(problemOf(error, step)).toEqual(expected);
  });
});

describe('the service root', () => {
  it.each([
    [{ origin: 'https://localhost:6851', base_path: '/api/v1' }, 'https://localhost:6851/api/v1'],
    [
      { origin: 'https://app.example.com', base_path: '/scanner-sim/api/v1/' },
      'https://app.example.com/scanner-sim/api/v1',
    ],
    [{ origin: 'https://evil.example', base_path: '/api/v1' }, null],
    [{ origin: 'https://localhost:6851/x', base_path: '/api/v1' }, null],
    [{ origin: 'https://localhost:6851', base_path: '/../v1' }, null],
    [{ origin: 'https://localhost:6851', base_path: '//evil.example' }, null],
    [{ origin: 'nonsense', base_path: '' }, null],
  ])('%j gives %s', (config, expected) => {
    expect(scannerRoot(config, 'https://app.example.com')).toBe(expected);
  });
});
