// The browser side of the viewer and downloads: history for the `preview` parameter and the
// hidden anchor that starts a download. Called from islands; nothing here runs at import time.
import { previewFromUrl } from '../ui/preview-url.ts';
import type { PreviewStore } from './preview.ts';

const MARK = 'cloudboxPreview';

function historyState(): Record<string, unknown> {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** The history effects of the viewer store. */
export const browserHistory = {
  currentUrl(): string {
    return `${location.pathname}${location.search}${location.hash}`;
  },
  showUrl(url: string, mode: 'push' | 'replace'): void {
    const state = { ...historyState(), [MARK]: true };
    if (mode === 'push') history.pushState(state, '', url);
    else history.replaceState(state, '', url);
  },
  /** Goes back over the entry the viewer pushed, so Back after closing does not reopen it. */
  leaveUrl(url: string): void {
    if (historyState()[MARK] === true) history.back();
    else history.replaceState(historyState(), '', url);
  },
};

/** Opens the viewer for the page's own `preview` parameter and follows Back and Forward. */
export function followPreviewUrl(store: PreviewStore): () => void {
  const sync = (): void => {
    const seq = previewFromUrl(location.href);
    if (seq === null) store.close({ urlAlreadyLeft: true });
    else store.openFromUrl(seq);
  };
  sync();
  window.addEventListener('popstate', sync);
  return () => {
    window.removeEventListener('popstate', sync);
  };
}

/** Starts the browser's download of a URL with a hidden anchor (the page stays). */
export function assignDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
