// `npm run bench:stream -- --size-mb 500`: the reference server with large bodies (issue 14).
// Starts `node server/main.ts` (test mode, a fresh data folder, MAX_UPLOAD_MB = the size), then
// measures the server process's RSS (VmRSS of /proc/<pid>/status, sampled every 20 ms) and the
// slowest answer to a small request (GET /csrf every 50 ms) while: one upload of --size-mb
// (multipart, then resumable on tus), a zip of that file (built, then downloaded), and 24 parallel 60 MB uploads without a session;
// then folder-list throughput with autocannon (32 connections, 10 s). Each run also prints the
// server's CPU seconds on its event loop (main thread) and in all. `--only upload,zip` runs parts
// (the upload always runs: the zip zips its file).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadFolderList } from './measure/load-test.ts';
import { freePort } from './measure/server.ts';
import { csrfHeaders, signIn, type ApiSession } from './measure/session.ts';

const ROOT = join(import.meta.dirname, '..');
const MB = 1024 * 1024;
const { values: args } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '200' },
    /** Runs only these parts (comma-separated: upload, tus, zip, anonymous, list). */
    only: { type: 'string', default: 'upload,tus,zip,anonymous,list' },
  },
});
const parts = new Set(args.only.split(','));
const sizeMb = Math.max(1, Number(args['size-mb']) || 200);
const log = (line: string) => {
  process.stdout.write(`${line}\n`);
};

const dataDir = mkdtempSync(join(os.tmpdir(), 'cloudbox-stream-bench-'));
const port = await freePort(4461, 4469);
const base = `http://localhost:${port}`;
const child = spawn(process.execPath, ['server/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    APP_MODE: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    MAX_UPLOAD_MB: String(Math.max(sizeMb, 64)),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

function rssMb(): number {
  const status = readFileSync(`/proc/${child.pid ?? 0}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * CPU seconds (user + system) the server has used: its main thread — the event loop, where a
 * busy second delays every other request — and the whole process (with libuv's threads).
 * Load-independent, unlike the latencies on a shared machine. `/proc/<pid>/task/<pid>/stat` is
 * the main thread; fields 14 and 15 are in clock ticks (100 per second on Linux).
 */
function cpuSeconds(): { loop: number; all: number } {
  const ticks = (path: string): number => {
    const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  };
  const pid = child.pid ?? 0;
  return { loop: ticks(`/proc/${pid}/task/${pid}/stat`), all: ticks(`/proc/${pid}/stat`) };
}

/** Runs `work` while sampling the server's RSS and timing a small request every 50 ms. */
async function watched<T>(
  label: string,
  work: () => Promise<T>,
): Promise<{ result: T; peakRss: number; maxLatency: number }> {
  const startRss = rssMb();
  const startCpu = cpuSeconds();
  let peakRss = startRss;
  let maxLatency = 0;
  const probe = { running: true };
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb());
  }, 20);
  const prober = (async () => {
    while (probe.running) {
      const started = performance.now();
      await fetch(`${base}/csrf`).then((r) => r.arrayBuffer());
      maxLatency = Math.max(maxLatency, performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  probe.running = false;
  await prober;
  clearInterval(sampler);
  const cpu = cpuSeconds();
  log(
    `${label}: ${seconds.toFixed(1)} s, server RSS ${startRss.toFixed(0)} → peak ${peakRss.toFixed(0)} MB, slowest GET /csrf meanwhile ${maxLatency.toFixed(0)} ms, server CPU ${(cpu.loop - startCpu.loop).toFixed(1)} s on the event loop of ${(cpu.all - startCpu.all).toFixed(1)} s`,
  );
  return { result, peakRss, maxLatency };
}

/** Streams a multipart upload of `size` bytes (generated, never held in memory). */
function upload(size: number, headers: Record<string, string>): Promise<string> {
  const boundary = 'bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="node"\r\n\r\n1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big-${Date.now()}.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 0x5a);
  let left = size;
  let headSent = false;
  const body = new Readable({
    read() {
      if (!headSent) {
        headSent = true;
        this.push(head);
      } else if (left === 0) {
        this.push(tail);
        this.push(null);
      } else {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= part.length;
        this.push(part);
      }
    },
  });
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/v2/files/upload`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve(Buffer.concat(chunks).toString());
      });
    });
    req.on('error', (error) => {
      const code = (error as { code?: string }).code;
      // The server answers a refused upload and closes: the client may only see the close.
      if (code === 'EPIPE' || code === 'ECONNRESET') resolve(`closed (${code})`);
      else reject(error);
    });
    body.pipe(req);
  });
}

