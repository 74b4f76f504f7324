// Headless Chromium as the e2e suite runs it, with the bench's throttling applied per page.
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';

/** The conditions every measured load runs under (issue 7). */
export const CONDITIONS = {
  cpuSlowdown: 4,
  latencyMs: 40,
  downKbit: 10_000,
  upKbit: 5_000,
  viewport: { width: 1280, height: 800 },
} as const;

/** Launches Debian's Chromium with the flags of playwright.config.ts. */
export async function launchBrowser(): Promise<Browser> {
  // playwright.config.ts makes a data folder unless E2E_DATA_DIR is set: give it a throwaway one.
  process.env['E2E_DATA_DIR'] ??= process.env['BENCH_DATA_DIR'] ?? '';
  const config = (await import('../../playwright.config.ts')).default;
  const launch = config.use?.launchOptions ?? {};
  return chromium.launch({
    executablePath: launch.executablePath ?? '/usr/bin/chromium',
    args: launch.args ?? [],
    headless: true,
  });
}

/** Opens a CDP session on a page and applies CPU and network throttling to it. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    downloadThroughput: (CONDITIONS.downKbit * 1000) / 8,
    uploadThroughput: (CONDITIONS.upKbit * 1000) / 8,
  });
  return cdp;
}

/** The JS heap in use after a forced garbage collection, in bytes. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize;
}
