import { describe, expect, it, vi } from 'vitest';
import {
  createUploadQueue,
  progressOf,
  summarize,
  type SendResult,
  type UploadFile,
} from './upload.ts';

const target = { node: '1{2001', dirSeq: null };
const file = (name: string, size = 10): UploadFile => ({ name, size });
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function manualSend() {
  const calls: string[] = [];
  const waiting = new Map<string, (result: SendResult) => void>();
  const send = vi.fn((f: UploadFile) => {
    calls.push(f.name);
    return new Promise<SendResult>((resolve) => waiting.set(f.name, resolve));
  });
  return {
    send,
    calls,
    finish: (name: string, result: SendResult = { ok: true }) => waiting.get(name)?.(result),
  };
}

describe('the upload queue', () => {
  it('sends two files at a time and gives each its own status', async () => {
    const io = manualSend();
    const queue = createUploadQueue({
      send: io.send,
      maxBytes: 100,
      tooLarge: (n) => `${n} too large`,
    });
    queue.add([file('a'), file('b'), file('c')], target);
    expect(io.calls).toEqual(['a', 'b']);
    expect(queue.$entries.get().map((e) => e.status)).toEqual(['uploading', 'uploading', 'queued']);
    io.finish('a');
    await flush();
    expect(io.calls).toEqual(['a', 'b', 'c']);
    io.finish('b', { ok: false, message: 'A file or folder with the same name already exists.' });
    io.finish('c');
    await flush();
    expect(queue.$entries.get().map((e) => [e.name, e.status, e.error])).toEqual([
      ['a', 'done', null],
      ['b', 'failed', 'A file or folder with the same name already exists.'],
      ['c', 'done', null],
    ]);
    expect(summarize(queue.$entries.get())).toEqual({
      total: 3,
      done: 2,
      failed: 1,
      active: false,
    });
  });

  it('refuses a file over the limit at once and still sends the others', () => {
    const io = manualSend();
    const queue = createUploadQueue({
      send: io.send,
      maxBytes: 100,
      tooLarge: (n) => `${n} is too large`,
    });
    queue.add([file('big.iso', 101), file('ok.txt')], target);
    expect(io.calls).toEqual(['ok.txt']);
    expect(queue.$entries.get()[0]).toMatchObject({
      status: 'failed',
      error: 'big.iso is too large',
    });
  });

  it('refuses a file whose name breaks the name rule at once, never retried, and sends the others', () => {
    const io = manualSend();
    const queue = createUploadQueue({
      send: io.send,
      maxBytes: 100,
      tooLarge: (n) => `${n} is too large`,
      badName: (n, reason) => `${n}: ${reason}`,
    });
    queue.add([file('nul.txt'), file('a\u202etxt.exe'), file('ok.txt'), file('end.')], target);
    expect(io.calls).toEqual(['ok.txt']);
    expect(queue.$entries.get().map((e) => [e.status, e.error])).toEqual([
      ['failed', 'nul.txt: reserved'],
      ['failed', 'a\u202etxt.exe: bidi_chars'],
      ['uploading', null],
      ['failed', 'end.: trailing_dot_space'],
    ]);
    queue.retry(queue.$entries.get()[0]?.id ?? -1);
    expect(io.calls).toEqual(['ok.txt']);
  });

  it('turns a thrown network error into that file’s error', async () => {
    const send = vi.fn(() => Promise.reject(new Error('Network error (failed)')));
    const queue = createUploadQueue({ send, maxBytes: 100, tooLarge: String });
    queue.add([file('a')], target);
    await flush();
    expect(queue.$entries.get()[0]).toMatchObject({
      status: 'failed',
      error: 'Network error (failed)',
    });
  });

  it('retries a failed file and refreshes the folder once its files are done', async () => {
    const io = manualSend();
    const onSettled = vi.fn();
    const queue = createUploadQueue({ send: io.send, maxBytes: 100, tooLarge: String, onSettled });
    queue.add([file('a'), file('b')], target);
    io.finish('a', { ok: false, message: 'HTTP 503' });
    await flush();
    expect(onSettled).not.toHaveBeenCalled();
    io.finish('b');
    await flush();
    expect(onSettled).toHaveBeenCalledTimes(1);
    const failed = queue.$entries.get().find((e) => e.status === 'failed');
    queue.retry(failed?.id ?? -1);
    expect(io.calls).toEqual(['a', 'b', 'a']);
    io.finish('a');
    await flush();
    expect(summarize(queue.$entries.get())).toMatchObject({ done: 2, failed: 0 });
    queue.clearFinished();
    expect(queue.$entries.get()).toEqual([]);
  });

  it('normalises names to NFC', () => {
    const io = manualSend();
    const queue = createUploadQueue({ send: io.send, maxBytes: 100, tooLarge: String });
    queue.add([file('か\u3099.txt')], target);
    expect(queue.$entries.get()[0]?.name).toBe('が.txt');
  });
});

describe('progress, pause and resume (requirements X33)', () => {
  it('shows bytes sent, pauses and resumes through the sender, and frees the slot while paused', async () => {
    const control = { pause: vi.fn(), resume: vi.fn() };
    const waiting = new Map<string, (result: SendResult) => void>();
    const queue = createUploadQueue<UploadFile>({
      send: (f, _target, job) => {
        if (f.name === 'big') {
          job.controls(control);
          job.progress(40);
        }
        return new Promise<SendResult>((resolve) => waiting.set(f.name, resolve));
      },
      maxBytes: 1000,
      tooLarge: (n) => n,
      concurrency: 1,
    });
    queue.add([file('big', 100), file('next', 5)], target);
    const big = () => queue.$entries.get()[0];
    expect(big()).toMatchObject({ status: 'uploading', sent: 40, pausable: true });
    expect(progressOf(big() ?? { sent: 0, file: file('x', 0) })).toEqual({
      sent: 40,
      total: 100,
      percent: 40,
    });
    queue.pause(1);
    expect(control.pause).toHaveBeenCalledTimes(1);
    expect(big()?.status).toBe('paused');
    // The paused file keeps its place but lets the next one go.
    expect(queue.$entries.get()[1]?.status).toBe('uploading');
    expect(summarize(queue.$entries.get()).active).toBe(true);
    queue.resume(1);
    expect(control.resume).toHaveBeenCalledTimes(1);
    expect(big()?.status).toBe('uploading');
    waiting.get('big')?.({ ok: true });
    await flush();
    expect(big()).toMatchObject({ status: 'done', sent: 100, pausable: false });
  });

  it('ignores pause for a file whose sender offers none', () => {
    const queue = createUploadQueue<UploadFile>({
      send: () => new Promise<SendResult>(() => undefined),
      maxBytes: 1000,
      tooLarge: (n) => n,
    });
    queue.add([file('a')], target);
    queue.pause(1);
    expect(queue.$entries.get()[0]?.status).toBe('uploading');
  });

  it.each([
    [0, 0, 0],
    [5, 10, 50],
    [10, 10, 100],
    [15, 10, 100],
    [3, 7, 42],
  ])('counts %i of %i bytes as %i %%', (sent, size, percent) => {
    expect(progressOf({ sent, file: file('f', size) }).percent).toBe(percent);
  });
});
