import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT } from './items.ts';
import type { ExplorerLocation } from './location.ts';
import { nodeToShow, type RootsState } from './store.ts';

const at = (node: string | null): ExplorerLocation => ({
  node,
  dirSeq: null,
  sort: DEFAULT_SORT,
  view: 'list',
});
const LOADING: RootsState = { status: 'loading' };
const FAILED: RootsState = { status: 'error', error: null };
const ready = (...nodes: string[]): RootsState => ({
  status: 'ready',
  roots: nodes.map((node, i) => ({ kind: 'mybox', node, dir_seq: i + 1, name: node })),
});

describe('the folder the explorer shows', () => {
  it.each([
    ['the address names it', at('1{2001'), LOADING, '1{2001'],
    ['the address names none: the first root area', at(null), ready('1', '1{2'), '1'],
    ['no root area yet', at(null), LOADING, null],
    ['the root areas failed', at(null), FAILED, null],
    ['the user has no root area: my box', at(null), ready(), '1'],
  ])('when %s', (_, location, roots, expected) => {
    expect(nodeToShow(location, roots)).toBe(expected);
  });
});
