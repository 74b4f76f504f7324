// Node ids (requirements X1): the root is `1`, each level adds a 3-character segment, and the root
// areas other than my box start with `1{x`. A node belongs to the root whose prefix it starts with.

/** The root areas a user may have, in side-bar order. */
export const ROOT_KINDS = [
  'mybox',
  'shared',
  'project',
  'connect',
  'document',
  'fax_receive',
  'fax_send',
  'dlp',
  'warm',
  'cold',
] as const;
/** One root area (also the folder type of every folder inside it). */
export type RootKind = (typeof ROOT_KINDS)[number];

/** The node id of each root area. */
export const ROOT_NODE: Readonly<Record<RootKind, string>> = {
  mybox: '1',
  shared: '1{2',
  fax_receive: '1{4',
  fax_send: '1{5',
  connect: '1{6',
  project: '1{7',
  dlp: '1{8',
  document: '1{9',
  warm: '1{A',
  cold: '1{B',
};

/** The characters of a segment; `{` is not among them, so `1{` only ever marks a root. */
export const SEGMENT_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Children a folder can have: 62³. */
export const MAX_CHILDREN = SEGMENT_ALPHABET.length ** 3;

const SEGMENT = `[${SEGMENT_ALPHABET}]{3}`;
const NODE = new RegExp(`^(?:1|1\\{[2456789AB])(?:${SEGMENT})*$`);

/** Whether a string is a well-formed node id of a known root. */
export function isNode(value: string): boolean {
  return NODE.test(value);
}

/** The root area of a node, or null when it is not a node id. */
export function rootOf(node: string): RootKind | null {
  if (!isNode(node)) return null;
  if (!node.includes('1{')) return 'mybox';
  const prefix = node.slice(0, 3);
  return ROOT_KINDS.find((kind) => ROOT_NODE[kind] === prefix) ?? null;
}

/** Whether a node lies in the connect area, whose calls also need a dir_seq. */
export function needsDirSeq(node: string): boolean {
  return node.startsWith(ROOT_NODE.connect);
}

/** The length of the root part of a node (1 for my box, 3 for the `1{x` roots). */
function rootLength(node: string): number {
  return node.startsWith('1{') ? 3 : 1;
}

/** Whether the node is a root area itself. */
export function isRootNode(node: string): boolean {
  return isNode(node) && node.length === rootLength(node);
}

/** The parent node, or null for a root (or a malformed id). */
export function parentOf(node: string): string | null {
  if (!isNode(node) || isRootNode(node)) return null;
  return node.slice(0, -3);
}

/** How many levels below its root a node is (0 for the root). */
export function depthOf(node: string): number {
  return (node.length - rootLength(node)) / 3;
}

/** The nodes from the root down to the node itself. */
export function lineageOf(node: string): string[] {
  if (!isNode(node)) return [];
  const start = rootLength(node);
  const lineage = [node.slice(0, start)];
  for (let end = start + 3; end <= node.length; end += 3) lineage.push(node.slice(0, end));
  return lineage;
}

/** The 3-character segment of the n-th child (0-based). */
export function segmentOf(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_CHILDREN) {
    throw new RangeError(`A folder has at most ${MAX_CHILDREN} children`);
  }
  const base = SEGMENT_ALPHABET.length;
  const digit = (n: number): string => SEGMENT_ALPHABET[n % base] ?? '0';
  return digit(Math.floor(index / base ** 2)) + digit(Math.floor(index / base)) + digit(index);
}

/** The node id of a parent's n-th child. */
export function childNode(parent: string, index: number): string {
  if (!isNode(parent)) throw new TypeError(`Not a node id: ${parent}`);
  return parent + segmentOf(index);
}
