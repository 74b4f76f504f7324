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

/**
 * One file's way through the queue; `error` is text to show (the server's or ours); `sent` the
 * bytes the server has (per-byte progress of a resumable upload, requirements X33); `pausable`
 * whether its sender can pause it.
 */
export interface UploadEntry<F extends UploadFile = UploadFile> {
  readonly id: number;
  readonly file: F;
  readonly name: string;
  readonly target: UploadTarget;
  readonly status: 'queued' | 'uploading' | 'paused' | 'done' | 'failed';
  readonly error: string | null;
  readonly sent: number;
  readonly pausable: boolean;
  /** The folder path under the target it goes into, in a folder upload (requirements X40); '' else. */
  readonly where: string;
  /** Refused before it could be sent (a folder upload's refused folder): no retry. */
  readonly blocked: boolean;
}

/** A file or folder refused before sending, with its message (folder uploads, requirements X40). */
export interface UploadRefusal<F> {
  readonly file: F;
  readonly where: string;
  readonly message: string;
}

/** What a sender may report and offer while it sends one file. */
export interface UploadJob {
  /** Bytes sent so far. */
  progress(sent: number): void;
  /** Offers pause and resume for this file. */
  controls(control: { pause(): void; resume(): void }): void;
}

/** How one send ended. */
export type SendResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The queue's environment. */
export interface UploadEnv<F extends UploadFile> {
  readonly send: (file: F, target: UploadTarget, job: UploadJob) => Promise<SendResult>;
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
  /** Queues files into one folder; `where` names that folder's path in a folder upload. */
  add(files: readonly F[], target: UploadTarget, where?: string): void;
  /** Shows refused items as failed entries that cannot be retried. */
  reject(items: readonly UploadRefusal<F>[], target: UploadTarget): void;
  retry(id: number): void;
  /** Pauses a file being sent by a sender that offered it; the file keeps its place. */
  pause(id: number): void;
  /** Resumes a paused file from where the server's bytes end. */
  resume(id: number): void;
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
    active: entries.some(
      (e) => e.status === 'queued' || e.status === 'uploading' || e.status === 'paused',
    ),
  };
}

/** How far a file is: bytes sent, its size, and the whole percent (0 for an empty file). */
export function progressOf(entry: Pick<UploadEntry, 'sent' | 'file'>): {
  readonly sent: number;
  readonly total: number;
  readonly percent: number;
} {
  const total = entry.file.size;
  const sent = Math.min(Math.max(entry.sent, 0), total);
  return { sent, total, percent: total === 0 ? 0 : Math.floor((sent / total) * 100) };
}

/** Creates an empty queue. */
export function createUploadQueue<F extends UploadFile>(env: UploadEnv<F>): UploadQueue<F> {
  const $entries = atom<readonly UploadEntry<F>[]>([]);
  const limit = env.concurrency ?? 2;
  let nextId = 1;
  const controls = new Map<number, { pause(): void; resume(): void }>();

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
    const job: UploadJob = {
      progress: (sent) => {
        patch(entry.id, { sent: Math.min(sent, entry.file.size) });
      },
      controls: (control) => {
        controls.set(entry.id, control);
        patch(entry.id, { pausable: true });
      },
    };
    try {
      result = await env.send(entry.file, entry.target, job);
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    controls.delete(entry.id);
    patch(
      entry.id,
      result.ok
        ? { status: 'done', error: null, sent: entry.file.size, pausable: false }
        : { status: 'failed', error: result.message, pausable: false },
    );
    const busy = $entries
      .get()
      .some(
        (e) =>
          (e.status === 'queued' || e.status === 'uploading' || e.status === 'paused') &&
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
    add(files, target, where = '') {
      const added = files.map((file): UploadEntry<F> => {
        const error = refusal(file);
        return {
          id: nextId++,
          file,
          name: normaliseName(file.name),
          target,
          status: error === null ? 'queued' : 'failed',
          error,
          sent: 0,
          pausable: false,
          where,
          blocked: false,
        };
      });
      $entries.set([...$entries.get(), ...added]);
      pump();
    },
    reject(items, target) {
      const added = items.map((item): UploadEntry<F> => ({
        id: nextId++,
        file: item.file,
        name: normaliseName(item.file.name),
        target,
        status: 'failed',
        error: item.message,
        sent: 0,
        pausable: false,
        where: item.where,
        blocked: true,
      }));
      $entries.set([...$entries.get(), ...added]);
    },
    retry(id) {
      const entry = $entries.get().find((e) => e.id === id);
      if (entry?.status !== 'failed' || entry.blocked || refusal(entry.file) !== null) return;
      patch(id, { status: 'queued', error: null, sent: 0 });
      pump();
    },
    pause(id) {
      const control = controls.get(id);
      if ($entries.get().find((e) => e.id === id)?.status !== 'uploading' || !control) return;
      patch(id, { status: 'paused' });
      control.pause();
      // A paused file frees its place for the next one.
      pump();
    },
    resume(id) {
      const control = controls.get(id);
      if ($entries.get().find((e) => e.id === id)?.status !== 'paused' || !control) return;
      patch(id, { status: 'uploading' });
      control.resume();
    },
    clearFinished() {
      $entries.set(
        $entries
          .get()
          .filter(
            (e) => e.status === 'queued' || e.status === 'uploading' || e.status === 'paused',
          ),
      );
    },
  };
}
