import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $progress, PROGRESS_HIDE_DELAY, startProgress } from './progress.ts';
import { $toasts, dismissToast } from './toasts.ts';

describe('the progress toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    startProgress('reset').fail();
    for (const item of $toasts.get()) dismissToast(item.id);
    vi.useRealTimers();
  });

  it('shows a spinner while working, a check mark when done, and hides 2 seconds later', () => {
    const handle = startProgress('Compressing…');
    expect($progress.get()).toMatchObject({ label: 'Compressing…', status: 'working' });
    handle.done('Zip file created.');
    expect($progress.get()).toMatchObject({ label: 'Zip file created.', status: 'done' });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY - 1);
    expect($progress.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($progress.get()).toBeNull();
    expect(PROGRESS_HIDE_DELAY).toBe(2000);
  });

  it.each([
    ['keeps the working text when done gives none', undefined, 'Step 2'],
    ['takes the completion text when done gives one', 'Finished', 'Finished'],
  ])('%s', (_name, finalLabel, expected) => {
    const handle = startProgress('Step 1');
    handle.update('Step 2');
    handle.done(finalLabel);
    expect($progress.get()?.label).toBe(expected);
  });

  it.each([
    ['hides at once and shows the message as an error toast', 'Network error', ['Network error']],
    ['hides at once without a toast when given no message', undefined, []],
  ])('on failure %s', (_name, message, toasts) => {
    startProgress('Uploading').fail(message);
    expect($progress.get()).toBeNull();
    expect($toasts.get().map((item) => [item.message, item.tone])).toEqual(
      toasts.map((text) => [text, 'error']),
    );
  });

  it('lets a newer operation replace an older one, whose later calls do nothing', () => {
    const older = startProgress('Older');
    const newer = startProgress('Newer');
    older.done();
    older.fail('stale');
    expect($progress.get()).toMatchObject({ label: 'Newer', status: 'working' });
    expect($toasts.get()).toHaveLength(0);
    newer.done();
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY);
    expect($progress.get()).toBeNull();
  });

  it('is not hidden by an older completion timer once a new operation starts', () => {
    startProgress('First').done();
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY - 500);
    startProgress('Second');
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY);
    expect($progress.get()?.label).toBe('Second');
  });
});
