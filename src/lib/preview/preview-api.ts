// The viewer's calls bound to the contract and the island's one client. Failures are the
// caller's (`onFailure: 'caller'`): the viewer shows them in place, not as a toast as well.
import type { ApiClient } from '../api/client.ts';
import { convertDocument, convertMedia, viewerCache } from '../api/contract/preview.ts';
import type { Langcode } from '../i18n/locales.ts';
import type { PreviewApi } from './preview.ts';

/** The largest text file shown in the viewer's <pre>, in characters. */
export const TEXT_PREVIEW_LIMIT = 1_000_000;

/** Reads a converted text preview (a same-origin file URL, not an API call). */
export type ReadText = (url: string, signal: AbortSignal) => Promise<string>;

/** The viewer's calls over a client. */
export function previewApi(
  client: ApiClient,
  langcode: () => Langcode,
  readText: ReadText,
): PreviewApi {
  const options = (signal: AbortSignal) => ({ signal, onFailure: 'caller' as const });
  return {
    async cacheEmpty(file, signal) {
      const answer = await client.call(
        viewerCache,
        { lang: langcode(), file_seq: file.fileSeq },
        // Each poll is one try: the next poll a second later is the retry.
        { ...options(signal), retries: 0 },
      );
      return answer.data === '';
    },
    async convertDocument(file, signal) {
      const request =
        file.dirSeq === undefined
          ? { fileid: file.fileSeq }
          : { fileid: file.fileSeq, dir_seq: file.dirSeq };
      const answer = await client.call(convertDocument, request, options(signal));
      return answer.preview_url;
    },
    async convertMedia(file, signal) {
      const answer = await client.call(convertMedia, { fileid: file.fileSeq }, options(signal));
      return answer.preview_url;
    },
    readText,
  };
}

/** The browser's text reader: same-origin fetch, cut at TEXT_PREVIEW_LIMIT characters. */
export async function readTextInBrowser(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  return text.length > TEXT_PREVIEW_LIMIT ? text.slice(0, TEXT_PREVIEW_LIMIT) : text;
}
