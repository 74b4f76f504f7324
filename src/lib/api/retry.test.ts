import { describe, expect, it } from 'vitest';
import {
  ApiFailure,
  BadResponse,
  CsrfRejected,
  HttpError,
  NetworkError,
  TimeoutError,
} from './errors.ts';
import type { ApiError } from './errors.ts';
import { backoffDelay, parseRetryAfter, retryDelay } from './retry.ts';

const NOW = Date.parse('2030-01-01T00:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['3', 3000],
    [' 0 ', 0],
    ['120', 120_000],
    ['Tue, 01 Jan 2030 00:00:05 GMT', 5000],
    ['Mon, 31 Dec 2029 23:59:00 GMT', 0],
    ['-1', null],
    ['1.5', null],
    ['soon', null],
    ['', null],
    [null, null],
  ])('reads %j as %j ms', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });
});

describe('backoffDelay', () => {
  it.each([
    [0, 0, 0],
    [0, 0.5, 250],
    [0, 0.999, 499],
    [1, 0.5, 500],
    [2, 0.5, 1000],
    [10, 0.5, 4000],
    [1, 2, 1000],
    [1, -1, 0],
  ])('waits, on retry %j with random %j, %j ms', (retry, random, expected) => {
    expect(backoffDelay(retry, () => random)).toBe(expected);
  });
});

describe('retryDelay', () => {
  const half = () => 0.5;
  it.each<[string, ApiError, number | null]>([
    ['a reset connection', new NetworkError('failed'), 250],
    ['an offline browser', new NetworkError('offline'), null],
    ['an abort by the caller', new NetworkError('aborted'), null],
    ['a timeout', new TimeoutError(15_000), null],
    ['503', new HttpError(503), 250],
    ['502', new HttpError(502), 250],
    ['504', new HttpError(504), 250],
    ['500', new HttpError(500), 250],
    ['429 with Retry-After 3 s', new HttpError(429, 3000), 3000],
    ['503 with Retry-After 0', new HttpError(503, 0), 0],
    ['429 with Retry-After 2 minutes', new HttpError(429, 120_000), null],
    ['401', new HttpError(401), null],
    ['404', new HttpError(404), null],
    ['a CSRF rejection', new CsrfRejected(), null],
    ['a success-false answer', new ApiFailure('x', 'y', {}), null],
    ['a bad answer', new BadResponse('not-json'), null],
  ])('after %s waits %j ms', (_, error, expected) => {
    expect(retryDelay(error, 0, half)).toBe(expected);
  });
});
