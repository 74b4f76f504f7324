// The two zip calls of the contract as a ZipApi: the object task (init, start, status: 0 ready,
// 1 processing, 3 completed) and the v2 item zip, whose status check is the legacy one (2 = done).
import type { ApiClient } from '../api/client.ts';
import {
  initZip,
  itemsZipStatus,
  startItemsZip,
  startZip,
  zipTaskStatus,
} from '../api/contract/download.ts';
import { zipStatusMeaning } from '../files/authority.ts';
import type { ZipApi, ZipStatusAnswer } from './zip-job.ts';

/** What is zipped: file and folder sequences. */
export interface ZipSelection {
  readonly fileSeqs: readonly number[];
  readonly dirSeqs: readonly number[];
}

/** Which zip call to use. */
export type ZipRoute = 'object_task' | 'items';

const CALLER = { onFailure: 'caller' } as const;

function answerOf(
  answer: { success: true; status: number; download_url?: string | undefined },
  legacy: boolean,
): ZipStatusAnswer {
  const meaning = zipStatusMeaning(answer.status, legacy);
  return answer.download_url === undefined
    ? { meaning }
    : { meaning, downloadUrl: answer.download_url };
}

/** The object-task zip: GET init → POST /app/object_task/zip → status polling. */
export function objectTaskZip(client: ApiClient, selection: ZipSelection): ZipApi {
  return {
    async start(signal) {
      const init = await client.call(initZip, {}, { ...CALLER, signal });
      // Sent by the client, not a plain HTML form: the server wants the CSRF and token headers.
      await client.call(
        startZip,
        {
          task_key: init.task_key,
          target_file: selection.fileSeqs.join(','),
          target_dir: selection.dirSeqs.join(','),
        },
        { ...CALLER, signal },
      );
      return init.task_key;
    },
    async status(taskKey, signal) {
      const answer = await client.call(
        zipTaskStatus,
        { taskKey },
        { ...CALLER, signal, retries: 0 },
      );
      return answerOf(answer, false);
    },
  };
}

/** The v2 item zip: POST /v2/items/download/zip → GET /v2/items/download/status/{key}. */
export function itemsZip(client: ApiClient, selection: ZipSelection): ZipApi {
  let link: string | undefined;
  return {
    async start(signal) {
      const answer = await client.call(
        startItemsZip,
        { file_seqs: [...selection.fileSeqs], dir_seqs: [...selection.dirSeqs], use_cdn: false },
        { ...CALLER, signal },
      );
      link = answer.download_url;
      return answer.download_key;
    },
    async status(key, signal) {
      const answer = await client.call(itemsZipStatus, { key }, { ...CALLER, signal, retries: 0 });
      const result = answerOf(answer, true);
      const downloadUrl = result.downloadUrl ?? link;
      return downloadUrl === undefined ? result : { ...result, downloadUrl };
    },
  };
}

/** The ZipApi of a route. */
export function zipApiFor(route: ZipRoute, client: ApiClient, selection: ZipSelection): ZipApi {
  return route === 'items' ? itemsZip(client, selection) : objectTaskZip(client, selection);
}
