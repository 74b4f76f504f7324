// The alert dialog that replaces window.alert: a queue shown one at a time.
import { atom } from 'nanostores';

/** How an alert looks: the icon and colour of its title bar. */
export type AlertTone = 'info' | 'warning' | 'error';

/** Options of `showAlert`; `okLabel` is the translated OK button text. */
export interface AlertOptions {
  readonly okLabel: string;
  readonly tone?: AlertTone;
  readonly title?: string;
  /** Alerts with the same key are shown once: a second call joins the queued one. */
  readonly key?: string;
}

/** One queued alert. */
export interface AlertItem {
  readonly id: number;
  readonly message: string;
  readonly tone: AlertTone;
  readonly okLabel: string;
  readonly title: string | null;
  readonly key: string | null;
}

/** The queue; the first item is the one on screen. */
export const $alerts = atom<readonly AlertItem[]>([]);

const waiting = new Map<number, { promise: Promise<void>; resolve: () => void }>();
let nextId = 1;

/** Queues an alert (message shown as text); resolves when the user dismisses it. */
export function showAlert(message: string, options: AlertOptions): Promise<void> {
  const key = options.key ?? null;
  const same = key === null ? undefined : $alerts.get().find((item) => item.key === key);
  const joined = same === undefined ? undefined : waiting.get(same.id);
  if (joined !== undefined) return joined.promise;

  const id = nextId++;
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  waiting.set(id, { promise, resolve });
  const item: AlertItem = {
    id,
    message,
    tone: options.tone ?? 'info',
    okLabel: options.okLabel,
    title: options.title ?? null,
    key,
  };
  $alerts.set([...$alerts.get(), item]);
  return promise;
}

/** Dismisses an alert, resolving its promise and showing the next one. */
export function dismissAlert(id: number): void {
  $alerts.set($alerts.get().filter((item) => item.id !== id));
  waiting.get(id)?.resolve();
  waiting.delete(id);
}
