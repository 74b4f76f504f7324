// The upload queue: every dropped or picked file is one entry with its own status and error,
// sent a few at a time through an injected `send`, so one failure never stops the others.
import { atom, type ReadableAtom } from 'nanostores';
import { checkName, normaliseName, type NameProblem } from '../files/names.ts';

/** What the queue needs of a file (a browser File satisfies it). */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
}

/** Where files go: the folder node and, in the connect area, its dir_seq. */
export interface UploadTarget {
  readonly node: string;
  readonly dirSeq: number | null;
}

/** One file's way through the queue; `error` is text to show (the server's or ours). */
export interface UploadEntry<F extends UploadFile = UploadFile> {
  readonly id: number;
  readonly file: F;
  readonly name: string;
  readonly target: UploadTarget;
  readonly status: 'queued' | 'uploading' | 'done' | 'failed';
  readonly error: string | null;
}

/** How one send ended. */
export type SendResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The queue's environment. */
export interface UploadEnv<F extends UploadFile> {
  readonly send: (file: F, target: UploadTarget) => Promise<SendResult>;
  /** Largest file accepted, in bytes. */
  readonly maxBytes: number;
  /** The message for a file over the limit. */
  readonly tooLarge: (name: string) => string;
  /** The message for a name the name rule refuses (the server would refuse it too). */
  readonly badName?: (name: string, reason: NameProblem) => string;
  /** Runs when a target's last running file finished (to refresh the list). */
  readonly onSettled?: (target: UploadTarget) => void;
  readonly concurrency?: number;
}

/** Counts for the progress toast. */
export interface UploadSummary {
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly active: boolean;
}

/** The queue. */
export interface UploadQueue<F extends UploadFile> {
  readonly $entries: ReadableAtom<readonly UploadEntry<F>[]>;
  add(files: readonly F[], target: UploadTarget): void;
  retry(id: number): void;
  /** Forgets finished entries (the panel's Clear button). */
  clearFinished(): void;
}

/** The counts of a queue's entries. */
export function summarize(entries: readonly UploadEntry[]): UploadSummary {
  const count = (status: UploadEntry['status']) =>
    entries.filter((e) => e.status === status).length;
  return {
    total: entries.length,
    done: count('done'),
    failed: count('failed'),
    active: entries.some((e) => e.status === 'queued' || e.status === 'uploading'),
  };
}

/** Creates an empty queue. */
export function createUploadQueue<F extends UploadFile>(env: UploadEnv<F>): UploadQueue<F> {
  const $entries = atom<readonly UploadEntry<F>[]>([]);
  const limit = env.concurrency ?? 2;
  let nextId = 1;

  const patch = (id: number, change: Partial<UploadEntry<F>>): void => {
    $entries.set($entries.get().map((e) => (e.id === id ? { ...e, ...change } : e)));
  };

  function pump(): void {
    const entries = $entries.get();
    let running = entries.filter((e) => e.status === 'uploading').length;
    for (const entry of entries) {
      if (running >= limit) break;
      if (entry.status !== 'queued') continue;
      running += 1;
      patch(entry.id, { status: 'uploading' });
      void run(entry);
    }
  }

  async function run(entry: UploadEntry<F>): Promise<void> {
    let result: SendResult;
    try {
      result = await env.send(entry.file, entry.target);
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    patch(
      entry.id,
      result.ok ? { status: 'done', error: null } : { status: 'failed', error: result.message },
    );
    const busy = $entries
      .get()
      .some(
        (e) =>
          (e.status === 'queued' || e.status === 'uploading') &&
          e.target.node === entry.target.node,
      );
    if (!busy) env.onSettled?.(entry.target);
    pump();
  }

  // Why a file is refused before it is sent: its name, then its size; null when it may go.
  function refusal(file: F): string | null {
    const name = checkName(file.name);
    if (!name.ok && env.badName) return env.badName(file.name, name.reason);
    return file.size > env.maxBytes ? env.tooLarge(file.name) : null;
  }

  return {
    $entries,
    add(files, target) {
      const added = files.map((file): UploadEntry<F> => {
        const error = refusal(file);
        return {
          id: nextId++,
          file,
          name: normaliseName(file.name),
          target,
          status: error === null ? 'queued' : 'failed',
          error,
        };
      });
      $entries.set([...$entries.get(), ...added]);
      pump();
    },
    retry(id) {
      const entry = $entries.get().find((e) => e.id === id);
      if (entry?.status !== 'failed' || refusal(entry.file) !== null) return;
      patch(id, { status: 'queued', error: null });
      pump();
    },
    clearFinished() {
      $entries.set($entries.get().filter((e) => e.status === 'queued' || e.status === 'uploading'));
    },
  };
}
