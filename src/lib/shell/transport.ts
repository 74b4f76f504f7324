// Whether the page runs in the desktop shell, without the bridge's message schemas: the native
// `window.chrome.webview` transport (only the host can provide it), or the console demo shell
// (`?shell=demo`, see page.ts). A page that only needs to know (the GDPR page's mode) imports
// this and loads the bridge when it talks to the shell (issue 17: no request for it otherwise).

/** The native transport WebView2 injects. */
export interface WebviewTransport {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** Where the bridge finds the transport (the window in the browser, a fake in tests). */
export interface BridgeHost {
  readonly chrome?: { readonly webview?: unknown } | undefined;
}

function isTransport(value: unknown): value is WebviewTransport {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t['postMessage'] === 'function' &&
    typeof t['addEventListener'] === 'function' &&
    typeof t['removeEventListener'] === 'function'
  );
}

/** The host's transport, if it is a real one. */
export function transportOf(host: BridgeHost | undefined): WebviewTransport | null {
  const candidate = host?.chrome?.webview;
  return isTransport(candidate) ? candidate : null;
}

/** The window, in the browser. */
export function defaultHost(): BridgeHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as BridgeHost);
}

/** The query flag that turns on the console demo shell. */
export const DEMO_FLAG = { name: 'shell', value: 'demo' } as const;

/** Whether the address asks for the demo shell. */
export function wantsDemo(search: string): boolean {
  return new URLSearchParams(search).get(DEMO_FLAG.name) === DEMO_FLAG.value;
}

/** Whether the page's bridge (page.ts `pageBridge`) will be a shell: the real one or the demo. */
export function inShell(host: BridgeHost | undefined = defaultHost()): boolean {
  if (transportOf(host) !== null) return true;
  return typeof window !== 'undefined' && wantsDemo(window.location.search);
}
