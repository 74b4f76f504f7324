import {
  createShellBridge,
  type BridgeHost,
  type ShellBridge,
  type WebviewTransport,
} from './bridge.ts';
import { wantsDemo } from './transport.ts';
import { CLOSE, GDPR_AGREE, downloadMessage, setSizeMessage } from './wiring.ts';

export { DEMO_FLAG, wantsDemo } from './transport.ts';

// The bridge of the current page, made once on first use (never at import time): the real shell
// when WebView2 is there, a console "demo shell" with `?shell=demo` in a plain browser, otherwise
// the no-op bridge. Also the hand-offs other modules call (downloads, GDPR in app mode).

/** A console shell for demos: logs what the page sends and plays what `receive` is given. */
export function demoHost(
  log: (line: string, data: unknown) => void,
): BridgeHost & { receive(data: unknown): void } {
  const listeners = new Set<(event: { data: unknown }) => void>();
  const webview: WebviewTransport = {
    postMessage: (message) => {
      log('page → shell', message);
    },
    addEventListener: (_, listener) => listeners.add(listener),
    removeEventListener: (_, listener) => listeners.delete(listener),
  };
  return {
    chrome: { webview },
    receive(data: unknown): void {
      log('shell → page', data);
      listeners.forEach((listener) => {
        listener({ data });
      });
    },
  };
}

let current: ShellBridge | null = null;

/** The page's bridge (created on first call). */
export function pageBridge(): ShellBridge {
  if (current !== null) return current;
  const real = createShellBridge();
  if (real.isShell() || typeof window === 'undefined' || !wantsDemo(window.location.search)) {
    current = real;
    return current;
  }
  const host = demoHost((line, data) => {
    console.info(`[shell demo] ${line}`, data);
  });
  // The console entry point of the demo: __shellDemo.receive({ type: 'RefreshItem', payload: … }).
  Object.defineProperty(window, '__shellDemo', {
    value: {
      receive: (data: unknown) => {
        host.receive(data);
      },
    },
    configurable: true,
  });
  console.info('[shell demo] on: messages the page sends are logged here');
  current = createShellBridge(host);
  return current;
}

/** Hands a download to the shell; false (do it in the browser) outside the shell. */
export function handOffDownload(url: string, fileName: string, bridge = pageBridge()): boolean {
  if (!bridge.isShell()) return false;
  const message = downloadMessage(
    url,
    fileName,
    typeof location === 'undefined' ? url : location.href,
  );
  return message !== null && bridge.send(message);
}

/** The login flow's link to the shell (GdprAgree in app mode). */
export function shellLoginLink(bridge = pageBridge()) {
  return {
    isAppMode: () => bridge.isShell(),
    sendGdprAgreement: () => {
      bridge.send(GDPR_AGREE);
    },
  };
}

/** Agrees in app mode: GdprAgree, then Close; false outside the shell. */
export function agreeInShell(bridge = pageBridge()): boolean {
  if (!bridge.send(GDPR_AGREE)) return false;
  bridge.send(CLOSE);
  return true;
}

/** The window size an app-mode page (login/gdpr) asks the shell for, in CSS pixels. */
export const APP_MODE_SIZE = { width: 560, height: 720 } as const;

/** Asks the shell to size the window of an app-mode page; false outside the shell. */
export function sizeAppModePage(bridge = pageBridge()): boolean {
  return bridge.send(setSizeMessage(APP_MODE_SIZE.width, APP_MODE_SIZE.height));
}

/**
 * Tells the shell a share link of a file was created or changed (requirements X26); the address
 * travels only when it is https. False outside the shell.
 */
export function linkChangedInShell(fileSeq: number, url: string, bridge = pageBridge()): boolean {
  return bridge.send({
    type: 'OnLinkCreatedOrChanged',
    payload: { fileSeq: String(fileSeq), ...(url.startsWith('https://') ? { url } : {}) },
  });
}
