import { describe, expect, it } from 'vitest';
import {
  ApiFailure,
  BadResponse,
  CsrfRejected,
  HttpError,
  NetworkError,
  TimeoutError,
} from './errors.ts';
import { failureMessage, messageText } from './messages.ts';

describe('failureMessage', () => {
  it.each<[string, unknown, object]>([
    [
      'shows the server text as sent',
      new ApiFailure('x', '<b>No SSO</b>', {}),
      { text: '<b>No SSO</b>' },
    ],
    [
      'falls back when the server sent no text',
      new ApiFailure(null, ' ', {}),
      { key: 'sso.unknownError' },
    ],
    ['names a lost connection', new NetworkError('failed'), { key: 'sso.networkError' }],
    ['names a time-out', new TimeoutError(15000), { key: 'sso.timeout' }],
    ['names an unusable answer', new BadResponse('not-json'), { key: 'sso.badAnswer' }],
    ['names rate limiting', new HttpError(429, 1000), { key: 'sso.tooMany' }],
    ['names a server error', new HttpError(503), { key: 'sso.serverError' }],
    ['falls back for a CSRF rejection', new CsrfRejected(), { key: 'sso.unknownError' }],
    ['falls back for a plain error', new Error('boom'), { key: 'sso.unknownError' }],
  ])('%s', (_, error, expected) => {
    expect(failureMessage(error, 'sso')).toEqual(expected);
  });

  it('uses the given prefix', () => {
    expect(failureMessage(new NetworkError('offline'), 'resetRequest')).toEqual({
      key: 'resetRequest.networkError',
    });
  });

  it.each([
    [{ text: 'Server says' }, 'Server says'],
    [{ key: 'sso.timeout' }, '[sso.timeout]'],
  ])('renders %j as %j', (message, expected) => {
    expect(messageText(message, (key) => `[${key}]`)).toBe(expected);
  });
});
