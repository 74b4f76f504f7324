import { describe, expect, it, vi } from 'vitest';
import { createShellBridge, type BridgeHost, type WebviewTransport } from './bridge.ts';
import type { ShellMessage } from './messages.ts';

function fakeShell() {
  const sent: unknown[] = [];
  const listeners = new Set<(event: { data: unknown }) => void>();
  const webview: WebviewTransport = {
    postMessage: (message) => sent.push(message),
    addEventListener: (_, listener) => listeners.add(listener),
    removeEventListener: (_, listener) => listeners.delete(listener),
  };
  const host: BridgeHost = { chrome: { webview } };
  return {
    host,
    sent,
    post: (data: unknown) => {
      listeners.forEach((l) => {
        l({ data });
      });
    },
    listeners,
  };
}

describe('the shell bridge', () => {
  it.each([
    ['no window', undefined],
    ['a plain browser', {}],
    ['chrome without webview', { chrome: {} }],
    ['a webview lookalike without methods', { chrome: { webview: { postMessage: 'x' } } }],
  ])('is a no-op in %s', (_, host) => {
    const bridge = createShellBridge(host);
    expect(bridge.isShell()).toBe(false);
    expect(bridge.send({ type: 'GdprAgree', payload: {} })).toBe(false);
    expect(() => {
      bridge.subscribe(() => undefined)();
    }).not.toThrow();
  });

  it('sends messages through the native object inside the shell', () => {
    const shell = fakeShell();
    const bridge = createShellBridge(shell.host);
    expect(bridge.isShell()).toBe(true);
    expect(bridge.send({ type: 'GdprAgree', payload: {} })).toBe(true);
    expect(shell.sent).toEqual([{ type: 'GdprAgree', payload: {} }]);
  });

  it('passes on valid incoming messages only, until unsubscribed', () => {
    const shell = fakeShell();
    const received: ShellMessage[] = [];
    const warned: string[] = [];
    const stop = createShellBridge(shell.host, (reason) => warned.push(reason)).subscribe((m) =>
      received.push(m),
    );
    shell.post({ type: 'RefreshItem', payload: { node: '1001' } });
    shell.post({ type: 'GdprAgree', payload: {} }); // outgoing only
    shell.post('null');
    shell.post({ type: 'RefreshItem', payload: { node: '1', __proto__: { polluted: true } } });
    stop();
    shell.post({ type: 'RefreshItem', payload: { node: '1002' } });
    expect(received).toEqual([{ type: 'RefreshItem', payload: { node: '1001' } }]);
    expect(shell.listeners.size).toBe(0);
    expect(warned).toHaveLength(3);
  });

  it('logs, and does not throw, when the app fails to handle a message', () => {
    const shell = fakeShell();
    const warned: string[] = [];
    createShellBridge(shell.host, (reason) => warned.push(reason)).subscribe(() => {
      throw new Error('boom');
    });
    expect(() => {
      shell.post({ type: 'RefreshItem', payload: { node: '1001' } });
    }).not.toThrow();
    expect(warned).toEqual(['the app failed to handle it']);
  });

  it('ignores window messages from any origin: it never listens to them', () => {
    const addEventListener = vi.fn();
    createShellBridge({ addEventListener } as unknown as BridgeHost).subscribe(() => undefined);
    expect(addEventListener).not.toHaveBeenCalled();
  });
});
