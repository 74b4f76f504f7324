// Which chunk of its page a module of an e-mail-link or share page goes to (decision 026). Each
// of those pages' islands has its own instance of every module it reaches, so its code can be
// one chunk beside React's: what the island runs at first, and what it imports later (a form
// after the link's check, the share page's views, the toasts) in one second chunk.

/** The module graph as the bundler knows it. */
export interface ModuleGraph {
  /** The ids a module imports statically. */
  readonly imports: (id: string) => readonly string[];
  /** The ids a module imports with `import()`. */
  readonly dynamicImports: (id: string) => readonly string[];
}

/** What one page's island reaches: at first, and in all. */
interface Reach {
  readonly first: ReadonlySet<string>;
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
  return {
    first: closure(entry, graph.imports),
    all: closure(entry, (id) => [...graph.imports(id), ...graph.dynamicImports(id)]),
  };
}

const COMPONENT = /\.tsx(\?|$)/;

/**
 * `first` for a module the island `entry` imports statically (directly or not), `later` for one
 * it only reaches through an `import()`. A page whose later modules hold no component keeps one
 * chunk: that chunk would not import React's, and Rolldown puts its runtime where every chunk
 * that uses it is loaded after, so it would leave React's chunk for one of its own — a request
 * more on every page.
 */
export function pageChunkOf(id: string, entry: string, graph: ModuleGraph): 'first' | 'later' {
  const { first, all } = reachOf(entry, graph);
  if (first.has(id)) return 'first';
  const later = [...all].filter((m) => !first.has(m));
  return later.some((m) => COMPONENT.test(m)) ? 'later' : 'first';
}
