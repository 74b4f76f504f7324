// The folder picker's tree (requirements X23) as pure state: the root areas, children loaded on
// first expand, the focused and the chosen folder, the tree keyboard (arrows, Home, End), and
// whether a folder can take the items (the permission table, and never a moved folder's own tree).
import { decide } from '../files/access.ts';
import type { UserType } from '../files/access.ts';
import { isRootNode, rootOf, type RootKind } from '../files/nodes.ts';
import type { AccessLevel } from '../files/permissions.ts';

/** One folder of the tree. */
export interface PickerFolder {
  readonly id: string;
  readonly node: string;
  readonly dirSeq: number;
  readonly name: string;
  readonly root: RootKind;
  readonly parent: string | null;
  readonly depth: number;
  /** The caller's levels there (exact once the folder was listed). */
  readonly levels: readonly AccessLevel[];
}

/** Children of a folder: not asked yet (absent), on their way, loaded, or failed. */
export type PickerChildren = readonly string[] | 'loading' | 'failed';

/** The whole tree. */
export interface PickerTree {
  readonly folders: ReadonlyMap<string, PickerFolder>;
  readonly roots: readonly string[];
  readonly children: ReadonlyMap<string, PickerChildren>;
  readonly expanded: ReadonlySet<string>;
  readonly focus: string | null;
  readonly selected: string | null;
}

/** A folder as the listing or the root list sends it. */
export interface FolderEntry {
  readonly node: string;
  readonly dirSeq: number;
  readonly name: string;
  readonly levels: readonly AccessLevel[];
}

/** The id of a folder in the tree (node ids repeat in the connect area, dir_seqs do not). */
export function folderId(dirSeq: number): string {
  return `d${dirSeq}`;
}

function make(entry: FolderEntry, parent: PickerFolder | null): PickerFolder | null {
  const root = rootOf(entry.node);
  if (root === null) return null;
  return {
    id: folderId(entry.dirSeq),
    node: entry.node,
    dirSeq: entry.dirSeq,
    name: entry.name,
    root,
    parent: parent?.id ?? null,
    depth: parent === null ? 0 : parent.depth + 1,
    levels: entry.levels,
  };
}

/**
 * The tree of the root areas. A root area's top grants nothing by itself, except my box, which
 * is its owner's; the first root is focused.
 */
export function initialTree(
  roots: readonly { kind: RootKind; node: string; dir_seq: number; name: string }[],
): PickerTree {
  const folders = new Map<string, PickerFolder>();
  for (const root of roots) {
    const levels: AccessLevel[] = root.kind === 'mybox' ? ['master'] : [];
    const folder = make({ node: root.node, dirSeq: root.dir_seq, name: root.name, levels }, null);
    if (folder !== null) folders.set(folder.id, folder);
  }
  const ids = [...folders.keys()];
  return {
    folders,
    roots: ids,
    children: new Map(),
    expanded: new Set(),
    focus: ids[0] ?? null,
    selected: null,
  };
}

/** Marks a folder's children as on their way. */
export function loading(tree: PickerTree, id: string): PickerTree {
  return { ...tree, children: new Map(tree.children).set(id, 'loading') };
}

/** Marks a folder's children as failed (a later expand asks again). */
export function failed(tree: PickerTree, id: string): PickerTree {
  return { ...tree, children: new Map(tree.children).set(id, 'failed') };
}

/** The listed folder's own levels and its sub-folders. */
export function loaded(
  tree: PickerTree,
  id: string,
  levels: readonly AccessLevel[],
  entries: readonly FolderEntry[],
): PickerTree {
  const parent = tree.folders.get(id);
  if (parent === undefined) return tree;
  const folders = new Map(tree.folders);
  const self = isRootNode(parent.node) && parent.root === 'mybox' ? parent : { ...parent, levels };
  folders.set(id, self);
  const ids: string[] = [];
  for (const entry of entries) {
    const child = make(entry, self);
    if (child === null) continue;
    // A folder listed before keeps its exact levels.
    folders.set(child.id, folders.get(child.id) ?? child);
    ids.push(child.id);
  }
  return { ...tree, folders, children: new Map(tree.children).set(id, ids) };
}

/** Whether a folder's children must be asked for before it can show them. */
export function needsLoad(tree: PickerTree, id: string): boolean {
  const children = tree.children.get(id);
  return children === undefined || children === 'failed';
}

/** Opens or closes a folder. */
export function toggle(tree: PickerTree, id: string, open?: boolean): PickerTree {
  const expanded = new Set(tree.expanded);
  const next = open ?? !expanded.has(id);
  if (next) expanded.add(id);
  else expanded.delete(id);
  return { ...tree, expanded };
}

