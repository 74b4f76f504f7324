// Sending one file of the upload queue: the upload call, and its outcome as the queue's row shows
// it (sent, or the server's or our message), never a thrown error.
import type { ApiClient } from '../api/client.ts';
import { FILE_LIMITS, uploadFiles } from '../api/contract/files.ts';
import type { TFunction } from '../i18n/t.ts';
import { failureText } from './commands.ts';
import type { SendResult, UploadTarget } from './upload.ts';

/** The largest file the upload call takes (bytes); the queue refuses a larger one before sending. */
export const UPLOAD_MAX_BYTES: number = FILE_LIMITS.uploadFile;

/** How long one file may take to upload. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The queue's `send`: uploads one file into its target folder. */
export function uploadSender(
  client: ApiClient,
  t: TFunction,
): (file: File, target: UploadTarget) => Promise<SendResult> {
  return async (file, target) => {
    try {
      const answer = await client.call(
        uploadFiles,
        {
          node: target.node,
          file,
          ...(target.dirSeq === null ? {} : { dir_seq: target.dirSeq }),
        },
        { onFailure: 'caller', timeoutMs: UPLOAD_TIMEOUT_MS },
      );
      const result = answer.results[0];
      if (result === undefined || result.ok) return { ok: true };
      return { ok: false, message: result.all ?? t('files.error.generic') };
    } catch (error) {
      return { ok: false, message: failureText(error, t) };
    }
  };
}
