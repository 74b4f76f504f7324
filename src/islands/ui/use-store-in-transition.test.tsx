import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoreInTransition } from './use-store-in-transition.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const $step = atom('loading');
function Probe(): ReactElement {
  return <p>{useStoreInTransition($step)}</p>;
}

describe('useStoreInTransition', () => {
  afterEach(() => {
    document.body.replaceChildren();
    $step.set('loading');
  });

  it('renders the value, then every change, and stops listening when unmounted', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(<Probe />);
      await Promise.resolve();
    });
    expect(container.textContent).toBe('loading');
    await act(async () => {
      $step.set('form');
      await Promise.resolve();
    });
    expect(container.textContent).toBe('form');
    await act(async () => {
      root.unmount();
      await Promise.resolve();
    });
    expect($step.lc).toBe(0);
  });
});
