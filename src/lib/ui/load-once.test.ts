import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads nothing until first asked', () => {
    const load = vi.fn(() => Promise.resolve(1));
    loadOnce(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('shares one load between every caller', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const get = loadOnce(load);
    await expect(Promise.all([get(), get(), get()])).resolves.toEqual(['code', 'code', 'code']);
    await get();
    expect(load).toHaveBeenCalledOnce();
  });

  it('passes a failure on with its own error and loads afresh on the next call', async () => {
    const failure = new TypeError('Failed to fetch module');
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue('code');
    const get = loadOnce(load);
    await expect(get()).rejects.toBe(failure);
    await expect(get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
