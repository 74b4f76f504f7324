// A dropped or picked directory tree as paths (requirements X40): the entries of a drop walked with
// the File and Directory Entries API (`webkitGetAsEntry`, `readEntries` called until it answers
// empty), or the files of an `<input webkitdirectory>` by their `webkitRelativePath`. Framework-free
// and generic over the file type, so tests walk fake entries.

/** What the walk needs of a `FileSystemEntry` (file or directory). */
export interface FsEntryLike<F> {
  readonly name: string;
  readonly isFile: boolean;
  readonly isDirectory: boolean;
  /** A file entry's file. */
  file?(ok: (file: F) => void, fail?: (error: unknown) => void): void;
  /** A directory entry's reader. */
  createReader?(): FsReaderLike<F>;
}

/** What the walk needs of a `FileSystemDirectoryReader`: each call answers the next batch. */
export interface FsReaderLike<F> {
  readEntries(ok: (entries: FsEntryLike<F>[]) => void, fail?: (error: unknown) => void): void;
}

/** One file of the tree and the folders above it (from the drop's top). */
export interface TreeFile<F> {
  readonly path: readonly string[];
  readonly file: F;
}

/** A tree: every folder (empty ones too, parents before children), every file, and what could not be read. */
export interface DroppedTree<F> {
  readonly folders: readonly (readonly string[])[];
  readonly files: readonly TreeFile<F>[];
  /** Paths of entries the browser could not read (`a/b`), reported, not dropped silently. */
  readonly unreadable: readonly string[];
}

/** Guards a walk against links that loop or a tree too deep to be real. */
export const MAX_DEPTH = 64;

function readBatch<F>(reader: FsReaderLike<F>): Promise<FsEntryLike<F>[]> {
  return new Promise((resolve, reject) => {
    reader.readEntries(resolve, reject);
  });
}

function fileOf<F>(entry: FsEntryLike<F>): Promise<F> {
  return new Promise((resolve, reject) => {
    if (entry.file === undefined) reject(new Error('not a file'));
    else entry.file(resolve, reject);
  });
}

/** Every entry of a directory: `readEntries` answers at most ~100 per call, so it is called until empty. */
export async function readAll<F>(reader: FsReaderLike<F>): Promise<FsEntryLike<F>[]> {
  const all: FsEntryLike<F>[] = [];
  for (;;) {
    const batch = await readBatch(reader);
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** Walks dropped entries (files and directories at the top) into a tree. */
export async function walkEntries<F>(entries: readonly FsEntryLike<F>[]): Promise<DroppedTree<F>> {
  const folders: string[][] = [];
  const files: TreeFile<F>[] = [];
  const unreadable: string[] = [];
  const visit = async (entry: FsEntryLike<F>, above: readonly string[]): Promise<void> => {
    const here = [...above, entry.name];
    try {
      if (entry.isDirectory && entry.createReader !== undefined) {
        if (here.length > MAX_DEPTH) throw new Error('too deep');
        folders.push(here);
        const children = await readAll(entry.createReader());
        for (const child of children) await visit(child, here);
      } else if (entry.isFile) {
        files.push({ path: above, file: await fileOf(entry) });
      }
    } catch {
      unreadable.push(here.join('/'));
    }
  };
  for (const entry of entries) await visit(entry, []);
  return { folders, files, unreadable };
}

/** A picked file of `<input webkitdirectory>`: its path from the chosen folder's parent. */
export interface PickedFile {
  readonly name: string;
  readonly webkitRelativePath: string;
}

/**
 * The tree of an `<input webkitdirectory>` pick. Browsers list only files, so an empty folder of
 * the pick cannot be seen (a drop keeps them).
 */
export function treeOfPicked<F extends PickedFile>(picked: readonly F[]): DroppedTree<F> {
  const seen = new Set<string>();
  const folders: string[][] = [];
  const files: TreeFile<F>[] = [];
  for (const file of picked) {
    const parts = (file.webkitRelativePath === '' ? file.name : file.webkitRelativePath)
      .split('/')
      .filter((part) => part !== '');
    const path = parts.slice(0, -1);
    for (let depth = 1; depth <= path.length; depth += 1) {
      const prefix = path.slice(0, depth);
      const key = prefix.join('/');
      if (!seen.has(key)) {
        seen.add(key);
        folders.push(prefix);
      }
    }
    files.push({ path, file });
  }
  return { folders, files, unreadable: [] };
}

/** What a drop's `DataTransferItem` offers. */
export interface DropItemLike<F> {
  readonly kind: string;
  webkitGetAsEntry?(): FsEntryLike<F> | null;
}

/**
 * The entries of a drop, read while the drop event runs (the browser forgets them after), or null
 * when no directory was dropped (plain files then go as before).
 */
export function droppedEntries<F>(items: ArrayLike<DropItemLike<F>>): FsEntryLike<F>[] | null {
  const entries: FsEntryLike<F>[] = [];
  for (const item of Array.from(items)) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry?.() ?? null;
    if (entry !== null) entries.push(entry);
  }
  return entries.some((entry) => entry.isDirectory) ? entries : null;
}
