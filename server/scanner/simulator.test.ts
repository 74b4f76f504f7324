import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import { scannerSetSettings, scannerStart } from '../../src/lib/api/contract/scanner.ts';
import { TimeoutError } from '../../src/lib/api/errors.ts';
import { ScanError } from '../../src/lib/scan/problems.ts';
import { DEFAULT_SETTINGS } from '../../src/lib/scan/settings.ts';
import { scanFileName } from '../../src/lib/scan/name.ts';
import { listPath } from '../files/testing.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { FAIL_MESSAGE, PAGE_MS } from './simulator.ts';
import { allowedDestination } from '../routes/scanner.ts';
import { scanRig, simMode, type ScanRig } from './testing.ts';

let server: TestServer;
let rig: ScanRig;

beforeAll(async () => {
  server = await startTestServer();
  rig = await scanRig(server, 'alice');
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await simMode(server, 'normal');
});

const pdf = {
  ...DEFAULT_SETTINGS,
  name: {
    prefix: '請求書',
    separator: '_' as const,
    datetime: ['year' as const, 'month' as const, 'day' as const],
  },
};

async function problem(work: Promise<unknown>) {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof ScanError ? error.problem : error;
}

async function namesInMyBox(): Promise<string[]> {
  const list = await rig.files.form(listPath('1'), { page_size: '200' });
  return ((list['items'] ?? []) as { name: string }[]).map((i) => i.name);
}

