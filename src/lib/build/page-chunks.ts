// Which chunk of its page a module of an e-mail-link or share page goes to (decision 026). Each
// of those pages' islands has its own instance of every module it reaches, so its code can be
// one chunk beside React's: what the island runs at first; what it imports later on its own (a
// form after the link's check, the share page's views) in a second chunk; and what it loads only
// when something asks for it (the toast and alert hosts) in a third, so that a page's second
// chunk does not bring the code of a toast nobody sees.

/** The module graph as the bundler knows it. */
export interface ModuleGraph {
  /** The ids a module imports statically. */
  readonly imports: (id: string) => readonly string[];
  /** The ids a module imports with `import()`. */
  readonly dynamicImports: (id: string) => readonly string[];
  /**
   * Whether a module imported with `import()` loads only on demand (a host whose code comes with
   * the first toast or alert): what only such imports reach is the page's on-demand chunk.
   */
  readonly onDemand?: (id: string) => boolean;
}

/** The chunk of its page a module goes to. */
export type PageChunk = 'first' | 'later' | 'on-demand';

/** What one page's island reaches: at first, without waiting for a demand, and in all. */
interface Reach {
  readonly first: ReadonlySet<string>;
  readonly soon: ReadonlySet<string>;
  readonly all: ReadonlySet<string>;
}

function closure(from: string, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}

function reachOf(entry: string, graph: ModuleGraph): Reach {
  // Computed for each module asked about: an island reaches some dozens of modules.
  const onDemand = graph.onDemand ?? (() => false);
  return {
    first: closure(entry, graph.imports),
    soon: closure(entry, (id) => [
      ...graph.imports(id),
      ...graph.dynamicImports(id).filter((m) => !onDemand(m)),
    ]),
    all: closure(entry, (id) => [...graph.imports(id), ...graph.dynamicImports(id)]),
  };
}

const COMPONENT = /\.tsx(\?|$)/;

/**
 * `first` for a module the island `entry` imports statically (directly or not); `on-demand` for
 * one it reaches only through an `import()` of an on-demand module (`graph.onDemand`); `later`
 * for the rest, reached through other `import()`s. A page whose later modules hold no component
 * keeps them in its first chunk: that chunk would not import React's, and Rolldown puts its
 * runtime where every chunk that uses it is loaded after, so it would leave React's chunk for one
 * of its own — a request more on every page. The on-demand modules are components' code (hosts).
 */
export function pageChunkOf(id: string, entry: string, graph: ModuleGraph): PageChunk {
  const { first, soon, all } = reachOf(entry, graph);
  if (first.has(id)) return 'first';
  if (all.has(id) && !soon.has(id)) return 'on-demand';
  const later = [...soon].filter((m) => !first.has(m));
  return later.some((m) => COMPONENT.test(m)) ? 'later' : 'first';
}
