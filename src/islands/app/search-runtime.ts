// The app's one search (requirements X19): the state machine of search-state.ts wired to the
// explorer (the address) and the API client, made once per runtime and shared by the field in the
// header and the results view.
import { loadSearch } from '../../lib/explorer/search-results.ts';
import { createSearchMachine, type SearchMachine } from '../../lib/explorer/search-state.ts';
import { needsDirSeq } from '../../lib/files/nodes.ts';
import type { AppRuntime } from './runtime.ts';

const machines = new WeakMap<AppRuntime, SearchMachine>();

/** The runtime's search, following the address from the first call on. */
export function searchOf(runtime: AppRuntime): SearchMachine {
  const known = machines.get(runtime);
  if (known !== undefined) return known;
  const { explorer, client } = runtime;
  const machine = createSearchMachine({
    load: (query, scope, signal) => {
      const location = explorer.$location.get();
      const shown = explorer.$folder.get();
      const folder =
        location.node !== null
          ? { node: location.node, dirSeq: location.dirSeq }
          : shown === null
            ? null
            : {
                node: shown.node,
                dirSeq: needsDirSeq(shown.node) ? shown.dir_seq : null,
              };
      return loadSearch(client, query, scope === 'folder' ? folder : null, signal);
    },
    commit: (query, scope) => {
      explorer.search(query, scope);
    },
    leave: () => {
      explorer.endSearch();
    },
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => {
      clearTimeout(timer as ReturnType<typeof setTimeout>);
    },
  });
  machines.set(runtime, machine);
  explorer.$location.subscribe((location) => {
    if (location.search === undefined) machine.hide();
    else machine.show(location.search.q, location.search.scope);
  });
  return machine;
}
