// Search latency on the reference server (requirements X19): a data folder of its own with the
// seeded data plus 100,000 generated files (never the demo database), then GET /v2/search timed
// for about 200 queries in Latin, Japanese and Korean, one at a time, as the main demo user.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/open.ts';
import { nameKey } from '../../server/files/rows.ts';
import { addFolder } from '../../src/lib/api/contract/files.ts';
import { searchNames } from '../../src/lib/api/contract/search.ts';
import {
  benchQueries,
  GENERATED_FILES,
  generatedName,
  percentile,
  type Script,
} from '../lib/search-bench.ts';
import { freePort, startReferenceServer } from './server.ts';
import { signIn, type ApiSession } from './session.ts';

/** Folders of my box the generated files are spread over. */
const FOLDERS = 100;
/** Searches run first and not counted (the server's caches and the JIT warm up). */
const WARM_UP = 20;

/** What the search part measured (milliseconds, round trip on loopback). */
export interface SearchFigures {
  readonly files: number;
  readonly queries: number;
  readonly p50: number | null;
  readonly p95: number | null;
  readonly max: number | null;
  /** p95 by script. */
  readonly byScript: Readonly<Record<Script, number | null>>;
  /** Queries that found at least one file. */
  readonly found: number;
}

async function newFolder(base: string, session: ApiSession, name: string): Promise<number> {
  const res = await fetch(base + addFolder.path, {
    method: 'POST',
    headers: session.headers,
    body: new URLSearchParams({ node: '1', name }).toString(),
  });
  const body = (await res.json()) as { success?: boolean; folder?: { dir_seq: number } };
  if (body.success !== true || body.folder === undefined)
    throw new Error(`creating ${name} failed (${res.status})`);
  return body.folder.dir_seq;
}

/** Writes the generated files into the folders, straight into the database (one transaction). */
function generateFiles(dataDir: string, folders: readonly number[]): void {
  const db = openDatabase(dataDir);
  try {
    const insert = db.prepare(
      `INSERT INTO file_items (dir_seq, name, name_key, extension, size, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const now = Date.now();
    db.exec('BEGIN');
    for (let i = 0; i < GENERATED_FILES; i += 1) {
      const name = generatedName(i);
      const extension = name.slice(name.lastIndexOf('.') + 1);
      const at = now - i * 60_000;
      insert.run(
        folders[i % folders.length] ?? 0,
        name,
        nameKey(name),
        extension,
        1024 + i,
        at,
        at,
      );
    }
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}

async function timeSearch(base: string, session: ApiSession, q: string): Promise<[number, number]> {
  const url = `${base}${searchNames.path}?${new URLSearchParams({ q }).toString()}`;
  const started = performance.now();
  const res = await fetch(url, { headers: session.headers });
  const body = (await res.json()) as { success?: boolean; results?: unknown[] };
  const ms = performance.now() - started;
  if (body.success !== true) throw new Error(`search "${q}" failed (${res.status})`);
  return [ms, body.results?.length ?? 0];
}

/** Builds the data, times the searches and removes the data folder. */
export async function measureSearch(log: (line: string) => void): Promise<SearchFigures> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'cloudbox-bench-search-'));
  const port = await freePort(4461, 4469);
  let server = await startReferenceServer(port, dataDir);
  try {
    const setup = await signIn(server.url);
    const folders: number[] = [];
    for (let i = 0; i < FOLDERS; i += 1)
      folders.push(
        await newFolder(server.url, setup, `Search bench ${String(i).padStart(3, '0')}`),
      );
    await server.stop();
    log(`search: writing ${GENERATED_FILES.toLocaleString('en')} files`);
    generateFiles(dataDir, folders);
    server = await startReferenceServer(port, dataDir);
    const session = await signIn(server.url);
    const queries = benchQueries();
    for (const { q } of queries.slice(0, WARM_UP)) await timeSearch(server.url, session, q);
    log(`search: timing ${queries.length} queries`);
    const times: { ms: number; script: Script }[] = [];
    let found = 0;
    for (const { q, script } of queries) {
      const [ms, count] = await timeSearch(server.url, session, q);
      times.push({ ms, script });
      if (count > 0) found += 1;
    }
    const all = times.map((t) => t.ms);
    const round = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
    const p95Of = (script: Script) =>
      round(
        percentile(
          times.filter((t) => t.script === script).map((t) => t.ms),
          95,
        ),
      );
    return {
      files: GENERATED_FILES,
      queries: queries.length,
      p50: round(percentile(all, 50)),
      p95: round(percentile(all, 95)),
      max: round(percentile(all, 100)),
      byScript: { latin: p95Of('latin'), japanese: p95Of('japanese'), korean: p95Of('korean') },
      found,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
