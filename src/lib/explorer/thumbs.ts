// Thumbnails for the grid: only items on screen are asked for, in one batched call per burst
// of scrolling, each at most once; the answer maps file_seq to a signed URL (or none).
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import { thumbnailsV2 } from '../api/contract/thumbnails.ts';
import type { ExplorerItem } from './items.ts';

/** Known thumbnails: a URL, null for "none", absent while unknown. */
export type ThumbMap = ReadonlyMap<number, string | null>;

/** The thumbnail cache of one app. */
export interface Thumbnails {
  readonly $urls: ReadableAtom<ThumbMap>;
  /** Asks for the thumbnails of these (visible) items that are not known or on their way. */
  want(items: readonly ExplorerItem[]): void;
}

/** How long requests are gathered before one call goes out. */
export const THUMB_BATCH_MS = 80;

/** Creates the cache over the client and a timer. */
export function createThumbnails(
  client: ApiClient,
  setTimer: (run: () => void, ms: number) => void = (run, ms) => {
    setTimeout(run, ms);
  },
): Thumbnails {
  const $urls = atom<ThumbMap>(new Map());
  const asked = new Set<number>();
  let pending: ExplorerItem[] = [];

  function flush(): void {
    const batch = pending.slice(0, 200);
    pending = pending.slice(200);
    if (pending.length > 0) setTimer(flush, THUMB_BATCH_MS);
    if (batch.length === 0) return;
    const items = batch.flatMap((item) =>
      item.fileSeq === null
        ? []
        : [
            {
              file_seq: item.fileSeq,
              ...(item.dirSeq === null ? {} : { dir_seq: item.dirSeq }),
              ...(item.reginfo === '' ? {} : { reginfo: item.reginfo.slice(0, 64) }),
            },
          ],
    );
    client.call(thumbnailsV2, { items, size: 'small' }, { onFailure: 'caller' }).then(
      (answer) => {
        const next = new Map($urls.get());
        for (const entry of answer.thumbnails) next.set(entry.file_seq, entry.url);
        $urls.set(next);
      },
      () => {
        // A thumbnail is decoration: forget the failure so a later scroll asks again.
        for (const item of batch) if (item.fileSeq !== null) asked.delete(item.fileSeq);
      },
    );
  }

  return {
    $urls,
    want(items) {
      const fresh = items.filter(
        (item) =>
          item.kind === 'file' &&
          item.thumbnail &&
          item.fileSeq !== null &&
          !asked.has(item.fileSeq),
      );
      if (fresh.length === 0) return;
      for (const item of fresh) if (item.fileSeq !== null) asked.add(item.fileSeq);
      if (pending.length === 0) setTimer(flush, THUMB_BATCH_MS);
      pending.push(...fresh);
    },
  };
}
