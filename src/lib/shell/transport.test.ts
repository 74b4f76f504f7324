import { afterEach, describe, expect, it, vi } from 'vitest';
import { inShell, transportOf, wantsDemo, type BridgeHost } from './transport.ts';

const webview = {
  postMessage: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
};

describe('transportOf and inShell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each<[string, BridgeHost | undefined, boolean]>([
    ['no host (the server)', undefined, false],
    ['a browser without WebView2', {}, false],
    ['a chrome object without webview', { chrome: {} }, false],
    [
      'a webview missing a method',
      { chrome: { webview: { postMessage: () => undefined } } },
      false,
    ],
    ['the WebView2 transport', { chrome: { webview } }, true],
  ])('%s', (_name, host, shell) => {
    expect(transportOf(host) !== null).toBe(shell);
    expect(inShell(host)).toBe(shell);
  });

  it('takes the demo shell of the address for a shell', () => {
    vi.stubGlobal('window', { location: { search: '?shell=demo' } });
    expect(inShell({})).toBe(true);
    vi.stubGlobal('window', { location: { search: '?shell=other' } });
    expect(inShell({})).toBe(false);
  });
});

describe('wantsDemo', () => {
  it.each([
    ['', false],
    ['?shell=demo', true],
    ['?a=1&shell=demo', true],
    ['?shell=Demo', false],
  ])('%s → %s', (search, expected) => {
    expect(wantsDemo(search)).toBe(expected);
  });
});
