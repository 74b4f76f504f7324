// The search field and results as one small state machine (requirements X19): typing waits a
// moment before it searches (Enter searches at once), each search replaces the one before (a
// late answer to an older query is dropped), and the address holds the query searched, so back,
// forward and reload show the same results. Timers, calls and the address are injected.
import type { SearchHit } from './search-actions.ts';
import type { SearchOutcome } from './search-results.ts';
import type { KeyPress } from './actions.ts';
import { isSearchKey, searchKey } from './search.ts';

/** Where a search looks: the folder shown (its sub-folders included) or everywhere. */
export type SearchScope = 'folder' | 'all';

/** The scopes, in the order the field offers them. */
export const SEARCH_SCOPES: readonly SearchScope[] = ['all', 'folder'];

/** How long typing must pause before the field searches (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

/** The scope an address parameter names; anything else is everywhere. */
export function parseScope(raw: string | null): SearchScope {
  return raw === 'folder' ? 'folder' : 'all';
}

/** Where the search is. */
export type SearchPhase =
  /** No search: the folder is shown. */
  | 'idle'
  /** The field changed; the search waits for a pause. */
  | 'typing'
  | 'loading'
  | 'results'
  | 'empty'
  | 'failed'
  /** The back end has no search call. */
  | 'unavailable';

/** The search's state. */
export interface SearchState {
  readonly phase: SearchPhase;
  /** What the field holds. */
  readonly text: string;
  /** The query searched last (the results are its); '' when none. */
  readonly query: string;
  readonly scope: SearchScope;
  readonly results: readonly SearchHit[];
  /** More matched than were sent. */
  readonly truncated: boolean;
  /** The search in flight or answered last; an answer with another ticket is stale. */
  readonly ticket: number;
  /** The phase before typing began: the results stay shown meanwhile. */
  readonly shown: SearchPhase;
}

/** Nothing searched yet. */
export const IDLE_SEARCH: SearchState = {
  phase: 'idle',
  text: '',
  query: '',
  scope: 'all',
  results: [],
  truncated: false,
  ticket: 0,
  shown: 'idle',
};

/** What happens to the search. */
export type SearchEvent =
  | { readonly type: 'input'; readonly text: string }
  | { readonly type: 'scope'; readonly scope: SearchScope }
  /** A search leaves for the server with a new ticket. */
  | {
      readonly type: 'start';
      readonly query: string;
      readonly scope: SearchScope;
      readonly ticket: number;
      /** Searched again for changed files: the results stay shown until the answer. */
      readonly quiet?: boolean;
    }
  | { readonly type: 'answer'; readonly ticket: number; readonly outcome: SearchOutcome }
  | { readonly type: 'fail'; readonly ticket: number }
  /** Typing paused on the query already shown: its results stand. */
  | { readonly type: 'settle' }
  /** The search is over: back to the folder. */
  | { readonly type: 'clear' };

/** The phase whose results the view shows (while typing: the last search's). */
export function shownPhase(state: SearchState): SearchPhase {
  return state.phase === 'typing' ? state.shown : state.phase;
}

/** The next state. */
export function searchStep(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'input':
      return {
        ...state,
        text: event.text,
        phase: 'typing',
        shown: state.phase === 'typing' ? state.shown : state.phase,
      };
    case 'scope':
      return { ...state, scope: event.scope };
    case 'start': {
      if (event.quiet === true) return { ...state, ticket: event.ticket };
      // The field keeps what the user typed when it is the query searched (trailing spaces too).
      const text = state.text.trim() === event.query.trim() ? state.text : event.query;
      return {
        ...state,
        phase: 'loading',
        shown: 'loading',
        text,
        query: event.query,
        scope: event.scope,
        ticket: event.ticket,
      };
    }
    case 'answer': {
      if (event.ticket !== state.ticket) return state;
      const phase =
        event.outcome === 'unavailable'
          ? 'unavailable'
          : event.outcome.results.length === 0
            ? 'empty'
            : 'results';
      const found = event.outcome === 'unavailable' ? null : event.outcome;
      const next = {
        results: found?.results ?? [],
        truncated: found?.truncated ?? false,
      };
      // Typing since: the new results show under the field, and the field keeps waiting.
      return state.phase === 'typing'
        ? { ...state, ...next, shown: phase }
        : { ...state, ...next, phase, shown: phase };
    }
    case 'fail':
      if (event.ticket !== state.ticket) return state;
      return state.phase === 'typing'
        ? { ...state, shown: 'failed' }
        : { ...state, phase: 'failed', shown: 'failed' };
    case 'settle':
      return state.phase === 'typing' ? { ...state, phase: state.shown } : state;
    case 'clear':
      if (state.phase === 'idle' && state.text === '' && state.query === '') return state;
      return { ...IDLE_SEARCH, scope: state.scope, ticket: state.ticket };
  }
}