/**
 * A resumable (tus) upload of `size` bytes as the app sends it: the creation, then one streamed
 * PATCH — the app leaves tus-js-client's `chunkSize` at its default (no chunking: one PATCH per
 * file, another only to resume from the server's offset after a loss; upload-resumable.ts).
 */
async function resumable(size: number, headers: Record<string, string>): Promise<string> {
  const tus = { ...headers, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${base}/v2/files/resumable`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(size),
      'upload-metadata': `node ${btoa('1')},filename ${btoa(`tus-${String(Date.now())}.bin`)}`,
    },
  });
  const location = created.headers.get('location');
  if (location === null) throw new Error(`tus creation failed: ${await created.text()}`);
  const chunk = Buffer.alloc(256 * 1024, 0x5a);
  let left = size;
  const body = new Readable({
    read() {
      if (left === 0) {
        this.push(null);
        return;
      }
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= part.length;
      this.push(part);
    },
  });
  return new Promise((resolve, reject) => {
    const req = http.request(base + location, {
      method: 'PATCH',
      headers: {
        ...tus,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve(Buffer.concat(chunks).toString());
      });
    });
    req.on('error', reject);
    body.pipe(req);
  });
}

async function post(session: ApiSession, path: string, fields: Record<string, string>) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: session.headers,
    body: new URLSearchParams(fields).toString(),
  });
  return (await res.json()) as Record<string, unknown>;
}

try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/csrf`)).ok) break;
    } catch {
      if (i > 300) throw new Error('server/main.ts did not answer within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`reference server at ${base}, upload and zip of ${sizeMb} MB`);
  const session = await signIn(base);

  const uploaded = await watched(`upload ${sizeMb} MB`, () =>
    upload(sizeMb * MB, { ...session.headers }),
  );
  const answer = JSON.parse(uploaded.result) as {
    results?: { ok: boolean; item?: { file_seq: number } }[];
  };
  const fileSeq = answer.results?.[0]?.item?.file_seq;
  if (fileSeq === undefined) throw new Error(`upload failed: ${uploaded.result.slice(0, 200)}`);

  if (parts.has('tus')) {
    const tus = await watched(`resumable (tus) upload ${sizeMb} MB`, () =>
      resumable(sizeMb * MB, { ...session.headers }),
    );
    if (!tus.result.includes('"ok":true')) throw new Error(`tus upload failed: ${tus.result}`);
  }

  if (parts.has('zip'))
    await watched(`zip of ${sizeMb} MB (build and download)`, async () => {
      const init = await fetch(`${base}/app/object_task/init/zip`, { headers: session.headers });
      const { task_key: key } = (await init.json()) as { task_key: string };
      await post(session, '/app/object_task/zip', {
        task_key: key,
        target_file: String(fileSeq),
        target_dir: '',
      });
      let url = '';
      while (url === '') {
        await new Promise((r) => setTimeout(r, 250));
        const status = await fetch(`${base}/app/object_task/status/${key}`, {
          headers: session.headers,
        });
        url = ((await status.json()) as { download_url?: string }).download_url ?? '';
      }
      const res = await fetch(url.startsWith('http') ? url : base + url, {
        headers: session.headers,
      });
      let bytes = 0;
      for await (const part of res.body ?? []) bytes += (part as Uint8Array).length;
      return bytes;
    });

  if (parts.has('anonymous')) {
    const anonymous = await csrfHeaders(base);
    await watched('24 parallel 60 MB uploads without a session', async () => {
      const answers = await Promise.all(
        Array.from({ length: 24 }, () => upload(60 * MB, anonymous)),
      );
      const refused = answers.filter(
        (a) => a.includes('"success":false') || a.startsWith('closed'),
      ).length;
      log(`  refused: ${refused} of 24`);
    });
  }

  if (parts.has('list')) {
    const list = await loadFolderList(base);
    log(
      `folder list, 32 connections 10 s: ${list.rps} req/s, p99 ${list.p99} ms, ${list.requests} requests, non-2xx ${list.non2xx}, errors ${list.errors}`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