/** The rows on screen, top to bottom: each folder, then its children when it is open. */
export function visibleRows(tree: PickerTree): PickerFolder[] {
  const rows: PickerFolder[] = [];
  const walk = (ids: readonly string[]): void => {
    for (const id of ids) {
      const folder = tree.folders.get(id);
      if (folder === undefined) continue;
      rows.push(folder);
      const children = tree.children.get(id);
      if (tree.expanded.has(id) && Array.isArray(children)) walk(children);
    }
  };
  walk(tree.roots);
  return rows;
}

/** The folders from the root area's top down to the folder (the breadcrumbs). */
export function pathOf(tree: PickerTree, id: string | null): PickerFolder[] {
  const path: PickerFolder[] = [];
  let current = id === null ? undefined : tree.folders.get(id);
  while (current !== undefined) {
    path.unshift(current);
    current = current.parent === null ? undefined : tree.folders.get(current.parent);
  }
  return path;
}

/** What a key press did: the new tree, and a folder whose children should now be loaded. */
export interface KeyResult {
  readonly tree: PickerTree;
  readonly load: string | null;
  /** Enter: the focused folder was chosen (and may now be confirmed). */
  readonly chosen: boolean;
}

/** The tree keyboard (WAI-ARIA tree): ↑ ↓ Home End move, → opens or enters, ← closes or leaves. */
export function treeKey(tree: PickerTree, key: string): KeyResult | null {
  const rows = visibleRows(tree);
  const index = rows.findIndex((row) => row.id === tree.focus);
  const focused = rows[index];
  const at = (i: number): KeyResult => ({
    tree: { ...tree, focus: rows[Math.max(0, Math.min(rows.length - 1, i))]?.id ?? tree.focus },
    load: null,
    chosen: false,
  });
  switch (key) {
    case 'ArrowDown':
      return at(index + 1);
    case 'ArrowUp':
      return at(index - 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(rows.length - 1);
    case 'ArrowRight': {
      if (focused === undefined) return null;
      if (!tree.expanded.has(focused.id)) {
        return {
          tree: toggle(tree, focused.id, true),
          load: needsLoad(tree, focused.id) ? focused.id : null,
          chosen: false,
        };
      }
      const children = tree.children.get(focused.id);
      return Array.isArray(children) && children.length > 0 ? at(index + 1) : null;
    }
    case 'ArrowLeft': {
      if (focused === undefined) return null;
      if (tree.expanded.has(focused.id)) {
        return { tree: toggle(tree, focused.id, false), load: null, chosen: false };
      }
      return focused.parent === null
        ? null
        : { tree: { ...tree, focus: focused.parent }, load: null, chosen: false };
    }
    case 'Enter':
    case ' ':
      if (focused === undefined) return null;
      return { tree: { ...tree, selected: focused.id }, load: null, chosen: key === 'Enter' };
    default:
      return null;
  }
}

/** What the items to place are and where they come from. */
export interface PickRequest {
  readonly purpose: 'copy' | 'move' | 'restore';
  readonly files: boolean;
  readonly folders: boolean;
  /** The folders being moved or copied (never a target, nor anything below them). */
  readonly dirSeqs: readonly number[];
  /** The folder the items are in now (a move there changes nothing). */
  readonly fromDirSeq: number | null;
  readonly userType: UserType;
}

/** Whether a folder can take the items, or the reason (a translation key) it cannot. */
export type TargetVerdict =
  { readonly ok: true } | { readonly ok: false; readonly reasonKey: string };

/** The permission table's answer for a target, and the rules no table can say. */
export function targetVerdict(tree: PickerTree, id: string, request: PickRequest): TargetVerdict {
  const folder = tree.folders.get(id);
  if (folder === undefined) return { ok: false, reasonKey: 'files.copyMove.reason.noWrite' };
  if (pathOf(tree, id).some((step) => request.dirSeqs.includes(step.dirSeq)))
    return { ok: false, reasonKey: 'files.copyMove.reason.intoItself' };
  if (request.purpose === 'move' && folder.dirSeq === request.fromDirSeq)
    return { ok: false, reasonKey: 'files.copyMove.reason.sameFolder' };
  const context = { levels: folder.levels, folderType: folder.root, userType: request.userType };
  const needs = [
    ...(request.files ? (['upload'] as const) : []),
    ...(request.folders ? (['subfolder'] as const) : []),
  ];
  if (needs.some((fn) => decide(fn, context) !== 'allowed'))
    return { ok: false, reasonKey: 'files.copyMove.reason.noWrite' };
  return { ok: true };
}
