import { describe, expect, it } from 'vitest';
import {
  ApiFailure,
  HttpError,
  NetworkError,
  SessionFailure,
  TimeoutError,
} from '../api/errors.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_RESULTS } from '../api/contract/files.ts';
import { dialogError, FILE_CODE_KEYS, failureText } from './commands.ts';

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

describe('file refusals in the page language (requirements L26)', () => {
  const keysOf = (locale: string): Set<string> => {
    const dir = join(import.meta.dirname, '../../../locales', locale);
    const keys = new Set<string>();
    for (const file of readdirSync(dir)) {
      const content = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
      for (const key of Object.keys(content)) keys.add(key);
    }
    return keys;
  };

  it.each(Object.entries(FILE_CODE_KEYS))('%s → %s, a key in en, ja and ko', (code, key) => {
    expect(Object.keys(FILE_RESULTS)).toContain(code);
    for (const locale of ['en', 'ja', 'ko']) expect(keysOf(locale).has(key)).toBe(true);
  });

  it.each([
    ['duplicate_name', 'files.copyMove.code.duplicate_name'],
    ['file_locked', 'files.copyMove.code.file_locked'],
    ['workflow_required', 'The server text.'],
  ])('a %s refusal shows %s', (code, shown) => {
    expect(failureText(new ApiFailure(code, 'The server text.', {}), t)).toBe(shown);
  });
});
