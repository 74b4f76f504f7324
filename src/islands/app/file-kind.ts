// Which icon and tint a list entry gets, by kind and extension.
import { isMedia, previewKindOf } from '../../lib/files/preview.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import type { AppIconName } from './AppIcon.tsx';

const BY_EXTENSION: Readonly<Record<string, AppIconName>> = {
  pdf: 'pdf',
  xls: 'sheet',
  xlsx: 'sheet',
  csv: 'sheet',
  ods: 'sheet',
  ppt: 'slides',
  pptx: 'slides',
  odp: 'slides',
  zip: 'archive',
  '7z': 'archive',
  rar: 'archive',
  gz: 'archive',
  note: 'note',
};

/** The icon of an entry; its tint class is `tint-<icon>` (folders amber, PDFs red, …). */
export function iconOf(item: ExplorerItem): AppIconName {
  if (item.kind === 'folder') return 'folder';
  const ext = item.extension.replace(/\.irm$/, '');
  const known = BY_EXTENSION[ext];
  if (known !== undefined) return known;
  if (isMedia(item.name)) return /^(mp3|m4a|wav)$/.test(ext) ? 'audio' : 'video';
  const kind = previewKindOf(item.name);
  if (kind === 'image') return 'image';
  if (kind === 'office' || kind === 'text') return 'document';
  return 'file';
}
