// The document viewer's store: runs the machine of preview-flow.ts, its cache polling and
// conversion (aborted when the viewer closes), the `preview` URL parameter and arrow navigation.
import { atom, type ReadableAtom } from 'nanostores';
import { previewDecision, previewKindOf, type PreviewAuthority } from '../files/preview.ts';
import { parsePreviewParam } from '../nav/preview-param.ts';
import { withPreview, withoutPreview } from '../ui/preview-url.ts';
import { waitForEmptyCache } from './cache-poll.ts';
import type { Sleep } from '../downloads/pacing.ts';
import { isAbort, viewerMessage } from './preview-errors.ts';
import { CLOSED, currentSeq, next } from './preview-flow.ts';
import type { PreviewEvent, PreviewState, ViewerFile } from './preview-flow.ts';

/** The viewer's calls, bound to the contract by the app wiring (fakes in tests). */
export interface PreviewApi {
  /** GET {viewer}/v1/onlyoffice/upload-cache: true when its data is empty. */
  cacheEmpty(file: ViewerFile, signal: AbortSignal): Promise<boolean>;
  /** POST /doc/convert → preview_url. */
  convertDocument(file: ViewerFile, signal: AbortSignal): Promise<string>;
  /** POST /media/convert → preview_url. */
  convertMedia(file: ViewerFile, signal: AbortSignal): Promise<string>;
  /** The text of a converted plain-text file, shown in a <pre>. */
  readText(url: string, signal: AbortSignal): Promise<string>;
}

/** Everything the viewer store needs from the outside world. */
export interface PreviewEnv {
  readonly api: PreviewApi;
  readonly sleep: Sleep;
  readonly authority: () => PreviewAuthority;
  /** The files of the current list, in display order (arrows, deep links). */
  readonly files: () => readonly ViewerFile[];
  /** Looks up a deep-linked file that is not in the current list (optional). */
  readonly findFile?:
    ((fileSeq: number, signal: AbortSignal) => Promise<ViewerFile | null>) | undefined;
  /** The current path and query. */
  readonly currentUrl: () => string;
  /** Shows a URL: `push` when the viewer opens, `replace` when it moves to another file. */
  readonly showUrl: (url: string, mode: 'push' | 'replace') => void;
  /** Puts back the URL without `preview` when the viewer closes. */
  readonly leaveUrl: (url: string) => void;
  /** Tells the user a preview was refused before the viewer opened (a toast). */
  readonly refuse: (reason: 'no_authority' | 'locked') => void;
  /** Opens and closes the overlay modal. */
  readonly showModal: (fileSeq: number) => void;
  readonly hideModal: () => void;
}

/** The viewer store. */
export interface PreviewStore {
  readonly $state: ReadableAtom<PreviewState>;
  /** Opens a file from the list; false when it was refused (no authority, locked). */
  open(file: ViewerFile): boolean;
  /** Opens the viewer for a `preview` value from the URL (digits only, else ignored). */
  openFromUrl(value: unknown): void;
  /** Moves to the previous (-1) or next (+1) previewable file of the list. */
  step(delta: -1 | 1): void;
  /** Tries a failed preview again. */
  retry(): void;
  /** Looks a deep-linked file up again (the app's list arrived or changed). */
  refresh(): void;
  /** Closes the viewer; `urlAlreadyLeft` when the browser's Back already removed the parameter. */
  close(options?: { readonly urlAlreadyLeft?: boolean }): void;
}

/** How long a deep link waits for the app's first list before it says File not found. */
export const LIST_WAIT_MS = 10_000;
/** How often it looks at the list meanwhile. */
export const LIST_POLL_MS = 250;
/** A non-empty list unchanged this long has arrived: a file still missing is not there. */
export const LIST_SETTLE_MS = 1000;

// What tells one list from another cheaply: its length and its first and last files.
function listSignature(files: readonly ViewerFile[]): string {
  return files.length === 0 ? '' : `${files.length}:${files[0]?.fileSeq}:${files.at(-1)?.fileSeq}`;
}

/** Whether a file is worth stepping to with the arrows: a listed type and not locked. */
export function isPreviewable(file: ViewerFile): boolean {
  return !file.locked && previewKindOf(file.name) !== null;
}

