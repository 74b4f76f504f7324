import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadGuard, retryableLazy } from './lazy.tsx';
import { onDemand } from './on-demand.tsx';

afterEach(cleanup);

function Hello({ name }: { readonly name: string }): ReactElement {
  return <p>Hello {name}</p>;
}

/** A loader that fails the first `failures` times, then resolves. */
function flakyLoader(failures: number) {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error('chunk failed')) : Promise.resolve(Hello);
  });
}

function guarded(Component: (props: { name: string }) => ReactElement, onFail: () => void) {
  return (
    <LoadGuard
      loading={<p role="status">Loading…</p>}
      failed={(retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
      onFail={onFail}
    >
      <Component name="Aiko" />
    </LoadGuard>
  );
}

describe('retryableLazy and LoadGuard', () => {
  it('shows the loading state, then the component', async () => {
    const hello = retryableLazy(flakyLoader(0));
    render(guarded(hello.Component, hello.reset));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('Hello Aiko')).toBeTruthy();
  });

  it('loads once however often it is preloaded and rendered', async () => {
    const load = flakyLoader(0);
    const hello = retryableLazy(load);
    hello.preload();
    hello.preload();
    render(guarded(hello.Component, hello.reset));
    await screen.findByText('Hello Aiko');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders code preloaded before its first render at once, without the loading state', async () => {
    const hello = retryableLazy(flakyLoader(0));
    hello.preload();
    await act(async () => {
      await Promise.resolve();
    });
    render(guarded(hello.Component, hello.reset));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Hello Aiko')).toBeTruthy();
  });

  it('keeps rendering through the lazy component once it did (no remount when the code arrives)', async () => {
    const hello = retryableLazy(flakyLoader(0));
    const { rerender } = render(guarded(hello.Component, hello.reset));
    const first = await screen.findByText('Hello Aiko');
    rerender(guarded(hello.Component, hello.reset));
    expect(screen.getByText('Hello Aiko')).toBe(first);
  });

  it('says so when the code cannot be loaded, and loads afresh on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = flakyLoader(1);
    const hello = retryableLazy(load);
    render(guarded(hello.Component, hello.reset));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Aiko')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('onDemand', () => {
  it('renders nothing and loads nothing until its store asks for it', async () => {
    const $queue = atom<string[]>([]);
    const load = flakyLoader(0);
    const { Host } = onDemand(load, { stores: [$queue], needed: () => $queue.get().length > 0 });
    const { container } = render(<Host name="Mina" />);
    expect(container.textContent).toBe('');
    expect(load).not.toHaveBeenCalled();
    act(() => {
      $queue.set(['first']);
    });
    expect(await screen.findByText('Hello Mina')).toBeTruthy();
  });

  it('renders nothing after a failed load and tries again at the next change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const $queue = atom<string[]>(['waiting before mount']);
    const load = flakyLoader(1);
    const { Host } = onDemand(load, { stores: [$queue], needed: () => $queue.get().length > 0 });
    const { container } = render(<Host name="Mina" />);
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.textContent).toBe('');
    act(() => {
      $queue.set(['waiting before mount', 'second']);
    });
    expect(await screen.findByText('Hello Mina')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
