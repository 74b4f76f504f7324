import { describe, expect, it, vi } from 'vitest';
import type { Message } from '../api/messages.ts';
import { UNKNOWN_ERROR_KEY, createFormSubmit } from './submit.ts';

class ApiFailure extends Error {}

describe('createFormSubmit', () => {
  it('runs the action once when it is called twice while busy', async () => {
    let finish = (): void => undefined;
    const action = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          finish = () => {
            resolve('ok');
          };
        }),
    );
    const form = createFormSubmit(action);
    const first = form.submit();
    const second = form.submit();
    expect(form.$busy.get()).toBe(true);
    await expect(second).resolves.toEqual({ status: 'ignored' });
    finish();
    await expect(first).resolves.toEqual({ status: 'done', value: 'ok' });
    expect(action).toHaveBeenCalledTimes(1);
    expect(form.$busy.get()).toBe(false);
  });

  it('passes its arguments to the action', async () => {
    const form = createFormSubmit((a: number, b: number) => Promise.resolve(a + b));
    await expect(form.submit(2, 3)).resolves.toEqual({ status: 'done', value: 5 });
  });

  it.each<[string, ((error: unknown) => Message | null) | undefined, unknown, Message | null]>([
    [
      'maps any failure to the generic key by default',
      undefined,
      new TypeError('x'),
      { key: UNKNOWN_ERROR_KEY },
    ],
    [
      'shows the server text through the mapping',
      (error) => (error instanceof ApiFailure ? { text: error.message } : null),
      new ApiFailure('<b>Locked</b>'),
      { text: '<b>Locked</b>' },
    ],
    ['shows nothing when the mapping says it was handled', () => null, new Error('x'), null],
  ])('%s', async (_name, mapError, thrown, expected) => {
    const fail = async (): Promise<never> => {
      await Promise.resolve();
      throw thrown;
    };
    const form = createFormSubmit(fail, mapError ? { mapError } : {});
    await expect(form.submit()).resolves.toEqual({ status: 'failed', error: expected });
    expect(form.$error.get()).toEqual(expected);
  });

  it('resets busy after a failure so the user can try again', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const form = createFormSubmit(action as () => Promise<string>);
    await form.submit();
    expect(form.$busy.get()).toBe(false);
    await expect(form.submit()).resolves.toEqual({ status: 'done', value: 'up' });
    expect(form.$error.get()).toBeNull();
  });

  it('clears the error when asked', async () => {
    const form = createFormSubmit(() => Promise.reject(new Error('x')));
    await form.submit();
    form.clearError();
    expect(form.$error.get()).toBeNull();
  });
});