describe('the scanner simulator', () => {
  it('scans two pages into the folder as one real PDF through the whole sequence', async () => {
    const { service } = rig;
    const scanners = await service.probe();
    expect(scanners.map((s) => s.status)).toEqual(['ready', 'ready']);
    const { connectionId, options } = await service.connect(scanners[0]?.scanner_id ?? '');
    expect(options.fileformat).toContain('pdf');
    const scanId = await service.start(connectionId, pdf);
    expect(await service.status(connectionId, scanId)).toEqual({ status: 1, pages: 0 });
    server.clock.advance(2 * PAGE_MS);
    expect(await service.status(connectionId, scanId)).toEqual({ status: 0, pages: 2 });
    const files = await service.files(connectionId, scanId);
    await service.disconnect(connectionId);
    const name = scanFileName(pdf.name, 'pdf', new Date(server.clock.now() - 2 * PAGE_MS));
    expect(files).toEqual([expect.objectContaining({ name, uploaded: true })]);
    expect(await namesInMyBox()).toContain(name);
    expect(name.startsWith('請求書_')).toBe(true);
  });

  it('uploads one PNG per page, named with the page number', async () => {
    await simMode(server, 'normal', { pages: 3 });
    const { service } = rig;
    const png = {
      ...pdf,
      fileformat: 'png' as const,
      name: { prefix: 'Receipt', separator: '-' as const, datetime: [] },
    };
    const { connectionId } = await service.connect('sim-mfp-1');
    const scanId = await service.start(connectionId, png);
    server.clock.advance(3 * PAGE_MS);
    expect((await service.status(connectionId, scanId)).status).toBe(0);
    const files = await service.files(connectionId, scanId);
    await service.disconnect(connectionId);
    expect(files.map((f) => [f.name, f.uploaded])).toEqual([
      ['Receipt-001.png', true],
      ['Receipt-002.png', true],
      ['Receipt-003.png', true],
    ]);
    expect(await namesInMyBox()).toEqual(expect.arrayContaining(['Receipt-001.png']));
  });

  it('stays busy in busy mode, and a cancel still delivers the scanned pages', async () => {
    await simMode(server, 'busy', { pages: 2 });
    const { service } = rig;
    const { connectionId } = await service.connect('sim-mfp-1');
    const scanId = await service.start(connectionId, {
      ...pdf,
      name: { ...pdf.name, prefix: 'Busy' },
    });
    server.clock.advance(100_000); // within the 120 s lock: the app reads every second
    expect(await service.status(connectionId, scanId)).toEqual({ status: 1, pages: 2 });
    await service.cancel(connectionId, scanId);
    const files = await service.files(connectionId, scanId);
    await service.disconnect(connectionId);
    expect(files).toEqual([expect.objectContaining({ uploaded: true })]);
    expect(files[0]?.name.startsWith('Busy_')).toBe(true);
  });

  it('answers slowly in slow mode', async () => {
    await simMode(server, 'slow', { delay_ms: 300 });
    const started = performance.now();
    await rig.service.probe();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('refuses the scan with the scanner message in fail mode', async () => {
    await simMode(server, 'fail');
    const { service } = rig;
    const { connectionId } = await service.connect('sim-mfp-1');
    expect(await problem(service.start(connectionId, pdf))).toEqual({
      code: 'SERVICE',
      message: FAIL_MESSAGE,
    });
    await service.disconnect(connectionId);
  });

  it('never answers the scan request in timeout mode', async () => {
    await simMode(server, 'timeout');
    const { service, env } = rig;
    const { connectionId } = await service.connect('sim-mfp-1');
    const client = createApiClient({
      ...env,
      hosts: { ...env.hosts, scanner: `${server.url}/scanner-sim/api/v1` },
      cookies: () => '',
    });
    const destination = {
      url: `${server.url}/v2/files/upload`,
      headers: {},
      params: { node: '1' },
      file_param: 'file',
      token: 'none',
    };
    await client.call(scannerSetSettings, {
      connection_id: connectionId,
      settings: pdf,
      destination,
    });
    const error = await client
      .call(scannerStart, { connection_id: connectionId }, { timeoutMs: 300, onFailure: 'caller' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('drops every connection in offline mode, which the app sees as API_404', async () => {
    await simMode(server, 'offline');
    expect(await problem(rig.service.probe())).toEqual({ code: 'API_404' });
  });
});

describe('the connection lock', () => {
  it('refuses a second connection while the lock holds and frees it after 120 s', async () => {
    const { service } = rig;
    const first = await service.connect('sim-mfp-1');
    expect((await service.probe()).find((s) => s.scanner_id === 'sim-mfp-1')?.status).toBe('busy');
    expect(await problem(service.connect('sim-mfp-1'))).toEqual({ code: 'BUSY' });
    server.clock.advance(119_000);
    expect(await problem(service.connect('sim-mfp-1'))).toEqual({ code: 'BUSY' });
    server.clock.advance(2_000);
    const second = await service.connect('sim-mfp-1');
    expect(await problem(service.start(first.connectionId, pdf))).toEqual({ code: 'LAPSED' });
    await service.disconnect(second.connectionId);
  });

  it('renews the lock on every call', async () => {
    const { service } = rig;
    const { connectionId } = await service.connect('sim-desk-2');
    server.clock.advance(100_000);
    await service.status(connectionId, 'none').catch(() => undefined);
    server.clock.advance(100_000);
    expect(await problem(service.connect('sim-desk-2'))).toEqual({ code: 'BUSY' });
    await service.disconnect(connectionId);
    const again = await service.connect('sim-desk-2');
    await service.disconnect(again.connectionId);
  });

  it('lapses after 5 s with the expanded lock', async () => {
    const response = await fetch(`${server.url}/scanner-sim/api/v1/connection`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scanner_id: 'sim-desk-2', lock: 'expanded' }),
    });
    expect(await response.json()).toMatchObject({ success: true, lock_seconds: 5 });
    expect(await problem(rig.service.connect('sim-desk-2'))).toEqual({ code: 'BUSY' });
    server.clock.advance(5_000);
    const { connectionId } = await rig.service.connect('sim-desk-2');
    await rig.service.disconnect(connectionId);
  });

  it('refuses a destination on another host', async () => {
    const response = await fetch(`${server.url}/scanner-sim/api/v1/connection`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scanner_id: 'sim-desk-2' }),
    });
    const { connection_id: id } = (await response.json()) as { connection_id: string };
    const put = await fetch(`${server.url}/scanner-sim/api/v1/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        connection_id: id,
        settings: { ...pdf, resolution: 150 },
        destination: {
          url: 'https://evil.example/v2/files/upload',
          headers: {},
          params: {},
          file_param: 'file',
          token: 'x',
        },
      }),
    });
    expect(await put.json()).toMatchObject({ success: false, result_code: 'bad_destination' });
  });

  it('checks the destination against PUBLIC_URL, never the Host header', async () => {
    const response = await fetch(`${server.url}/scanner-sim/api/v1/connection`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scanner_id: 'sim-desk-2' }),
    });
    const { connection_id: id } = (await response.json()) as { connection_id: string };
    const body = JSON.stringify({
      connection_id: id,
      settings: { ...pdf, resolution: 150 },
      destination: {
        url: 'http://evil.example/v2/files/upload',
        headers: {},
        params: {},
        file_param: 'file',
        token: 'x',
      },
    });
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: '/scanner-sim/api/v1/settings',
          headers: { host: 'evil.example', 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            resolve(text);
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(JSON.parse(answer)).toMatchObject({ success: false, result_code: 'bad_destination' });
    expect(allowedDestination(server.app, `${server.app.publicUrl}/v2/files/upload`)).toBe(true);
  });
});
