// Resumable uploads (requirements X33): one file sent on the tus protocol with tus-js-client,
// loaded only when the first file is sent, so no page pays for it up front. Per-byte progress,
// pause (tus "abort" that keeps the upload) and resume (its HEAD, then the rest), resume after a
// page reload (tus-js-client keeps each upload's address in localStorage under a fingerprint of
// file and folder; picking the same file again continues it). A back end without the call
// (404, 405 or 501 to the creation) gets today's multipart upload instead, for this page's life.
import type { DetailedError, HttpRequest, Upload } from 'tus-js-client';
import * as v from 'valibot';
import type { BuiltRequest } from '../api/request.ts';
import { uploadAnswer } from '../api/contract/resumable.ts';
import type { TFunction } from '../i18n/t.ts';
import type { SendResult, UploadJob, UploadTarget } from './upload.ts';

/** What the sender needs of tus-js-client (its module, or a test's fake). */
export interface TusModule {
  readonly Upload: new (file: File, options: TusOptions) => TusUpload;
}
/** The options of a tus Upload. */
export type TusOptions = NonNullable<ConstructorParameters<typeof Upload>[1]>;
/** The part of a tus Upload the sender uses. */
export type TusUpload = Pick<
  Upload,
  'start' | 'abort' | 'findPreviousUploads' | 'resumeFromPreviousUpload'
>;

/** The sender's environment. */
export interface ResumableEnv {
  /** Loads tus-js-client (a dynamic import in the page). */
  readonly load: () => Promise<TusModule>;
  /** The creation call's URL and headers (access token, CSRF, language), fresh each request. */
  readonly request: () => BuiltRequest;
  /** The spec's multipart upload, for a back end without resumable uploads. */
  readonly fallback: (file: File, target: UploadTarget) => Promise<SendResult>;
  readonly t: TFunction;
  /** Waits between automatic retries after a network loss (tus-js-client's retryDelays). */
  readonly retryDelays?: readonly number[];
}

/** Statuses of the creation call that mean "this back end does not offer it". */
const NOT_OFFERED = new Set([404, 405, 501]);

/** The key an upload is remembered under: the same file into the same folder resumes it. */
export function fingerprintOf(file: File, target: UploadTarget, endpoint: string): string {
  return [
    'cloudbox-tus',
    endpoint,
    target.node,
    target.dirSeq ?? '',
    file.name,
    file.size,
    file.lastModified,
  ].join('|');
}

/** An upload this browser started and did not finish (found after a reload). */
export interface UnfinishedUpload {
  readonly name: string;
  readonly size: number;
  readonly node: string;
}

/**
 * The unfinished uploads in tus-js-client's URL store, from its localStorage keys
 * (`tus::{fingerprint}::{n}`, fingerprints of `fingerprintOf`); one entry per file and folder.
 */
export function unfinishedUploads(keys: readonly string[]): UnfinishedUpload[] {
  const found = new Map<string, UnfinishedUpload>();
  for (const key of keys) {
    const match = /^tus::(cloudbox-tus\|.*)::[^:]*$/.exec(key);
    const parts = match?.[1]?.split('|') ?? [];
    // cloudbox-tus | endpoint | node | dirSeq | name (may hold "|") | size | lastModified
    if (parts.length < 7) continue;
    const size = Number(parts.at(-2));
    const name = parts.slice(4, -2).join('|');
    const node = parts[2] ?? '';
    if (!Number.isSafeInteger(size) || name === '') continue;
    found.set(match?.[1] ?? key, { name, size, node });
  }
  return [...found.values()];
}

/** The text of a refused upload: ours for the quota, else the server's own words. */
export function refusalText(
  code: string | undefined,
  all: string | undefined,
  t: TFunction,
): string {
  if (code === 'over_quota') return t('files.upload.overQuota');
  return all ?? t('files.error.generic');
}

