import { describe, expect, it } from 'vitest';
import { SCAN_LIMITS } from '../api/contract/scanner.ts';
import { effectKey, effectOf, initialState, next } from './flow.ts';
import type { ScanEvent, ScanState } from './flow-types.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { CTX, LINK, OPTIONS, SCANNERS } from './test-support.ts';

const api404 = { code: 'API_404' } as const;
const files = [{ name: 'Scan.pdf', size: 1, uploaded: true, file_seq: 1 }];
const scanning = (tries: number): ScanState => ({
  tag: 'scanning',
  ctx: CTX,
  link: LINK,
  scanId: 's1',
  tries,
  pages: 0,
});
const tail = (
  tag: 'cancelling' | 'collecting',
  kind: 'timeout' | 'cancelled' | 'completed' | 'closed',
): ScanState => ({
  tag,
  ctx: CTX,
  link: LINK,
  scanId: 's1',
  ending: { kind },
});
const disconnecting = (
  ending: Extract<ScanState, { tag: 'disconnecting' }>['ending'],
  list = files,
): ScanState => ({
  tag: 'disconnecting',
  ctx: CTX,
  link: LINK,
  ending,
  files: list,
});
const ready: ScanState = { tag: 'ready', ctx: CTX, link: LINK };
const starting: ScanState = { tag: 'starting', ctx: CTX, link: LINK, closing: false };
const connected: ScanEvent = {
  type: 'connected',
  connectionId: 'c1',
  options: OPTIONS,
  settings: DEFAULT_SETTINGS,
};

