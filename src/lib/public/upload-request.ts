// The public upload page (requirements X27): opens an upload request from the address's fragment
// (`/upload#<token>`, never sent to a server: security K35), asks for the password when there is
// one, sends the dropped files one by one with the bytes sent as progress, and lists what arrived.
// Nothing of the folder is ever shown: the server sends nothing of it (security K37).
import { atom, type ReadableAtom } from 'nanostores';
import {
  openUploadRequest,
  unlockUploadRequest,
  uploadThroughRequest,
} from '../api/contract/request-uploads.ts';
import { ApiFailure } from '../api/errors.ts';
import type { UploadListener } from '../api/progress-fetch.ts';
import type { LinkPageEnv } from './env.ts';
import { createLinkSteps, endOf, throttledUntil, type CommonLinkState } from './link-steps.ts';

/** One file the visitor sent, and how it went. */
export interface SentFile {
  readonly name: string;
  readonly size: number;
  readonly outcome: 'sent' | 'invalid_name' | 'too_large' | 'failed';
}

/** A drop's progress: files done of its files, and bytes sent of its bytes. */
export interface UploadProgress {
  readonly done: number;
  readonly total: number;
  readonly sentBytes: number;
  readonly totalBytes: number;
}

/** The percent of a drop's bytes sent (files done, for a drop of empty files). */
export function progressPercent(progress: UploadProgress): number {
  const fraction =
    progress.totalBytes > 0
      ? progress.sentBytes / progress.totalBytes
      : progress.done / Math.max(1, progress.total);
  return Math.min(100, Math.floor(fraction * 100));
}

/** The states of the page. */
export type UploadPageState =
  | CommonLinkState
  | {
      readonly tag: 'ready';
      readonly requestedBy: string;
      readonly expiresAt: number;
      /** While sending: files done of the drop, and bytes sent of its bytes (requirements X39). */
      readonly progress: UploadProgress | null;
      readonly sent: readonly SentFile[];
      /** Set when the network sent too much (security K47): the rest waits until then. */
      readonly throttledUntil: number | null;
    }
  | { readonly tag: 'throttled'; readonly retryAt: number };

/** What the page needs; `listenUpload` reports the bytes of each file's call as they go. */
export interface UploadPageEnv extends Pick<LinkPageEnv, 'api' | 'href' | 'ensureCsrf'> {
  readonly listenUpload?: (listener: UploadListener | null) => void;
}

/** The time limit of one file's call: large files take a while. */
export const UPLOAD_TIMEOUT_MS = 30 * 60_000;

/** The page's store. */
export interface UploadPageStore {
  readonly $state: ReadableAtom<UploadPageState>;
  readonly start: () => void;
  readonly retry: () => void;
  readonly unlock: (password: string) => Promise<void>;
  readonly send: (files: readonly File[]) => Promise<void>;
}

/** A random batch id of 22 URL-safe characters (128 bits). */
export function newBatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Creates the store. */
export function createUploadPageStore(env: UploadPageEnv): UploadPageStore {
  const $state = atom<UploadPageState>({ tag: 'loading' });
  const steps = createLinkSteps({
    $state,
    href: env.href,
    open,
    unlockCall: async (token, password) =>
      (await env.api.call(unlockUploadRequest, { token, password }, { onFailure: 'caller' })).pass,
    otherFailure: (failure) => {
      const until = throttledUntil(failure);
      if (until !== null) $state.set({ tag: 'throttled', retryAt: until });
      return until !== null;
    },
    retryFrom: ['throttled'],
  });
  const { failed } = steps;

  async function open(): Promise<void> {
    try {
      await env.ensureCsrf();
      const answer = await env.api.call(
        openUploadRequest,
        { token: steps.token(), pass: steps.pass() },
        { onFailure: 'caller' },
      );
      if (answer.needs_password || answer.request === null) {
        $state.set({ tag: 'password', busy: false, error: null });
        return;
      }
      $state.set({
        tag: 'ready',
        requestedBy: answer.request.requested_by,
        expiresAt: answer.request.expires_at,
        progress: null,
        sent: [],
        throttledUntil: null,
      });
    } catch (error) {
      failed(error);
    }
  }

  return {
    $state,
    start: steps.start,
    retry: steps.retry,
    unlock: steps.unlock,
    async send(files) {
      const state = $state.get();
      if (state.tag !== 'ready' || state.progress !== null || files.length === 0) return;
      let sent = state.sent;
      const total = files.length;
      const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
      let doneBytes = 0;
      // One batch per drop: the maker gets ONE e-mail listing its files (requirements X39).
      const batch = newBatchId();
      const show = (done: number, sentBytes: number): void => {
        const now = $state.get();
        if (now.tag !== 'ready') return;
        $state.set({ ...now, progress: { done, total, sentBytes, totalBytes } });
      };
      $state.set({
        ...state,
        progress: { done: 0, total, sentBytes: 0, totalBytes },
        throttledUntil: null,
      });
      try {
        for (const [index, file] of files.entries()) {
          env.listenUpload?.((loaded, size) => {
            const part = size > 0 ? Math.min(1, loaded / size) : 0;
            show(index, doneBytes + Math.floor(part * file.size));
          });
          let outcome: SentFile['outcome'] = 'failed';
          try {
            const answer = await env.api.call(
              uploadThroughRequest,
              {
                token: steps.token(),
                pass: steps.pass(),
                file,
                batch,
                last: index === total - 1 ? '1' : '0',
              },
              { onFailure: 'caller', timeoutMs: UPLOAD_TIMEOUT_MS },
            );
            const result = answer.received[0];
            outcome =
              result?.ok === true
                ? 'sent'
                : result?.result_code === 'invalid_name' || result?.result_code === 'too_large'
                  ? result.result_code
                  : 'failed';
          } catch (error) {
            if (error instanceof ApiFailure && endOf(error.resultCode) !== null) {
              failed(error);
              return;
            }
            const until = error instanceof ApiFailure ? throttledUntil(error) : null;
            if (until !== null) {
              // The rest is not sent: the page says until when to wait.
              const now = $state.get();
              if (now.tag === 'ready')
                $state.set({ ...now, progress: null, throttledUntil: until });
              return;
            }
          }
          doneBytes += file.size;
          sent = [...sent, { name: file.name, size: file.size, outcome }];
          const now = $state.get();
          if (now.tag !== 'ready') return;
          $state.set({ ...now, sent });
          show(index + 1, doneBytes);
        }
        const now = $state.get();
        if (now.tag === 'ready') $state.set({ ...now, progress: null });
      } finally {
        env.listenUpload?.(null);
      }
    },
  };
}
