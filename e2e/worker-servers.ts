import { test as base } from '@playwright/test';

// Each Playwright worker runs its stories against reference servers of its own. Stories sign in
// as the shared demo accounts, and a new sign-in ends that user's other sessions (the spec's
// duplicate-login rule), so two workers on one server would sign each other's users out; each
// worker's server also keeps its own outbox, faults and data. playwright.config.ts starts the
// servers; this module says which one a worker uses.

/** Ports each worker takes: its own server and its own spec-only server (requirements C13). */
export const PORTS_PER_WORKER = 2;

/** The first server's port, `E2E_PORT` or 4399; worker n's are `PORTS_PER_WORKER × n` above. */
export const FIRST_PORT = Number(process.env['E2E_PORT'] ?? 4399);

/** How many workers have servers: `E2E_WORKERS`, 1 by default. */
export function workerCount(): number {
  const given = process.env['E2E_WORKERS'] ?? '1';
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`E2E_WORKERS must be a whole number of workers, 1 or more, not "${given}"`);
  }
  return count;
}

/** The address of a project's server (`base`, the first worker's) for worker `index`. */
export function workerURL(base: string, index: number): string {
  const url = new URL(base);
  url.port = String(Number(url.port) + PORTS_PER_WORKER * index);
  return url.origin;
}

/** Playwright's `test` with `baseURL` pointing at the running worker's own server. */
export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    if (testInfo.parallelIndex >= workerCount()) {
      throw new Error(
        'This worker has no servers: run more workers with E2E_WORKERS=n (which starts servers ' +
          'for each), not with --workers',
      );
    }
    await use(baseURL === undefined ? undefined : workerURL(baseURL, testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';