describe('the scan flow', () => {
  it.each<[string, ScanState, ScanEvent, ScanState]>([
    [
      'lists the scanners and preselects the first ready one',
      initialState(DEFAULT_SETTINGS),
      { type: 'found', scanners: SCANNERS },
      { tag: 'choosing', ctx: CTX, problem: null },
    ],
    [
      'fails with API_404 when the service cannot be reached',
      initialState(DEFAULT_SETTINGS),
      { type: 'probeFailed', problem: api404 },
      { tag: 'failed', ctx: initialState(DEFAULT_SETTINGS).ctx, problem: api404, files: [] },
    ],
    [
      'connects to the chosen scanner',
      { tag: 'choosing', ctx: CTX, problem: null },
      { type: 'connect' },
      { tag: 'connecting', ctx: CTX, closing: false },
    ],
    [
      'switches the chosen scanner',
      { tag: 'choosing', ctx: CTX, problem: null },
      { type: 'select', scannerId: 'b' },
      { tag: 'choosing', ctx: { ...CTX, scannerId: 'b' }, problem: null },
    ],
    [
      'reads the settings once connected',
      { tag: 'connecting', ctx: CTX, closing: false },
      connected,
      ready,
    ],
    [
      'goes back to choosing when the scanner is busy',
      { tag: 'connecting', ctx: CTX, closing: false },
      { type: 'connectFailed', problem: { code: 'BUSY' } },
      { tag: 'choosing', ctx: CTX, problem: { code: 'BUSY' } },
    ],
    [
      'disconnects at once when closed while connecting',
      { tag: 'connecting', ctx: CTX, closing: true },
      connected,
      disconnecting({ kind: 'closed' }, []),
    ],
    ['starts with valid settings', ready, { type: 'start' }, starting],
    [
      'does not start with an invalid prefix',
      {
        ...ready,
        ctx: {
          ...CTX,
          draft: { ...DEFAULT_SETTINGS, name: { ...DEFAULT_SETTINGS.name, prefix: 'a/b' } },
        },
      },
      { type: 'start' },
      {
        ...ready,
        ctx: {
          ...CTX,
          draft: { ...DEFAULT_SETTINGS, name: { ...DEFAULT_SETTINGS.name, prefix: 'a/b' } },
        },
      },
    ],
    ['monitors once started', starting, { type: 'started', scanId: 's1' }, scanning(0)],
    [
      'still disconnects when the start fails',
      starting,
      { type: 'startFailed', problem: { code: 'SCAN_TIMEOUT' } },
      disconnecting({ kind: 'failed', problem: { code: 'SCAN_TIMEOUT' } }, []),
    ],
    [
      'counts a busy status as a try',
      scanning(3),
      { type: 'status', status: 1, pages: 1 },
      { ...scanning(4), pages: 1 } as ScanState,
    ],
    [
      'collects the files when the scan is done',
      scanning(3),
      { type: 'status', status: 0, pages: 2 },
      tail('collecting', 'completed'),
    ],
    [
      'cancels at the 600th busy try',
      scanning(SCAN_LIMITS.monitorTries - 1),
      { type: 'status', status: 1, pages: 2 },
      tail('cancelling', 'timeout'),
    ],
    [
      'cancels when the user cancels',
      scanning(3),
      { type: 'cancel' },
      tail('cancelling', 'cancelled'),
    ],
    [
      'cancels when the dialog closes mid-scan',
      scanning(3),
      { type: 'close' },
      tail('cancelling', 'closed'),
    ],
    [
      'cancels and collects when a status read fails',
      scanning(3),
      { type: 'monitorFailed', problem: api404 },
      {
        ...tail('cancelling', 'cancelled'),
        ending: { kind: 'failed', problem: api404 },
      } as ScanState,
    ],
    [
      'still fetches the files after a cancel',
      tail('cancelling', 'timeout'),
      { type: 'cancelDone' },
      tail('collecting', 'timeout'),
    ],
    [
      'disconnects after the files',
      tail('collecting', 'timeout'),
      { type: 'filesDone', files },
      disconnecting({ kind: 'timeout' }),
    ],
    [
      'finishes after the disconnect',
      disconnecting({ kind: 'timeout' }),
      { type: 'disconnected' },
      { tag: 'finished', ctx: CTX, outcome: 'timeout', files },
    ],
    [
      'shows the failure after the disconnect, with the files that arrived',
      disconnecting({ kind: 'failed', problem: api404 }),
      { type: 'disconnected' },
      { tag: 'failed', ctx: CTX, problem: api404, files },
    ],
    [
      'goes back to choosing after changing scanner',
      ready,
      { type: 'rechoose' },
      disconnecting({ kind: 'rechoose' }, []),
    ],
    [
      'disconnects when closed while ready',
      ready,
      { type: 'close' },
      disconnecting({ kind: 'closed' }, []),
    ],
    [
      'looks for scanners again after a failure',
      { tag: 'failed', ctx: CTX, problem: api404, files: [] },
      { type: 'again' },
      { tag: 'probing', ctx: CTX },
    ],
    [
      'keeps the edited draft on every state',
      { tag: 'failed', ctx: CTX, problem: api404, files: [] },
      { type: 'edit', draft: { ...DEFAULT_SETTINGS, resolution: 600 } },
      {
        tag: 'failed',
        ctx: { ...CTX, edited: true, draft: { ...DEFAULT_SETTINGS, resolution: 600 } },
        problem: api404,
        files: [],
      },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(next(state, event)).toEqual(expected);
  });

  it.each<[string, ScanState, ScanEvent]>([
    [
      'a status while choosing',
      { tag: 'choosing', ctx: CTX, problem: null },
      { type: 'status', status: 0, pages: 1 },
    ],
    ['a start while scanning', scanning(1), { type: 'start' }],
    ['anything once closed', { tag: 'closed', ctx: CTX, files: [] }, { type: 'again' }],
    ['a stray answer in the tail', tail('collecting', 'completed'), { type: 'cancelDone' }],
  ])('ignores %s', (_, state, event) => {
    expect(next(state, event)).toBe(state);
  });

  it('keeps the edited draft, fitted to what the scanner offers, when connecting', () => {
    const ctx = { ...CTX, edited: true, draft: { ...DEFAULT_SETTINGS, resolution: 600 as const } };
    const options = { ...OPTIONS, resolution: [150, 300] as (150 | 300)[] };
    const state = next({ tag: 'connecting', ctx, closing: false }, { ...connected, options });
    expect(state.ctx.draft.resolution).toBe(150);
  });

  it('takes the scanner settings when the user changed nothing', () => {
    const settings = { ...DEFAULT_SETTINGS, colormode: 'mono' as const };
    const state = next({ tag: 'connecting', ctx: CTX, closing: false }, { ...connected, settings });
    expect(state.ctx.draft.colormode).toBe('mono');
  });

  it('makes the disconnect the last effect of every ending', () => {
    const endings = ['completed', 'timeout', 'cancelled', 'closed'] as const;
    for (const kind of endings) {
      let state: ScanState = tail(kind === 'completed' ? 'collecting' : 'cancelling', kind);
      const effects: string[] = [];
      for (const event of [
        { type: 'cancelDone' },
        { type: 'filesDone', files },
        { type: 'disconnected' },
      ] as ScanEvent[]) {
        effects.push(effectOf(state) ?? 'none');
        state = next(state, event);
      }
      expect(effects.filter((e) => e !== 'none').at(-1)).toBe('disconnect');
      expect(effectOf(state)).toBeNull();
    }
  });

  it('asks for a new status read after every busy answer', () => {
    expect(effectKey(scanning(1))).not.toBe(effectKey(scanning(2)));
    expect(effectKey(ready)).toBeNull();
  });
});
