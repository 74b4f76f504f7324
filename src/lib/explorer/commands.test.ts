import { describe, expect, it } from 'vitest';
import {
  ApiFailure,
  HttpError,
  NetworkError,
  SessionFailure,
  TimeoutError,
} from '../api/errors.ts';
import { dialogError, failureText } from './commands.ts';

const t = (key: string): string => key;

describe('the text of a failed call', () => {
  it.each<[string, unknown, string]>([
    [
      'a refusal with text: as sent',
      new ApiFailure('denied', 'No permission.', {}),
      'No permission.',
    ],
    ['a refusal without text', new ApiFailure('denied', '', {}), 'files.error.generic'],
    ['a network error', new NetworkError('failed'), 'files.upload.network'],
    ['a timeout', new TimeoutError(30_000), 'files.upload.network'],
    ['anything else', new Error('boom'), 'files.error.generic'],
  ])('for %s', (_, error, text) => {
    expect(failureText(error, t)).toBe(text);
  });

  it('shows nothing in a dialog after a session end, and the text otherwise', () => {
    expect(dialogError(new SessionFailure('Session expired.'))).toBeNull();
    expect(dialogError(new HttpError(500))).toEqual({ key: 'files.error.generic' });
  });
});
