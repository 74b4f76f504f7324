// The root areas of the side bar (requirements C13): as the roots call answers them, the two every
// company user has where a back end lacks that call, and which one a folderless address shows.
import type { InferOutput } from 'valibot';
import type { rootArea } from '../api/contract/explorer.ts';
import { ROOT_NODE } from '../files/nodes.ts';
import type { ExplorerLocation } from './location.ts';

/** A root area of the side bar. */
export type RootArea = InferOutput<typeof rootArea>;

/** The root areas as loaded. */
export type RootsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly roots: readonly RootArea[] }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * The side bar of a back end without our roots call (requirements C13): the two areas of the
 * spec's node table that every company user has, My Box and the Shared Box.
 */
export const FALLBACK_ROOTS: readonly RootArea[] = [
  { kind: 'mybox', node: ROOT_NODE.mybox, dir_seq: 0, name: '' },
  { kind: 'shared', node: ROOT_NODE.shared, dir_seq: 0, name: '' },
];

/** The folder the explorer shows: the address's, else the user's first root area once known. */
export function nodeToShow(
  location: Pick<ExplorerLocation, 'node'>,
  roots: RootsState,
): string | null {
  if (location.node !== null) return location.node;
  return roots.status === 'ready' ? (roots.roots[0]?.node ?? '1') : null;
}
