import { describe, expect, it } from 'vitest';
import type { FavoriteView } from './favorites.ts';
import type { SearchOutcome } from './search-results.ts';
import {
  createSearchMachine,
  focusesSearch,
  IDLE_SEARCH,
  parseScope,
  searchStep,
  shownPhase,
  type SearchScope,
  type SearchState,
} from './search-state.ts';
import { file } from './test-items.ts';

const entry = (name: string): FavoriteView => ({
  item: file(name),
  root: 'mybox',
  location: ['My Box'],
  holder: { node: '1', dirSeq: 0, name: 'My Box' },
  open: { node: '1', dirSeq: null, preview: file(name).fileSeq },
});
const found = (...names: string[]): SearchOutcome => ({
  results: names.map(entry),
  truncated: false,
});

describe('parseScope', () => {
  it.each([
    ['folder', 'folder'],
    ['all', 'all'],
    [null, 'all'],
    ['elsewhere', 'all'],
  ] as const)('%s → %s', (raw, scope) => {
    expect(parseScope(raw)).toBe(scope);
  });
});

describe('searchStep', () => {
  const loading: SearchState = {
    ...IDLE_SEARCH,
    phase: 'loading',
    query: 'ab',
    text: 'ab',
    ticket: 3,
  };
  it.each<[string, SearchState, Parameters<typeof searchStep>[1], Partial<SearchState>]>([
    [
      'typing remembers what was shown',
      { ...loading, phase: 'results' },
      { type: 'input', text: 'abc' },
      { phase: 'typing', shown: 'results', text: 'abc' },
    ],
    [
      'an answer with results',
      loading,
      { type: 'answer', ticket: 3, outcome: found('ab.txt') },
      { phase: 'results' },
    ],
    [
      'an answer without',
      loading,
      { type: 'answer', ticket: 3, outcome: found() },
      { phase: 'empty' },
    ],
    [
      'no search call',
      loading,
      { type: 'answer', ticket: 3, outcome: 'unavailable' },
      { phase: 'unavailable' },
    ],
    [
      'a stale answer is dropped',
      loading,
      { type: 'answer', ticket: 2, outcome: found('x') },
      { phase: 'loading', results: [] },
    ],
    ['a stale failure is dropped', loading, { type: 'fail', ticket: 2 }, { phase: 'loading' }],
    ['a failure', loading, { type: 'fail', ticket: 3 }, { phase: 'failed' }],
    [
      'an answer while typing keeps the field waiting',
      { ...loading, phase: 'typing', shown: 'loading' },
      { type: 'answer', ticket: 3, outcome: found('ab') },
      { phase: 'typing', shown: 'results' },
    ],
    [
      'a start keeps trailing spaces typed',
      { ...IDLE_SEARCH, phase: 'typing', text: 'ab ' },
      { type: 'start', query: 'ab', scope: 'all', ticket: 1 },
      { phase: 'loading', text: 'ab ', query: 'ab' },
    ],
    [
      'a start from the address fills the field',
      { ...IDLE_SEARCH, text: 'zz' },
      { type: 'start', query: '資料', scope: 'folder', ticket: 1 },
      { text: '資料', scope: 'folder' },
    ],
    [
      'settle shows the results again',
      { ...loading, phase: 'typing', shown: 'results' },
      { type: 'settle' },
      { phase: 'results' },
    ],
    [
      'clear keeps the scope and ticket',
      { ...loading, scope: 'folder' },
      { type: 'clear' },
      { phase: 'idle', text: '', query: '', scope: 'folder', ticket: 3 },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(searchStep(state, event)).toMatchObject(expected);
  });

  it('shows the last results while typing', () => {
    expect(shownPhase({ ...loading, phase: 'typing', shown: 'empty' })).toBe('empty');
    expect(shownPhase(loading)).toBe('loading');
  });
});

/** A machine with a manual clock and answers the test resolves. */
function harness() {
  const timers = new Map<number, () => void>();
  let nextTimer = 0;
  const calls: {
    query: string;
    scope: SearchScope;
    signal: AbortSignal;
    answer: (o: SearchOutcome) => void;
    fail: () => void;
  }[] = [];
  const address: string[] = [];
  const machine = createSearchMachine({
    load: (query, scope, signal) =>
      new Promise<SearchOutcome>((resolve, reject) => {
        calls.push({
          query,
          scope,
          signal,
          answer: resolve,
          fail: () => {
            reject(new Error('down'));
          },
        });
      }),
    commit: (query, scope) => {
      address.push(`${scope}:${query}`);
      machine.show(query, scope);
    },
    leave: () => {
      address.push('folder');
      machine.hide();
    },
    setTimer: (run) => {
      nextTimer += 1;
      timers.set(nextTimer, run);
      return nextTimer;
    },
    clearTimer: (timer) => {
      timers.delete(timer as number);
    },
  });
  const tick = (): void => {
    const pending = [...timers.values()];
    timers.clear();
    for (const run of pending) run();
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { machine, calls, address, tick, settle, timers };
}

describe('createSearchMachine', () => {
  it('waits for a pause in typing, then searches once', async () => {
    const { machine, calls, address, tick, settle } = harness();
    machine.input('a');
    machine.input('ab');
    machine.input('abc');
    expect(calls).toHaveLength(0);
    expect(machine.state().phase).toBe('typing');
    tick();
    expect(address).toEqual(['all:abc']);
    expect(calls.map((c) => c.query)).toEqual(['abc']);
    calls[0]?.answer(found('abc.txt'));
    await settle();
    expect(machine.state()).toMatchObject({ phase: 'results', query: 'abc' });
  });

  it('waits while an IME composes, and searches once the composition ends', () => {
    const { machine, calls, tick, timers } = harness();
    machine.input('ぎ', true);
    machine.input('ぎじ', true);
    expect(timers.size).toBe(0);
    expect(machine.state().text).toBe('ぎじ');
    machine.input('議事');
    tick();
    expect(calls.map((c) => c.query)).toEqual(['議事']);
  });

  it('Enter searches at once, and again when the query is the one shown', async () => {
    const { machine, calls, tick, settle, timers } = harness();
    machine.input('plan');
    machine.submit();
    expect(timers.size).toBe(0);
    calls[0]?.answer(found());
    await settle();
    expect(machine.state().phase).toBe('empty');
    machine.submit();
    expect(calls).toHaveLength(2);
    tick();
    expect(calls).toHaveLength(2);
  });

  it('drops the answer of a query typed over', async () => {
    const { machine, calls, tick, settle } = harness();
    machine.input('ab');
    tick();
    machine.input('abc');
    tick();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer(found('abc'));
    calls[0]?.answer(found('ab', 'abx'));
    await settle();
    expect(machine.state().results.map((r) => r.item.name)).toEqual(['abc']);
  });

  it('a failure can be retried', async () => {
    const { machine, calls, settle } = harness();
    machine.input('資料');
    machine.submit();
    calls[0]?.fail();
    await settle();
    expect(machine.state().phase).toBe('failed');
    machine.retry();
    expect(machine.state().phase).toBe('loading');
    calls[1]?.answer(found('資料.pdf'));
    await settle();
    expect(machine.state().phase).toBe('results');
  });

  it('searches again quietly after files changed, the results staying shown (requirements X36)', async () => {
    const { machine, calls, settle } = harness();
    machine.refresh();
    expect(calls).toHaveLength(0);
    machine.input('plan');
    machine.submit();
    calls[0]?.answer(found('plan-a.txt', 'plan-b.txt'));
    await settle();
    machine.refresh();
    expect(calls).toHaveLength(2);
    expect(machine.state()).toMatchObject({ phase: 'results', query: 'plan' });
    expect(machine.state().results).toHaveLength(2);
    calls[1]?.answer(found('plan-b.txt'));
    await settle();
    expect(machine.state().results.map((r) => r.item.name)).toEqual(['plan-b.txt']);
    calls[0]?.fail();
    machine.refresh();
    calls[2]?.answer(found());
    await settle();
    expect(machine.state().phase).toBe('empty');
  });

  it('typing back to the query shown keeps its results without a call', async () => {
    const { machine, calls, tick, settle } = harness();
    machine.input('abc');
    tick();
    calls[0]?.answer(found('abc'));
    await settle();
    machine.input('abcd');
    machine.input('abc');
    tick();
    expect(calls).toHaveLength(1);
    expect(machine.state().phase).toBe('results');
  });

  it('a new scope searches again; Escape empties the field and leaves', () => {
    const { machine, calls, address } = harness();
    machine.input('plan');
    machine.submit();
    machine.setScope('folder');
    expect(calls.map((c) => c.scope)).toEqual(['all', 'folder']);
    machine.clear();
    expect(address.at(-1)).toBe('folder');
    expect(machine.state()).toMatchObject({ phase: 'idle', text: '', scope: 'folder' });
  });

  it('an emptied field goes back to the folder only from a search', () => {
    const { machine, address, tick } = harness();
    machine.input('a');
    machine.input('');
    tick();
    expect(address).toEqual([]);
    machine.input('ab');
    tick();
    machine.input('');
    tick();
    expect(address).toEqual(['all:ab', 'folder']);
  });

  it('follows the address: back to a search, back to the folder', () => {
    const { machine, calls } = harness();
    machine.show('한국', 'all');
    expect(machine.state()).toMatchObject({ text: '한국', phase: 'loading' });
    machine.show('한국', 'all');
    expect(calls).toHaveLength(1);
    machine.hide();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(machine.state().phase).toBe('idle');
  });
});

describe('focusesSearch', () => {
  const key = (k: string, mod = false, composing = false) => ({
    key: k,
    mod,
    shift: false,
    alt: false,
    composing,
  });
  const page = { typing: false, modal: false };
  it.each([
    ['Ctrl+K on the page', key('k', true), page, true],
    ['Ctrl+K in a field', key('k', true), { typing: true, modal: false }, true],
    ['/ on the page', key('/'), page, true],
    ['/ typed in a field stays there', key('/'), { typing: true, modal: false }, false],
    ['not under a dialog', key('k', true), { typing: false, modal: true }, false],
    ['not while an IME composes', key('/', false, true), page, false],
    ['another key', key('j', true), page, false],
  ])('%s', (_, press, where, expected) => {
    expect(focusesSearch(press, where)).toBe(expected);
  });
});
