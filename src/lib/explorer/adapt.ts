// The wire's folder-list entry (contract `fileItem`) turned into what the explorer shows.
import { normaliseName, splitExtension } from '../files/names.ts';
import { isDownloadLocked, isPreviewLocked } from '../files/preview.ts';
import type { ExplorerItem, WireItem } from './items.ts';
import { thawOfWire } from './unfreeze.ts';

/** An entry's key in the list: `d` and its folder sequence, or `f` and its file sequence. */
export function entryKey(kind: 'folder' | 'file', seq: number): string {
  return kind === 'folder' ? `d${String(seq)}` : `f${String(seq)}`;
}

/** The explorer's view of a wire entry; names are NFC-normalised, the extension keeps `.irm`. */
export function toItem(wire: WireItem): ExplorerItem {
  const name = normaliseName(wire.name);
  const folder = wire.kind === 'folder';
  return {
    key: entryKey(wire.kind, folder ? wire.dir_seq : wire.file_seq),
    kind: wire.kind,
    name,
    node: wire.node,
    fileSeq: folder ? null : wire.file_seq,
    dirSeq: wire.dir_seq > 0 ? wire.dir_seq : null,
    size: folder ? 0 : wire.size,
    extension: folder ? '' : splitExtension(name).extension || wire.extension.toLowerCase(),
    createdAt: wire.created_at !== undefined && wire.created_at > 0 ? wire.created_at : null,
    updatedAt: wire.updated_at > 0 ? wire.updated_at : null,
    owner: wire.owner_name,
    thumbnail: wire.thumbnail,
    previewLocked: isPreviewLocked(wire),
    downloadLocked: isDownloadLocked(wire),
    ownUpload: wire.own,
    hasNote: !folder && wire.use_set_file_comment,
    reginfo: wire.reginfo,
    ...(wire.favorite === undefined ? {} : { favorite: wire.favorite }),
    ...(wire.lock === undefined ? {} : { lock: wire.lock }),
    ...(wire.tags === undefined ? {} : { tags: wire.tags }),
    ...(wire.comment_count === undefined ? {} : { commentCount: wire.comment_count }),
    ...(wire.delete_at === undefined ? {} : { deleteAt: wire.delete_at }),
    ...(wire.share_link === undefined ? {} : { shareLink: wire.share_link }),
    ...(wire.thaw === undefined ? {} : { thaw: thawOfWire(wire.thaw) }),
    permission: wire.permission,
  };
}
