// The details panel of the selected item (requirements X20): what it shows and where the user's
// effective permission comes from. The island only renders these rows.
import { scheduleDate } from './schedule.ts';
import { decide, type AccessContext } from '../files/access.ts';
import { formatSize } from '../files/names.ts';
import {
  ACCESS_LEVEL_LABELS,
  visibleFunctions,
  type AccessLevel,
  type FileFunction,
} from '../files/permissions.ts';
import { rowLabelKey } from '../files/matrix.ts';
import { formatUpdated } from './dates.ts';
import type { ExplorerItem } from './items.ts';

/** One line of the panel: a label key and its text (already formatted). */
export interface DetailRow {
  readonly labelKey: string;
  readonly value: string;
  /** The value is a translation key. */
  readonly translate?: boolean;
}

/** One grant as shown: its level's label and a sentence (key and values) saying where it is set. */
export interface GrantLine {
  readonly level: string;
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

/** The permission part: the effective level, and its grants when the server names them. */
export interface PermissionSource {
  /** The effective level's label (`Master`…), or null: no level here. */
  readonly level: string | null;
  /** Each of the user's grants (own, group, owner), strongest first; empty when unknown. */
  readonly grants: readonly GrantLine[];
}

/** What the panel shows of an item. */
export interface Details {
  readonly name: string;
  readonly kindKey: string;
  readonly rows: readonly DetailRow[];
  readonly permission: PermissionSource;
  /** The matrix rows the user may use here (translation keys), "own uploads" marked. */
  readonly allowed: readonly { readonly labelKey: string; readonly own: boolean }[];
}

/** The permission line's level and its grants, from the entry's `permission` field. */
export function permissionSource(
  item: ExplorerItem,
  folderLevel: AccessLevel | null,
): PermissionSource {
  const permission = item.permission;
  const level = permission.access_level ?? folderLevel;
  const label = level === null ? null : ACCESS_LEVEL_LABELS[level];
  const where = permission.source?.name ?? '';
  const grants = (permission.source?.grants ?? []).map((grant): GrantLine => {
    const levelLabel = ACCESS_LEVEL_LABELS[grant.level];
    if (grant.via === 'owner')
      return { level: levelLabel, key: 'files.details.viaOwner', values: {} };
    if (grant.via === 'group') {
      return {
        level: levelLabel,
        key: 'files.details.viaGroup',
        values: { group: grant.group ?? '—', folder: where },
      };
    }
    return { level: levelLabel, key: 'files.details.viaUser', values: { folder: where } };
  });
  return { level: label, grants: label === null ? [] : grants };
}

/** The functions the matrix allows the user on the item ("own" ones only on their uploads). */
export function allowedFunctions(
  item: ExplorerItem,
  access: AccessContext,
): { labelKey: string; own: boolean; fn: FileFunction }[] {
  const own = item.permission.access_level;
  const context = item.kind === 'folder' && own != null ? { ...access, levels: [own] } : access;
  return visibleFunctions(access.folderType).flatMap((fn) => {
    const decision = decide(fn, context);
    if (decision === 'denied') return [];
    if (decision === 'own' && !item.ownUpload) return [];
    return [{ fn, labelKey: rowLabelKey(fn, access.folderType), own: decision === 'own' }];
  });
}

/** The item's path: the folder's crumbs then the item's name. */
export function pathOf(crumbs: readonly string[], name: string): string {
  return [...crumbs, name].join(' / ');
}

/** Everything the panel shows of one item. */
export function detailsOf(
  item: ExplorerItem,
  options: {
    readonly locale: string;
    readonly access: AccessContext;
    readonly folderLevel: AccessLevel | null;
    /** The current folder's path names, top first. */
    readonly crumbs: readonly string[];
  },
): Details {
  const rows: DetailRow[] = [
    {
      labelKey: 'files.details.size',
      value: item.kind === 'folder' ? '—' : formatSize(item.size),
    },
    {
      labelKey: 'files.details.created',
      value: formatUpdated(options.locale, item.createdAt),
    },
    { labelKey: 'files.details.modified', value: formatUpdated(options.locale, item.updatedAt) },
    {
      labelKey: item.kind === 'folder' ? 'files.details.owner' : 'files.details.uploader',
      value: item.owner === '' ? '—' : item.owner,
    },
    { labelKey: 'files.details.path', value: pathOf(options.crumbs, item.name) },
  ];
  if (item.previewLocked || item.downloadLocked) {
    rows.push({ labelKey: 'files.details.lock', value: lockKey(item), translate: true });
  }
  const deletion = scheduleDate(item, options.locale);
  if (deletion !== null) rows.push({ labelKey: 'files.details.deleteAt', value: deletion });
  if (item.favorite !== undefined) {
    rows.push({
      labelKey: 'files.details.favorite',
      value: item.favorite ? 'files.details.yes' : 'files.details.no',
      translate: true,
    });
  }
  return {
    name: item.name,
    kindKey: item.kind === 'folder' ? 'files.details.kindFolder' : 'files.details.kindFile',
    rows,
    permission: permissionSource(item, options.folderLevel),
    allowed: allowedFunctions(item, options.access).map(({ labelKey, own }) => ({ labelKey, own })),
  };
}

/** The lock line's translation key (the panel translates values that are keys). */
export function lockKey(item: ExplorerItem): string {
  if (item.previewLocked && item.downloadLocked) return 'files.details.lockBoth';
  return item.downloadLocked ? 'files.details.lockDownload' : 'files.details.lockPreview';
}
