import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_PORT, PORTS_PER_WORKER, workerCount } from './e2e/worker-servers.ts';

// E2E runs against the built site served by the reference server in test mode, on a fresh
// database, in Debian's Chromium. Each worker has servers of its own (e2e/worker-servers.ts).
// One worker unless E2E_WORKERS says more: on this project's 2-core machines a second worker
// gained nothing (141 stories: 268 s with one, 260 s with two; the browser already fills the
// cores), so it is for machines with more cores.
const WORKERS = workerCount();
const BASE_URL = `http://localhost:${String(FIRST_PORT)}`;
const givenDataDir = process.env['E2E_DATA_DIR'];
const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'cloudbox-e2e-'));
process.env['E2E_DATA_DIR'] = dataDir; // workers load this file again: keep one folder
// A folder made here is the run's own: e2e/global-teardown.ts removes it (about 40 MB a run).
if (givenDataDir === undefined) process.env['E2E_OWN_DATA_DIR'] = dataDir;
// The second project runs in spec-only mode (requirements C13): a back end with the spec's calls
// only, on its own port and database.
const SPEC_URL = `http://localhost:${String(FIRST_PORT + 1)}`;
const SPEC_STORIES = [
  'login.spec.ts',
  'login-otp.spec.ts',
  'login-faults.spec.ts',
  'email-links.spec.ts',
  'pages.spec.ts',
  'app.spec.ts',
  'spec-only.spec.ts',
];
/** Worker n's two servers: the full one and the spec-only one, each on its own database. */
const workerServers = (worker: number) => {
  const port = FIRST_PORT + PORTS_PER_WORKER * worker;
  const dir = join(dataDir, `worker-${String(worker)}`);
  const server = (at: number, data: string, more: Record<string, string> = {}) => ({
    command: 'node server/main.ts',
    url: `http://localhost:${String(at)}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(at),
      APP_MODE: 'test',
      DATA_DIR: data,
      PUBLIC_URL: `http://localhost:${String(at)}`,
      ...more,
    },
  });
  return [server(port, dir), server(port + 1, join(dir, 'spec-only'), { SPEC_ONLY: '1' })];
};

export default defineConfig({
  testDir: 'e2e',
  // A story file runs in one worker, its stories in order; the files are shared among the workers.
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: WORKERS,
  timeout: 30_000,
  globalTeardown: './e2e/global-teardown.ts',
  expect: { timeout: 7_000 },
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: 'spec-only.spec.ts',
    },
    {
      name: 'spec-only',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: SPEC_URL },
      testMatch: SPEC_STORIES,
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, worker) => workerServers(worker)).flat(),
});
