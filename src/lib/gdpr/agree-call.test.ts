import { describe, expect, it } from 'vitest';
import { ApiFailure, HttpError, NetworkError } from '../api/errors.ts';
import { agreeError } from './agree-call.ts';

function handled<E extends { handled: boolean }>(error: E): E {
  error.handled = true;
  return error;
}

describe('what a failed agreement says', () => {
  it.each([
    ['nothing where the client told the user', handled(new HttpError(500)), null],
    ['the connection problem', new NetworkError('offline'), { key: 'reset.net.offline' }],
    ['a busy server', new HttpError(503), { key: 'reset.net.busy' }],
    [
      'an unusable answer for a refusal',
      new ApiFailure('x', 'No.', {}),
      { key: 'reset.net.response' },
    ],
    ['an unusable answer for anything else', new Error('boom'), { key: 'reset.net.response' }],
  ])('%s', (_, error, message) => {
    expect(agreeError(error)).toEqual(message);
  });
});