/** Creates the viewer store. */
export function createPreview(env: PreviewEnv): PreviewStore {
  const $state = atom<PreviewState>(CLOSED);
  let controller = new AbortController();
  const send = (event: PreviewEvent): void => {
    $state.set(next($state.get(), event));
  };

  function restart(): AbortSignal {
    controller.abort();
    controller = new AbortController();
    return controller.signal;
  }

  async function load(file: ViewerFile, signal: AbortSignal): Promise<void> {
    const state = $state.get();
    if (state.tag !== 'loading') return;
    const { fileSeq } = file;
    try {
      if (state.step === 'cache') {
        await waitForEmptyCache((s) => env.api.cacheEmpty(file, s ?? signal), {
          sleep: env.sleep,
          signal,
        });
        send({ type: 'cache_empty', fileSeq });
      }
      const url =
        state.kind === 'media'
          ? await env.api.convertMedia(file, signal)
          : await env.api.convertDocument(file, signal);
      const text = state.kind === 'text' ? await env.api.readText(url, signal) : undefined;
      if (!signal.aborted) send({ type: 'converted', fileSeq, url, text });
    } catch (error) {
      if (!isAbort(error, signal)) send({ type: 'failed', fileSeq, message: viewerMessage(error) });
    }
  }

  function show(file: ViewerFile, mode: 'push' | 'replace' | 'none'): boolean {
    const decision = previewDecision(file, env.authority());
    if (!decision.ok && (decision.reason === 'no_authority' || decision.reason === 'locked')) {
      env.refuse(decision.reason);
      return false;
    }
    const wasClosed = $state.get().tag === 'closed';
    const signal = restart();
    send({ type: 'found', file, decision });
    if (mode !== 'none') env.showUrl(withPreview(env.currentUrl(), file.fileSeq), mode);
    if (wasClosed) env.showModal(file.fileSeq);
    void load(file, signal);
    return true;
  }

  async function lookUp(fileSeq: number, signal: AbortSignal): Promise<void> {
    const inList = (): ViewerFile | null => env.files().find((f) => f.fileSeq === fileSeq) ?? null;
    let file = inList();
    try {
      if (file === null && env.findFile !== undefined) file = await env.findFile(fileSeq, signal);
      // The app's list may still be arriving: look again until it has settled (or a deadline).
      let seen = listSignature(env.files());
      let settled = 0;
      for (let waited = 0; file === null && waited < LIST_WAIT_MS; waited += LIST_POLL_MS) {
        await env.sleep(LIST_POLL_MS, signal);
        file = inList();
        const now = listSignature(env.files());
        settled = now === seen && now !== '' ? settled + LIST_POLL_MS : 0;
        seen = now;
        if (settled >= LIST_SETTLE_MS) break;
      }
    } catch {
      if (signal.aborted) return;
      file = null;
    }
    if (signal.aborted || currentSeq($state.get()) !== fileSeq) return;
    if (file === null) {
      send({ type: 'missing', fileSeq });
      return;
    }
    if (!show(file, 'none')) close({ urlAlreadyLeft: false });
  }

  function close(options: { readonly urlAlreadyLeft?: boolean } = {}): void {
    if ($state.get().tag === 'closed') return;
    controller.abort();
    send({ type: 'close' });
    if (options.urlAlreadyLeft !== true) env.leaveUrl(withoutPreview(env.currentUrl()));
    env.hideModal();
  }

  return {
    $state,
    open: (file) => show(file, $state.get().tag === 'closed' ? 'push' : 'replace'),
    openFromUrl(value) {
      const fileSeq = parsePreviewParam(value);
      if (fileSeq === null || currentSeq($state.get()) === fileSeq) return;
      const wasClosed = $state.get().tag === 'closed';
      const signal = restart();
      send({ type: 'find', fileSeq });
      if (wasClosed) env.showModal(fileSeq);
      void lookUp(fileSeq, signal);
    },
    step(delta) {
      const seq = currentSeq($state.get());
      if (seq === null) return;
      const files = env.files().filter((f) => isPreviewable(f) || f.fileSeq === seq);
      const index = files.findIndex((f) => f.fileSeq === seq);
      const target = index < 0 ? undefined : files[index + delta];
      if (target !== undefined && target.fileSeq !== seq) show(target, 'replace');
    },
    refresh() {
      const state = $state.get();
      const waiting =
        state.tag === 'finding' || (state.tag === 'unavailable' && state.screen === 'not_found');
      if (!waiting) return;
      const signal = restart();
      send({ type: 'find', fileSeq: state.fileSeq });
      void lookUp(state.fileSeq, signal);
    },
    retry() {
      const state = $state.get();
      if (state.tag === 'failed') show(state.file, 'none');
    },
    close,
  };
}
