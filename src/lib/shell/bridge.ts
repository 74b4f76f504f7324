import { defaultHost, transportOf, type BridgeHost } from './transport.ts';
import { parseShellMessage } from './parse.ts';
import type { ShellMessage } from './messages.ts';

// The desktop-shell bridge (requirements H1–H3). Inside the shell (a WebView2 host) the page talks
// through the native `window.chrome.webview` object, which only the host can provide: messages
// never go through window.postMessage, so no origin can pose as the shell. Outside it, sending is a
// no-op.

export type { BridgeHost, WebviewTransport } from './transport.ts';

/** The bridge of one page. */
export interface ShellBridge {
  /** Whether the page runs inside the desktop shell. */
  isShell(): boolean;
  /** Sends a message to the shell; false (and nothing sent) outside it. */
  send(message: ShellMessage): boolean;
  /** Listens to valid incoming messages; invalid ones are dropped. Returns the unsubscribe. */
  subscribe(listener: (message: ShellMessage) => void): () => void;
}

/** Tells about an incoming message the bridge dropped (console.warn by default). */
export type DropWarning = (reason: string, data: unknown) => void;

const warnOnConsole: DropWarning = (reason, data) => {
  console.warn(`Desktop shell bridge: ignored a message (${reason})`, data);
};

/** Creates the bridge over a host (the window by default). */
export function createShellBridge(
  host: BridgeHost | undefined = defaultHost(),
  warn: DropWarning = warnOnConsole,
): ShellBridge {
  return {
    isShell: () => transportOf(host) !== null,
    send(message) {
      const transport = transportOf(host);
      if (transport === null) return false;
      transport.postMessage(message);
      return true;
    },
    subscribe(listener) {
      const transport = transportOf(host);
      if (transport === null) return () => undefined;
      const onMessage = (event: { data: unknown }) => {
        let data: unknown;
        try {
          data = (event as { data?: unknown } | null)?.data;
        } catch {
          data = undefined;
        }
        const message = parseShellMessage(data, 'in');
        if (message === null) {
          warn(
            'unknown, malformed or outgoing-only',
            typeof data === 'string' ? data.slice(0, 200) : data,
          );
          return;
        }
        try {
          listener(message);
        } catch (error) {
          warn('the app failed to handle it', error);
        }
      };
      transport.addEventListener('message', onMessage);
      return () => {
        transport.removeEventListener('message', onMessage);
      };
    },
  };
}

/** Whether the current page runs inside the desktop shell. */
export function isShell(): boolean {
  return createShellBridge().isShell();
}
