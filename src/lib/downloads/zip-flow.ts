// The zip download as a pure state machine (requirements D3): get a task key, start the zip, then
// read its status every second until it is completed (the created toast) or ends otherwise.
import type { zipStatusMeaning } from '../files/authority.ts';

/** What one status answer means (zipStatusMeaning of src/lib/files): `unknown` ends the job. */
export type ZipMeaning = ReturnType<typeof zipStatusMeaning>;

/** Why a zip download stopped without a file. */
export type ZipFailure = 'start' | 'status' | 'timeout';

/** Where a zip download is. */
export type ZipState =
  | { readonly tag: 'starting' }
  | { readonly tag: 'polling'; readonly taskKey: string; readonly polls: number }
  | { readonly tag: 'completed'; readonly taskKey: string; readonly downloadUrl: string | null }
  | { readonly tag: 'ended'; readonly taskKey: string }
  | { readonly tag: 'failed'; readonly reason: ZipFailure }
  | { readonly tag: 'stopped' };

/** What happens to a zip download. */
export type ZipEvent =
  | { readonly type: 'started'; readonly taskKey: string }
  | { readonly type: 'status'; readonly meaning: ZipMeaning; readonly downloadUrl?: string }
  | { readonly type: 'failed'; readonly reason: ZipFailure }
  | { readonly type: 'stop' };

/** The status is read every second. */
export const ZIP_POLL_INTERVAL_MS = 1000;
/** The most status reads (one hour): the toast never spins forever. */
export const ZIP_MAX_POLLS = 3600;

/** The first state. */
export const ZIP_START: ZipState = { tag: 'starting' };

/** Whether the machine has stopped for good. */
export function isFinal(state: ZipState): boolean {
  return state.tag !== 'starting' && state.tag !== 'polling';
}

/** The next state; events that do not fit the current state change nothing. */
export function next(state: ZipState, event: ZipEvent): ZipState {
  if (isFinal(state)) return state;
  switch (event.type) {
    case 'stop':
      return { tag: 'stopped' };
    case 'failed':
      return { tag: 'failed', reason: event.reason };
    case 'started':
      return state.tag === 'starting'
        ? { tag: 'polling', taskKey: event.taskKey, polls: 0 }
        : state;
    case 'status': {
      if (state.tag !== 'polling') return state;
      const { taskKey } = state;
      if (event.meaning === 'completed') {
        return { tag: 'completed', taskKey, downloadUrl: event.downloadUrl ?? null };
      }
      if (event.meaning === 'unknown') return { tag: 'ended', taskKey };
      const polls = state.polls + 1;
      return polls >= ZIP_MAX_POLLS
        ? { tag: 'failed', reason: 'timeout' }
        : { tag: 'polling', taskKey, polls };
    }
  }
}
