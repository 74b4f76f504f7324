import { describe, expect, it } from 'vitest';
import { nextReset, type ResetEvent, type ResetState } from './reset-flow.ts';

const policy = { password_min_length: 10, password_string_type: 4, password_continuation_limit: 3 };
const ready: ResetState = {
  tag: 'default',
  logo: null,
  policy,
  busy: false,
  problem: null,
  check: null,
};
const busy: ResetState = { ...ready, busy: true };

describe('the reset page machine', () => {
  it.each<[string, ResetState, ResetEvent, ResetState]>([
    [
      'shows the form once the link verifies',
      { tag: 'loading' },
      { type: 'verified', logo: '/l.svg', policy },
      { ...ready, logo: '/l.svg' },
    ],
    [
      'shows fail when the link does not verify',
      { tag: 'loading' },
      { type: 'expired' },
      { tag: 'fail' },
    ],
    [
      'says the link is damaged without asking the server',
      { tag: 'loading' },
      { type: 'linkInvalid' },
      { tag: 'invalid' },
    ],
    [
      'offers a retry when the server cannot be reached',
      { tag: 'loading' },
      { type: 'failed', problem: 'network' },
      { tag: 'unreachable', problem: 'network' },
    ],
    [
      'verifies again on retry',
      { tag: 'unreachable', problem: 'timeout' },
      { type: 'retry' },
      { tag: 'loading' },
    ],
    ['sends valid entries', ready, { type: 'submit', check: null }, busy],
    [
      'keeps the form and says why on a mismatch',
      ready,
      { type: 'submit', check: 'mismatch' },
      { ...ready, check: 'mismatch' },
    ],
    ['ignores a second submit while one is in flight', busy, { type: 'submit', check: null }, busy],
    ['shows success after the call', busy, { type: 'saved' }, { tag: 'success' }],
    ['shows fail when the link expired meanwhile', busy, { type: 'expired' }, { tag: 'fail' }],
    ['keeps the form when the server refuses', busy, { type: 'refused' }, ready],
    [
      'keeps the form and names the problem on a network failure',
      busy,
      { type: 'failed', problem: 'server' },
      { ...ready, problem: 'server' },
    ],
    [
      'clears the mismatch once the entries match',
      { ...ready, check: 'mismatch' },
      { type: 'edited', check: null },
      ready,
    ],
    [
      'does not show a check before the first submit',
      ready,
      { type: 'edited', check: 'mismatch' },
      ready,
    ],
    [
      'ignores a late verify answer after success',
      { tag: 'success' },
      { type: 'verified', logo: null, policy },
      { tag: 'success' },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(nextReset(state, event)).toEqual(expected);
  });
});