/** How an answer of the upload (the last PATCH, or a refusal's body) ends the send. */
export function answerResult(body: string, t: TFunction): SendResult {
  let parsed: unknown;
  try {
    parsed = body === '' ? null : JSON.parse(body);
  } catch {
    parsed = null;
  }
  const answer = v.safeParse(uploadAnswer, parsed);
  if (!answer.success) return { ok: false, message: t('files.error.generic') };
  const out = answer.output;
  if (!out.success) return { ok: false, message: refusalText(out.result_code, out.all, t) };
  const first = out.results[0];
  if (first === undefined || first.ok) return { ok: true };
  return { ok: false, message: refusalText(first.result_code, first.all, t) };
}

/** How a failed tus request ends the send: a refusal, a network loss, or "not offered". */
export function errorResult(
  error: Pick<DetailedError, 'originalRequest' | 'originalResponse'> | Error,
  t: TFunction,
): SendResult | 'not-offered' {
  const detailed = 'originalRequest' in error ? error : null;
  const response = detailed?.originalResponse ?? null;
  if (response === null) return { ok: false, message: t('files.upload.network') };
  const status = response.getStatus();
  const creation = detailed?.originalRequest.getMethod() === 'POST';
  if (creation && NOT_OFFERED.has(status)) return 'not-offered';
  return answerResult(response.getBody(), t);
}

/** Whether tus-js-client should retry a failed request by itself (network losses, 5xx, 423). */
export function shouldRetry(status: number | null): boolean {
  return status === null || status === 423 || status >= 500;
}

/** The queue's `send` on tus, with the multipart upload as its fallback. */
export function resumableSender(
  env: ResumableEnv,
): (file: File, target: UploadTarget, job?: UploadJob) => Promise<SendResult> {
  let offered = true;
  let module: Promise<TusModule> | null = null;

  return async (file, target, job) => {
    if (!offered) return env.fallback(file, target);
    let tus: TusModule;
    try {
      module ??= env.load();
      tus = await module;
    } catch {
      module = null;
      return env.fallback(file, target);
    }
    const { url } = env.request();
    const outcome = await new Promise<SendResult | 'not-offered'>((resolve) => {
      const upload = new tus.Upload(file, {
        endpoint: url,
        metadata: {
          node: target.node,
          filename: file.name,
          ...(target.dirSeq === null ? {} : { dir_seq: String(target.dirSeq) }),
        },
        // The access token and CSRF token are read again for every request of the upload.
        onBeforeRequest: (req: HttpRequest) => {
          const { init } = env.request();
          new Headers(init.headers).forEach((value, name) => {
            req.setHeader(name, value);
          });
          // An uploader on another origin gets the cookies the CSRF check needs, as fetch does.
          const xhr: unknown = req.getUnderlyingObject();
          if (init.credentials === 'include' && xhr instanceof Object && 'withCredentials' in xhr)
            (xhr as { withCredentials: boolean }).withCredentials = true;
        },
        fingerprint: (f: File) => Promise.resolve(fingerprintOf(f, target, url)),
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        retryDelays: [...(env.retryDelays ?? [0, 1000, 3000, 5000])],
        onShouldRetry: (error: DetailedError) =>
          shouldRetry(error.originalResponse?.getStatus() ?? null),
        onProgress: (sent: number) => {
          job?.progress(sent);
        },
        onSuccess: ({ lastResponse }) => {
          resolve(answerResult(lastResponse.getBody(), env.t));
        },
        onError: (error) => {
          resolve(errorResult(error, env.t));
        },
      });
      // Paused before it started (while the previous uploads are looked up): it waits.
      let ready = false;
      let paused = false;
      job?.controls({
        pause: () => {
          paused = true;
          if (ready) void upload.abort();
        },
        resume: () => {
          paused = false;
          if (ready) upload.start();
        },
      });
      void upload
        .findPreviousUploads()
        .catch(() => [])
        .then((previous) => {
          const last = previous[0];
          if (last !== undefined) upload.resumeFromPreviousUpload(last);
          ready = true;
          if (!paused) upload.start();
        });
    });
    if (outcome !== 'not-offered') return outcome;
    offered = false;
    return env.fallback(file, target);
  };
}
