import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  childNode,
  depthOf,
  isNode,
  isRootNode,
  lineageOf,
  MAX_CHILDREN,
  needsDirSeq,
  parentOf,
  ROOT_KINDS,
  ROOT_NODE,
  rootOf,
  segmentOf,
  SEGMENT_ALPHABET,
} from './nodes.ts';

describe('node ids', () => {
  it.each([
    ['1', 'mybox'],
    ['1abc', 'mybox'],
    ['1abc00Z', 'mybox'],
    ['1{2', 'shared'],
    ['1{2000', 'shared'],
    ['1{4', 'fax_receive'],
    ['1{5001', 'fax_send'],
    ['1{6', 'connect'],
    ['1{7zzz', 'project'],
    ['1{8', 'dlp'],
    ['1{9', 'document'],
    ['1{A', 'warm'],
    ['1{B001002', 'cold'],
  ])('puts %s in the %s root', (node, root) => {
    expect(rootOf(node)).toBe(root);
  });

  it.each([
    [''],
    ['2'],
    ['1{'],
    ['1{3'],
    ['1{C'],
    ['1ab'],
    ['1{2ab'],
    ['1{2a{b'],
    ['11{2'],
    ['x1{2'],
  ])('refuses the malformed id %j', (node) => {
    expect(isNode(node)).toBe(false);
    expect(rootOf(node)).toBeNull();
  });

  it('gives every root its own code', () => {
    expect(new Set(ROOT_KINDS.map((k) => ROOT_NODE[k])).size).toBe(ROOT_KINDS.length);
  });

  it.each([
    ['1{6', true],
    ['1{6000', true],
    ['1{2000', false],
    ['1', false],
  ])('asks for a dir_seq in the connect area only: %s', (node, expected) => {
    expect(needsDirSeq(node)).toBe(expected);
  });

  it.each([
    ['1', null, 0, ['1']],
    ['1abc', '1', 1, ['1', '1abc']],
    ['1{2000001', '1{2000', 2, ['1{2', '1{2000', '1{2000001']],
    ['1{B', null, 0, ['1{B']],
  ])('knows the parent, depth and lineage of %s', (node, parent, depth, lineage) => {
    expect(parentOf(node)).toBe(parent);
    expect(depthOf(node)).toBe(depth);
    expect(lineageOf(node)).toEqual(lineage);
    expect(isRootNode(node)).toBe(depth === 0);
  });

  it.each([
    [0, '000'],
    [1, '001'],
    [61, '00z'],
    [62, '010'],
    [MAX_CHILDREN - 1, 'zzz'],
  ])('writes child %i as the segment %s', (index, segment) => {
    expect(segmentOf(index)).toBe(segment);
  });

  it.each([[-1], [MAX_CHILDREN], [1.5]])('refuses the child index %d', (index) => {
    expect(() => segmentOf(index)).toThrow(RangeError);
  });

  it('keeps a child in its parent root, one level down, for any parent and index', () => {
    const root = fc.constantFrom(...ROOT_KINDS.map((k) => ROOT_NODE[k]));
    const segments = fc.array(fc.integer({ min: 0, max: MAX_CHILDREN - 1 }), { maxLength: 6 });
    fc.assert(
      fc.property(
        root,
        segments,
        fc.integer({ min: 0, max: MAX_CHILDREN - 1 }),
        (r, path, index) => {
          const parent = path.reduce(childNode, r);
          const child = childNode(parent, index);
          expect(isNode(child)).toBe(true);
          expect(rootOf(child)).toBe(rootOf(parent));
          expect(parentOf(child)).toBe(parent);
          expect(depthOf(child)).toBe(depthOf(parent) + 1);
          expect(needsDirSeq(child)).toBe(needsDirSeq(parent));
        },
      ),
    );
  });

  it('gives distinct children distinct segments, never containing "{"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_CHILDREN - 1 }),
        fc.integer({ min: 0, max: MAX_CHILDREN - 1 }),
        (a, b) => {
          expect(segmentOf(a) === segmentOf(b)).toBe(a === b);
          expect(segmentOf(a)).not.toContain('{');
          expect(segmentOf(a)).toMatch(new RegExp(`^[${SEGMENT_ALPHABET}]{3}$`));
        },
      ),
    );
  });
});
