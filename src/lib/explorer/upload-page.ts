// The upload queue's sender on a real page (requirements X33): resumable uploads on tus, with
// tus-js-client imported when the first file is sent, the creation call's URL and headers built
// for this page (its host map, cookies and language, read again for every request), and the
// multipart upload for a back end without them. The logic is upload-resumable.ts'; this wires it.
import type { ApiClient } from '../api/client.ts';
import { browserApiEnv } from '../api/browser-env.ts';
import { resumableUpload } from '../api/contract/resumable.ts';
import { buildRequest } from '../api/request.ts';
import type { TFunction } from '../i18n/t.ts';
import type { SendResult, UploadJob, UploadTarget } from './upload.ts';
import { resumableSender } from './upload-resumable.ts';
import { uploadSender } from './upload-send.ts';

/** The page's `send`: tus first, the multipart upload where the back end lacks it. */
export function pageUploadSender(
  client: ApiClient,
  t: TFunction,
): (file: File, target: UploadTarget, job?: UploadJob) => Promise<SendResult> {
  const api = browserApiEnv({ alert: () => Promise.resolve(), toastError: () => undefined });
  return resumableSender({
    load: () => import('tus-js-client'),
    request: () =>
      buildRequest(
        resumableUpload,
        {},
        {
          origin: api.origin,
          hosts: api.hosts,
          cookies: document.cookie,
          langcode: api.langcode(),
        },
      ),
    fallback: uploadSender(client, t),
    t,
  });
}