/** What the search needs from the page. */
export interface SearchEnv {
  /** Runs one search. */
  readonly load: (query: string, scope: SearchScope, signal: AbortSignal) => Promise<SearchOutcome>;
  /** Puts a query in the address (the address then calls `show`). */
  readonly commit: (query: string, scope: SearchScope) => void;
  /** Takes the query out of the address: back to the folder (the address then calls `hide`). */
  readonly leave: () => void;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
  readonly debounceMs?: number;
}

/** The search as the field and the view use it. */
export interface SearchMachine {
  readonly state: () => SearchState;
  /** Calls `listener` now and on each change; returns the unsubscribe. */
  readonly subscribe: (listener: (state: SearchState) => void) => () => void;
  /**
   * The field changed: search after a pause (an empty field goes back to the folder). While an
   * IME composes (`composing`), the text is kept but nothing is searched until it ends.
   */
  readonly input: (text: string, composing?: boolean) => void;
  /** Enter: search now (again, when the query is the one shown). */
  readonly submit: () => void;
  /** Another scope: search again now when there is a query. */
  readonly setScope: (scope: SearchScope) => void;
  /** Escape: empty the field and go back to the folder. */
  readonly clear: () => void;
  /** Retry after a failure. */
  readonly retry: () => void;
  /**
   * Search the shown query again after files changed (a rename, a delete: requirements X36), the
   * results staying on screen meanwhile; nothing when no results are shown.
   */
  readonly refresh: () => void;
  /** The address holds this query (a commit, back/forward, a reload): search it if new. */
  readonly show: (query: string, scope: SearchScope) => void;
  /** The address holds no query. */
  readonly hide: () => void;
}

/** Creates the search. */
export function createSearchMachine(env: SearchEnv): SearchMachine {
  let state = IDLE_SEARCH;
  const listeners = new Set<(state: SearchState) => void>();
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  const delay = env.debounceMs ?? SEARCH_DEBOUNCE_MS;
  // The scope of the query the address holds (null: none).
  let lastShownScope: SearchScope | null = null;

  const dispatch = (event: SearchEvent): void => {
    const next = searchStep(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(state);
  };
  const stopTimer = (): void => {
    if (timer !== null) env.clearTimer(timer);
    timer = null;
  };
  const abort = (): void => {
    inFlight?.abort();
    inFlight = null;
  };
  const run = (query: string, scope: SearchScope, quiet = false): void => {
    abort();
    const controller = new AbortController();
    inFlight = controller;
    const ticket = state.ticket + 1;
    dispatch({ type: 'start', query, scope, ticket, quiet });
    env.load(query, scope, controller.signal).then(
      (outcome) => {
        if (inFlight === controller) inFlight = null;
        dispatch({ type: 'answer', ticket, outcome });
      },
      () => {
        if (inFlight === controller) inFlight = null;
        if (!controller.signal.aborted) dispatch({ type: 'fail', ticket });
      },
    );
  };
  const commitNow = (force: boolean): void => {
    stopTimer();
    const query = state.text.trim();
    if (searchKey(query) === '') {
      const searching = lastShownScope !== null;
      dispatch({ type: 'clear' });
      if (searching) env.leave();
      return;
    }
    const same = query === state.query && state.scope === lastShownScope;
    if (same && force) run(query, state.scope);
    else if (same) dispatch({ type: 'settle' });
    else env.commit(query, state.scope);
  };

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      listener(state);
      return () => {
        listeners.delete(listener);
      };
    },
    input(text, composing = false) {
      dispatch({ type: 'input', text });
      stopTimer();
      if (composing) return;
      timer = env.setTimer(() => {
        timer = null;
        commitNow(false);
      }, delay);
    },
    submit() {
      commitNow(true);
    },
    setScope(scope) {
      dispatch({ type: 'scope', scope });
      if (searchKey(state.text) !== '') commitNow(false);
    },
    clear() {
      stopTimer();
      abort();
      const searching = lastShownScope !== null;
      dispatch({ type: 'clear' });
      if (searching) env.leave();
    },
    retry() {
      if (state.query !== '') run(state.query, state.scope);
    },
    refresh() {
      const phase = shownPhase(state);
      if (state.query !== '' && (phase === 'results' || phase === 'empty'))
        run(state.query, state.scope, true);
    },
    show(query, scope) {
      if (query === state.query && scope === lastShownScope && state.phase !== 'idle') return;
      lastShownScope = scope;
      stopTimer();
      run(query, scope);
    },
    hide() {
      if (state.query === '' && lastShownScope === null) return;
      stopTimer();
      abort();
      lastShownScope = null;
      dispatch({ type: 'clear' });
    },
  };
}

/**
 * Whether a key press anywhere in the app goes to the search field: `Ctrl+K` (`⌘K`) or `/`, not
 * while an IME composes, not while a dialog is open, and `/` not while the user types in a field.
 */
export function focusesSearch(
  press: KeyPress & { readonly composing: boolean },
  where: { readonly typing: boolean; readonly modal: boolean },
): boolean {
  if (press.composing || where.modal || !isSearchKey(press)) return false;
  return press.mod || !where.typing;
}
