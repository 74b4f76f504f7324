import type { Page } from '@playwright/test';

// A fake desktop shell for the stories: an init script installs `window.chrome.webview` the way
// WebView2 does (postMessage + message listeners). What the page sends is recorded in
// `window.__shellSent`; `sendFromShell` plays a message from the shell to the page.

interface FakeShellWindow {
  __shellSent: unknown[];
  __shellDispatch: (data: unknown) => void;
}

/** Installs the fake shell in every page the test opens (call before the first goto). */
export async function installFakeShell(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as FakeShellWindow & { chrome?: Record<string, unknown> };
    const listeners = new Set<(event: { data: unknown }) => void>();
    w.__shellSent = [];
    w.__shellDispatch = (data) => {
      listeners.forEach((listener) => {
        listener({ data });
      });
    };
    const webview = {
      // WebView2 serialises what the page posts; a copy keeps the record from changing later.
      postMessage: (message: unknown) => w.__shellSent.push(JSON.parse(JSON.stringify(message))),
      addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
        if (type === 'message') listeners.add(listener);
      },
      removeEventListener: (_: string, listener: (event: { data: unknown }) => void) => {
        listeners.delete(listener);
      },
    };
    Object.defineProperty(window, 'chrome', {
      value: { ...(w.chrome ?? {}), webview },
      configurable: true,
    });
  });
}

/** What the page has sent to the shell so far. */
export function shellSent(
  page: Page,
): Promise<{ type: string; payload: Record<string, unknown> }[]> {
  return page.evaluate(
    () =>
      (window as unknown as FakeShellWindow).__shellSent as {
        type: string;
        payload: Record<string, unknown>;
      }[],
  );
}

/** The messages of one type the page has sent. */
export async function sentOfType(page: Page, type: string) {
  return (await shellSent(page)).filter((message) => message.type === type);
}

/** Plays a message (any data, junk included) from the shell to the page. */
export async function sendFromShell(page: Page, data: unknown): Promise<void> {
  await page.evaluate((payload) => {
    (window as unknown as FakeShellWindow).__shellDispatch(payload);
  }, data);
}
