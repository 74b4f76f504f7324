import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_LIMITS } from '../api/contract/scanner.ts';
import { ScanError } from './problems.ts';
import { createScanStore } from './store.ts';
import { fakeService } from './test-support.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(0);
}

describe('the scan store', () => {
  it('runs the whole sequence and tells the app about the files', async () => {
    const { service, calls } = fakeService({
      status: vi
        .fn()
        .mockResolvedValueOnce({ status: 1, pages: 1 })
        .mockResolvedValue({ status: 0, pages: 2 }),
    });
    const arrived = vi.fn();
    const store = createScanStore({ service, onFilesArrived: arrived });
    await settle();
    expect(store.$state.get().tag).toBe('choosing');
    store.send({ type: 'connect' });
    await settle();
    store.send({ type: 'start' });
    await settle();
    expect(store.$state.get().tag).toBe('scanning');
    await vi.advanceTimersByTimeAsync(SCAN_LIMITS.monitorIntervalMs * 2);
    await settle();
    expect(calls).toEqual([
      'probe',
      'connect a',
      'start c1',
      'status',
      'status',
      'files',
      'disconnect c1',
    ]);
    expect(store.$state.get()).toMatchObject({ tag: 'finished', outcome: 'completed' });
    expect(arrived).toHaveBeenCalledWith([expect.objectContaining({ name: 'Scan.pdf' })]);
  });

  it('reads the status every second, cancels after 600 busy tries, still fetches the files and disconnects last', async () => {
    const { service, calls } = fakeService({
      status: () => Promise.resolve({ status: 1, pages: 2 }),
    });
    const store = createScanStore({ service });
    await settle();
    store.send({ type: 'connect' });
    await settle();
    store.send({ type: 'start' });
    await settle();
    await vi.advanceTimersByTimeAsync(
      SCAN_LIMITS.monitorIntervalMs * (SCAN_LIMITS.monitorTries - 1),
    );
    expect(calls.filter((c) => c === 'status')).toHaveLength(SCAN_LIMITS.monitorTries - 1);
    expect(store.$state.get().tag).toBe('scanning');
    await vi.advanceTimersByTimeAsync(SCAN_LIMITS.monitorIntervalMs);
    await settle();
    expect(calls.filter((c) => c === 'status')).toHaveLength(SCAN_LIMITS.monitorTries);
    expect(calls.slice(-3)).toEqual(['cancel', 'files', 'disconnect c1']);
    expect(store.$state.get()).toMatchObject({ tag: 'finished', outcome: 'timeout' });
  });

  it('disconnects even when cancel and files fail', async () => {
    const fail = () => Promise.reject(new ScanError({ code: 'API_404' }));
    const { service, calls } = fakeService({ status: fail, cancel: fail, files: fail });
    const store = createScanStore({ service });
    await settle();
    store.send({ type: 'connect' });
    await settle();
    store.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(SCAN_LIMITS.monitorIntervalMs);
    await settle();
    expect(calls.slice(-3)).toEqual(['cancel', 'files', 'disconnect c1']);
    expect(store.$state.get()).toMatchObject({ tag: 'failed', problem: { code: 'API_404' } });
  });

  it('stops monitoring when the user cancels', async () => {
    const { service, calls } = fakeService({
      status: () => Promise.resolve({ status: 1, pages: 0 }),
    });
    const store = createScanStore({ service });
    await settle();
    store.send({ type: 'connect' });
    await settle();
    store.send({ type: 'start' });
    await settle();
    store.send({ type: 'cancel' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.filter((c) => c === 'status')).toHaveLength(0);
    expect(store.$state.get()).toMatchObject({ tag: 'finished', outcome: 'cancelled' });
  });

  it('shows API_404 when the service cannot be reached, and looks again on retry', async () => {
    const probe = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue([]);
    const { service } = fakeService({ probe });
    const store = createScanStore({ service });
    await settle();
    expect(store.$state.get()).toMatchObject({ tag: 'failed', problem: { code: 'API_404' } });
    store.send({ type: 'again' });
    await settle();
    expect(store.$state.get()).toMatchObject({ tag: 'choosing', ctx: { scanners: [] } });
  });

  it('releases the scanner when the dialog closes while connected', async () => {
    const { service, calls } = fakeService();
    const store = createScanStore({ service });
    await settle();
    store.send({ type: 'connect' });
    await settle();
    store.send({ type: 'close' });
    await settle();
    expect(calls.at(-1)).toBe('disconnect c1');
    expect(store.$state.get().tag).toBe('closed');
  });
});
