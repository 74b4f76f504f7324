import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// E2E runs against the built site served by the reference server in test mode, on a fresh
// database, in Debian's Chromium.
const PORT = Number(process.env['E2E_PORT'] ?? 4399);
const BASE_URL = `http://localhost:${PORT}`;
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'cloudbox-e2e-'));
process.env['E2E_DATA_DIR'] = dataDir; // workers load this file again: keep one folder

export default defineConfig({
  testDir: 'e2e',
  // One worker: stories sign in as shared demo accounts, and a new sign-in ends that user's
  // other sessions (the spec's duplicate-login rule), so parallel stories would log each other out.
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 1,
  timeout: 30_000,
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node server/main.ts',
    url: `${BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), APP_MODE: 'test', DATA_DIR: dataDir, PUBLIC_URL: BASE_URL },
  },
});
