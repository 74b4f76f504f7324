import { describe, expect, it } from 'vitest';
import { problemStep, PROBLEM_KEYS } from './flow-problem.ts';
import type { State } from './flow-types.ts';
import type { Problem } from './types.ts';

const OTP = { code: '10', phone: '', email: 'a@example.com', recent: 'none' } as const;
const CODE_STEP: State = {
  tag: 'otp_code',
  otp: OTP,
  method: 'email',
  expireSeconds: 120,
  issue: 1,
  invalid: false,
};

describe('problemStep', () => {
  const problems: ReadonlyArray<[Problem, string]> = [
    ['offline', 'common.offline'],
    ['network', 'login.error.network'],
    ['timeout', 'login.error.timeout'],
    ['throttled', 'login.error.throttled'],
    ['server', 'login.error.server'],
    ['unusable', 'login.error.unusable'],
  ];
  it.each(problems)('shows %s in the form as %s, with no effect', (problem, key) => {
    expect(PROBLEM_KEYS[problem]).toBe(key);
    expect(problemStep({ tag: 'form', error: null }, problem)).toEqual({
      state: { tag: 'form', error: { key } },
      effects: [],
    });
  });

  it.each(problems)('keeps a later step in place and toasts %s', (problem, key) => {
    expect(problemStep(CODE_STEP, problem)).toEqual({
      state: CODE_STEP,
      effects: [{ kind: 'toast', message: { key }, tone: 'error' }],
    });
  });

  it('replaces an earlier message in the form', () => {
    const before: State = { tag: 'form', error: { key: 'login.error.timeout' } };
    expect(problemStep(before, 'network').state).toEqual({
      tag: 'form',
      error: { key: 'login.error.network' },
    });
  });
});
