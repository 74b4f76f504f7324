// The bottom-left progress toast (requirements D8): spinner, then a check mark, hidden 2 s later.
import { atom } from 'nanostores';
import { toast } from './toasts.ts';

/** Whether the operation is still running or has finished. */
export type ProgressStatus = 'working' | 'done';

/** The progress toast on screen. */
export interface ProgressItem {
  readonly id: number;
  readonly label: string;
  readonly status: ProgressStatus;
}

/** What the caller holds to report on its operation; calls after the end do nothing. */
export interface ProgressHandle {
  /** Changes the text while working. */
  update(label: string): void;
  /** Shows the check mark (and optionally a new text), then hides the toast. */
  done(label?: string): void;
  /** Hides the toast now and, given a message, shows it as an error toast. */
  fail(message?: string): void;
}

/** How long the check mark stays before the toast hides (requirements D8). */
export const PROGRESS_HIDE_DELAY = 2000;

/** The one progress toast, or null when hidden. */
export const $progress = atom<ProgressItem | null>(null);

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function isCurrent(id: number): boolean {
  return $progress.get()?.id === id;
}

/** Shows the progress toast with a spinner; a newer operation replaces an older one. */
export function startProgress(label: string): ProgressHandle {
  clearTimeout(hideTimer);
  const id = nextId++;
  $progress.set({ id, label, status: 'working' });
  const running = (): boolean => isCurrent(id) && $progress.get()?.status === 'working';
  return {
    update(next) {
      if (running()) $progress.set({ id, label: next, status: 'working' });
    },
    done(finalLabel) {
      if (!running()) return;
      $progress.set({ id, label: finalLabel ?? $progress.get()?.label ?? label, status: 'done' });
      hideTimer = setTimeout(() => {
        if (isCurrent(id)) $progress.set(null);
      }, PROGRESS_HIDE_DELAY);
    },
    fail(message) {
      if (!running()) return;
      $progress.set(null);
      if (message !== undefined) toast(message, { tone: 'error' });
    },
  };
}
