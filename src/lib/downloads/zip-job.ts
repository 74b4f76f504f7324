// The zip download as a store (requirements D3): mounting the store starts the job, unmounting
// stops the polling. The calls come in through `ZipApi`, so tests drive it with fakes and fake
// timers.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { Sleep } from './pacing.ts';
import { ZIP_POLL_INTERVAL_MS, ZIP_START, isFinal, next } from './zip-flow.ts';
import type { ZipEvent, ZipMeaning, ZipState } from './zip-flow.ts';

/** One status answer: what it means and, once completed, where the zip is. */
export interface ZipStatusAnswer {
  readonly meaning: ZipMeaning;
  readonly downloadUrl?: string;
}

/** The calls of a zip download, bound to the contract by zip-api.ts. */
export interface ZipApi {
  /** Creates and starts the zip task; resolves with the key its status is read by. */
  start(signal: AbortSignal): Promise<string>;
  /** Reads and interprets the task's status. */
  status(taskKey: string, signal: AbortSignal): Promise<ZipStatusAnswer>;
}

/** A zip job's state, live while someone listens. */
export type ZipJob = ReadableAtom<ZipState>;

/** Creates a zip job; it runs while the store is mounted and stops for good when unmounted. */
export function createZipJob(api: ZipApi, sleep: Sleep): ZipJob {
  const $state = atom<ZipState>(ZIP_START);
  const send = (event: ZipEvent): void => {
    $state.set(next($state.get(), event));
  };

  async function run(signal: AbortSignal): Promise<void> {
    let taskKey: string;
    try {
      taskKey = await api.start(signal);
      send({ type: 'started', taskKey });
    } catch {
      if (!signal.aborted) send({ type: 'failed', reason: 'start' });
      return;
    }
    while (!isFinal($state.get())) {
      try {
        await sleep(ZIP_POLL_INTERVAL_MS, signal);
        send({ type: 'status', ...(await api.status(taskKey, signal)) });
      } catch {
        if (!signal.aborted) send({ type: 'failed', reason: 'status' });
        return;
      }
    }
  }

  onMount($state, () => {
    const controller = new AbortController();
    if (!isFinal($state.get())) void run(controller.signal);
    return () => {
      controller.abort();
      send({ type: 'stop' });
    };
  });
  return $state;
}

/** Resolves with the final state of a job, listening (and so running it) until then. */
export function settle(job: ZipJob, onChange?: (state: ZipState) => void): Promise<ZipState> {
  return new Promise((resolve) => {
    const unbind = job.subscribe((state) => {
      onChange?.(state);
      if (!isFinal(state)) return;
      queueMicrotask(() => {
        unbind();
      });
      resolve(state);
    });
  });
}
