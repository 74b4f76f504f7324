// The scan store: holds the flow's state in a nanostore and runs each state's effect through
// the injected service and timer, so tests drive it with fakes and fake timers, with no DOM.
import { atom, type ReadableAtom } from 'nanostores';
import { SCAN_LIMITS, type ScanSettings, type ScannedFile } from '../api/contract/scanner.ts';
import { effectKey, initialState, next } from './flow.ts';
import type { ScanEvent, ScanState } from './flow-types.ts';
import { problemOf } from './problems.ts';
import type { ScanService } from './service.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

/** What the store needs from the outside. */
export interface ScanStoreEnv {
  readonly service: ScanService;
  /** Waits before each status read (1 s); defaults to setTimeout. */
  readonly wait?: ((ms: number) => Promise<void>) | undefined;
  /** Told once per scan when files reached the folder. */
  readonly onFilesArrived?: ((files: readonly ScannedFile[]) => void) | undefined;
  readonly draft?: ScanSettings | undefined;
}

/** The scan flow of one dialog. */
export interface ScanStore {
  readonly $state: ReadableAtom<ScanState>;
  /** Sends a user event (select, connect, edit, start, cancel, rechoose, again, close). */
  send(event: ScanEvent): void;
}

const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** Creates the store and starts looking for scanners. */
export function createScanStore(env: ScanStoreEnv): ScanStore {
  const $state = atom<ScanState>(initialState(env.draft ?? DEFAULT_SETTINGS));
  const wait = env.wait ?? delay;
  const { service } = env;

  function send(event: ScanEvent): void {
    const before = $state.get();
    const after = next(before, event);
    if (after === before) return;
    $state.set(after);
    if (event.type === 'filesDone' && event.files.some((f) => f.uploaded)) {
      env.onFilesArrived?.(event.files.filter((f) => f.uploaded));
    }
    const key = effectKey(after);
    if (key !== null && key !== effectKey(before)) void run(after);
  }

  // Each effect ends in exactly one event; failures become events, never rejections.
  async function run(state: ScanState): Promise<void> {
    const fail =
      (type: 'probeFailed' | 'connectFailed' | 'startFailed' | 'monitorFailed') =>
      (error: unknown) => {
        send({ type, problem: problemOf(error, 'service') });
      };
    switch (state.tag) {
      case 'probing':
        await service.probe().then((scanners) => {
          send({ type: 'found', scanners });
        }, fail('probeFailed'));
        return;
      case 'connecting':
        await service.connect(state.ctx.scannerId ?? '').then((answer) => {
          send({ type: 'connected', ...answer });
        }, fail('connectFailed'));
        return;
      case 'starting':
        await service.start(state.link.connectionId, state.ctx.draft).then((scanId) => {
          send({ type: 'started', scanId });
        }, fail('startFailed'));
        return;
      case 'scanning':
        await wait(SCAN_LIMITS.monitorIntervalMs);
        if ($state.get() !== state) return; // cancelled or closed while waiting
        await service.status(state.link.connectionId, state.scanId).then((answer) => {
          send({ type: 'status', ...answer });
        }, fail('monitorFailed'));
        return;
      case 'cancelling':
        await service.cancel(state.link.connectionId, state.scanId).catch(() => undefined);
        send({ type: 'cancelDone' });
        return;
      case 'collecting': {
        const files = await service
          .files(state.link.connectionId, state.scanId)
          .catch(() => [] as readonly ScannedFile[]);
        send({ type: 'filesDone', files });
        return;
      }
      case 'disconnecting':
        await service.disconnect(state.link.connectionId).catch(() => undefined);
        send({ type: 'disconnected' });
        return;
      default:
        return;
    }
  }

  void run($state.get());
  return { $state, send };
}
