import { rmSync } from 'node:fs';

/**
 * After the run: removes the data folder playwright.config.ts made for it. A folder given in
 * E2E_DATA_DIR is the caller's and stays.
 */
export default function globalTeardown(): void {
  const own = process.env['E2E_OWN_DATA_DIR'];
  if (own !== undefined && own !== '') rmSync(own, { recursive: true, force: true });
}
