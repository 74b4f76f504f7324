import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useClientValue, useHydrated } from './use-client-value.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let reads = 0;
function Probe(): ReactElement {
  const where = useClientValue(() => {
    reads += 1;
    return 'browser';
  }, 'server');
  const hydrated = useHydrated();
  return (
    <p>
      {where} {hydrated ? 'hydrated' : 'static'}
    </p>
  );
}

describe('useClientValue', () => {
  afterEach(() => {
    document.body.replaceChildren();
    reads = 0;
  });

  it('renders the server value on the server, without reading the browser', () => {
    expect(renderToString(<Probe />)).toBe('<p>server<!-- --> <!-- -->static</p>');
    expect(reads).toBe(0);
  });

  it('hydrates without a mismatch, then shows the browser value, read once', async () => {
    // The server's markup, parsed as the browser parses the page.
    const parsed = new DOMParser().parseFromString(
      `<div>${renderToString(<Probe />)}</div>`,
      'text/html',
    );
    const container = document.importNode(parsed.body.firstElementChild as HTMLElement, true);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, {
        onRecoverableError: (error) => {
          errors.push(error);
        },
      });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('browser hydrated');
    expect(reads).toBe(1);
  });
});
