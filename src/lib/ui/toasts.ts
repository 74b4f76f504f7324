// Toasts: short messages that leave by themselves; errors stay longer (WCAG 2.2.1: hover pauses).
import { atom } from 'nanostores';

/** How a toast looks and how politely it is announced (errors interrupt). */
export type ToastTone = 'success' | 'error' | 'info';

/** A button in a toast (Undo, Download): runs once, then the toast leaves. */
export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
}

/** Options of `toast`; a non-finite duration keeps the toast until it is dismissed. */
export interface ToastOptions {
  readonly tone?: ToastTone;
  readonly duration?: number;
  readonly action?: ToastAction;
}

/** One toast on screen. */
export interface ToastItem {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
  readonly action?: ToastAction;
}

/** The least time a toast with a button stays, so that it can be reached (WCAG 2.2.1). */
export const ACTION_TOAST_MIN = 10_000;

/** How long each tone stays, in milliseconds. */
export const TOAST_DURATION: Readonly<Record<ToastTone, number>> = {
  success: 4000,
  info: 5000,
  error: 10000,
};

/** At most this many toasts are shown; the oldest leaves first. */
export const MAX_TOASTS = 3;

/** The toasts on screen, oldest first. */
export const $toasts = atom<readonly ToastItem[]>([]);

const durations = new Map<number, number>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function stopTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

function startTimer(id: number): void {
  stopTimer(id);
  const duration = durations.get(id) ?? Infinity;
  if (Number.isFinite(duration)) {
    timers.set(
      id,
      setTimeout(() => {
        dismissToast(id);
      }, duration),
    );
  }
}

/** Shows a toast (text only); the same message already on screen restarts instead of stacking. */
export function toast(message: string, options: ToastOptions = {}): number {
  const tone = options.tone ?? 'info';
  const same = $toasts.get().find((item) => item.message === message && item.tone === tone);
  const id = same?.id ?? nextId++;
  const duration = options.duration ?? TOAST_DURATION[tone];
  durations.set(id, options.action === undefined ? duration : Math.max(duration, ACTION_TOAST_MIN));
  if (same === undefined) {
    const item: ToastItem = {
      id,
      message,
      tone,
      ...(options.action ? { action: options.action } : {}),
    };
    const list = [...$toasts.get(), item];
    for (const old of list.slice(0, -MAX_TOASTS)) forget(old.id);
    $toasts.set(list.slice(-MAX_TOASTS));
  }
  startTimer(id);
  return id;
}

function forget(id: number): void {
  stopTimer(id);
  durations.delete(id);
}

/** Removes a toast now. */
export function dismissToast(id: number): void {
  forget(id);
  $toasts.set($toasts.get().filter((item) => item.id !== id));
}

/** Removes every toast of a tone now (e.g. errors about a step the user has left). */
export function dismissToasts(tone: ToastTone): void {
  for (const item of $toasts.get()) if (item.tone === tone) dismissToast(item.id);
}

/** Holds a toast on screen while the pointer or focus is on it. */
export function pauseToast(id: number): void {
  stopTimer(id);
}

/** Lets a held toast leave again, after its full duration. */
export function resumeToast(id: number): void {
  if ($toasts.get().some((item) => item.id === id)) startTimer(id);
}
