import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// E2E runs against the built site served by the reference server in test mode, on a fresh
// database, in Debian's Chromium.
const PORT = Number(process.env['E2E_PORT'] ?? 4399);
const BASE_URL = `http://localhost:${PORT}`;
const givenDataDir = process.env['E2E_DATA_DIR'];
const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'cloudbox-e2e-'));
process.env['E2E_DATA_DIR'] = dataDir; // workers load this file again: keep one folder
// A folder made here is the run's own: e2e/global-teardown.ts removes it (about 40 MB a run).
if (givenDataDir === undefined) process.env['E2E_OWN_DATA_DIR'] = dataDir;
// The second project runs against the same server in spec-only mode (requirements C13): a back
// end with the spec's calls only, on its own port and database.
const SPEC_PORT = PORT + 1;
const SPEC_URL = `http://localhost:${SPEC_PORT}`;
const SPEC_STORIES = [
  'login.spec.ts',
  'login-otp.spec.ts',
  'login-faults.spec.ts',
  'email-links.spec.ts',
  'pages.spec.ts',
  'app.spec.ts',
  'spec-only.spec.ts',
];
const serverEnv = (port: number, dir: string) => ({
  PORT: String(port),
  APP_MODE: 'test',
  DATA_DIR: dir,
  PUBLIC_URL: `http://localhost:${port}`,
});

export default defineConfig({
  testDir: 'e2e',
  // One worker: stories sign in as shared demo accounts, and a new sign-in ends that user's
  // other sessions (the spec's duplicate-login rule), so parallel stories would log each other out.
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 1,
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
  webServer: [
    {
      command: 'node server/main.ts',
      url: `${BASE_URL}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(PORT, dataDir),
    },
    {
      command: 'node server/main.ts',
      url: `${SPEC_URL}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv(SPEC_PORT, join(dataDir, 'spec-only')), SPEC_ONLY: '1' },
    },
  ],
});
