// The simulator of each server, what each simulated scanner offers, and the test control call
// POST /scanner-sim/control { mode, pages?, delay_ms? } (demo and test modes only).
import * as v from 'valibot';
import type { ScanOptions } from '../../src/lib/api/contract/scanner.ts';
import { defineEndpoint } from '../../src/lib/api/endpoint.ts';
import type { AppContext } from '../context.ts';
import { SIM_MODES, Simulator } from './simulator.ts';
import { ALL_OPTIONS } from '../../src/lib/scan/settings.ts';

const simulators = new WeakMap<AppContext, Simulator>();

/** The simulator of a server, created on first use with the server's clock. */
export function simulatorOf(app: AppContext): Simulator {
  let sim = simulators.get(app);
  if (sim === undefined) {
    sim = new Simulator(() => app.clock.now());
    simulators.set(app, sim);
  }
  return sim;
}

/** What a simulated scanner offers: the desk scanner is one-sided with fewer resolutions. */
export function optionsOf(scannerId: string): ScanOptions {
  return scannerId === 'sim-desk-2'
    ? { ...ALL_OPTIONS, scanside: ['simplex'], resolution: [150, 300] }
    : ALL_OPTIONS;
}

const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/**
 * POST /scanner-sim/control — busy: status 1 forever (pages are scanned; a cancel delivers
 * them); slow: every answer waits delay_ms; fail: the scan request answers a paper jam;
 * timeout: the scan request never answers; offline: every call's connection is dropped.
 * Setting a mode drops every connection.
 */
export const simControl = defineEndpoint({
  name: 'scanner-sim.control',
  method: 'POST',
  host: 'page',
  path: '/scanner-sim/control',
  encoding: 'json',
  auth: 'none',
  csrf: 'X-CSRF-Token',
  request: v.object({
    mode: v.picklist(SIM_MODES),
    pages: v.optional(int(1, 20)),
    delay_ms: v.optional(int(0, 30_000)),
  }),
  response: v.object({
    success: v.literal(true),
    mode: v.picklist(SIM_MODES),
    pages: v.number(),
    delay_ms: v.number(),
  }),
});
