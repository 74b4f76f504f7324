import { describe, expect, it } from 'vitest';
import {
  ApiFailure,
  BadResponse,
  CsrfRejected,
  HttpError,
  InvalidRequest,
  NetworkError,
  SessionFailure,
  TimeoutError,
} from './errors.ts';
import { messageOf, type FailureKeys } from './failures.ts';
import type { Message } from './messages.ts';

/** Every key named: each failure shows its own. */
const ALL: FailureKeys = {
  failed: 'x.failed',
  codes: { file_locked: 'x.locked' },
  network: 'x.network',
  timeout: 'x.timeout',
  badAnswer: 'x.badAnswer',
  tooMany: 'x.tooMany',
  serverError: 'x.serverError',
};
/** Only the fallback and the network key: time-outs join network, the rest fall back. */
const FEW: FailureKeys = { failed: 'y.failed', network: 'y.network' };
/** The fallback only. */
const NONE: FailureKeys = { failed: 'z.failed' };
/** HTTP errors under one key. */
const SERVER: FailureKeys = { failed: 'w.failed', serverError: 'w.server' };

describe('messageOf', () => {
  it.each<[string, unknown, FailureKeys, Message]>([
    [
      'shows the server text as sent',
      new ApiFailure('x', '<b>No</b>', {}),
      ALL,
      { text: '<b>No</b>' },
    ],
    [
      'falls back when the server sent no text',
      new ApiFailure(null, ' ', {}),
      ALL,
      { key: 'x.failed' },
    ],
    [
      'names a result code with a key of its own',
      new ApiFailure('file_locked', 'Locked', {}),
      ALL,
      { key: 'x.locked' },
    ],
    [
      'shows the text of a code without a key',
      new ApiFailure('not_found', 'Gone', {}),
      ALL,
      { text: 'Gone' },
    ],
    [
      'ignores the codes when none are named',
      new ApiFailure('file_locked', 'Locked', {}),
      FEW,
      { text: 'Locked' },
    ],
    ['names a lost connection', new NetworkError('failed'), ALL, { key: 'x.network' }],
    [
      'names being offline as a lost connection',
      new NetworkError('offline'),
      FEW,
      { key: 'y.network' },
    ],
    ['names a time-out', new TimeoutError(15000), ALL, { key: 'x.timeout' }],
    [
      'counts a time-out as a lost connection without its own key',
      new TimeoutError(15000),
      FEW,
      { key: 'y.network' },
    ],
    ['names an unusable answer', new BadResponse('not-json'), ALL, { key: 'x.badAnswer' }],
    ['names rate limiting', new HttpError(429, 1000), ALL, { key: 'x.tooMany' }],
    [
      'counts rate limiting as a server error without its own key',
      new HttpError(429),
      SERVER,
      { key: 'w.server' },
    ],
    ['names a server error', new HttpError(503), ALL, { key: 'x.serverError' }],
    [
      'names a call of ours this back end lacks',
      new HttpError(404, null, true),
      { ...ALL, notOffered: 'x.notOffered' },
      { key: 'x.notOffered' },
    ],
    [
      'counts a missing call of ours as a server error without its own key',
      new HttpError(404, null, true),
      ALL,
      { key: 'x.serverError' },
    ],
    ['falls back for a CSRF rejection', new CsrfRejected(), ALL, { key: 'x.failed' }],
    ['falls back for a session failure', new SessionFailure(''), ALL, { key: 'x.failed' }],
    [
      'falls back for a request that could not be built',
      new InvalidRequest('bug'),
      ALL,
      { key: 'x.failed' },
    ],
    ['falls back for a plain error', new Error('boom'), ALL, { key: 'x.failed' }],
    ['falls back for a thrown string', 'boom', ALL, { key: 'x.failed' }],
    [
      'falls back for every failure without a key',
      new NetworkError('failed'),
      NONE,
      { key: 'z.failed' },
    ],
    ['falls back for a time-out without a key', new TimeoutError(1), NONE, { key: 'z.failed' }],
    [
      'falls back for an unusable answer without a key',
      new BadResponse('shape'),
      FEW,
      { key: 'y.failed' },
    ],
    ['falls back for an HTTP error without a key', new HttpError(500), FEW, { key: 'y.failed' }],
  ])('%s', (_, error, keys, expected) => {
    expect(messageOf(error, keys)).toEqual(expected);
  });
});
