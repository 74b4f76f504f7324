// The document viewer as a pure state machine (requirements V3, V4): the viewer opens first with a
// loader, documents wait for the viewer cache, then the converted URL is filled in.
import type { Message } from '../api/messages.ts';
import { waitsForViewerCache } from '../files/preview.ts';
import type { PreviewDecision, PreviewKind } from '../files/preview.ts';
import { splitExtension } from '../files/names.ts';

/** The facts of a file the viewer reads (the app maps its list items to this). */
export interface ViewerFile {
  /** A safe integer (security K3). */
  readonly fileSeq: number;
  readonly name: string;
  readonly size: number;
  /** The preview lock: is_permission 2 with permission_flag_preview N. */
  readonly locked: boolean;
  /** Sent with /doc/convert for files in areas that need it (connect box). */
  readonly dirSeq?: number | undefined;
}

/** The error screens the viewer itself shows (refusals of authority and lock are toasts). */
export type ViewerScreen = 'unsupported' | 'too_large' | 'media_too_large' | 'not_found';

/** How a converted file is shown. */
export type Display = 'image' | 'frame' | 'text' | 'audio' | 'video';

/** Where the viewer is. */
export type PreviewState =
  | { readonly tag: 'closed' }
  | { readonly tag: 'finding'; readonly fileSeq: number }
  | {
      readonly tag: 'loading';
      readonly file: ViewerFile;
      readonly kind: PreviewKind;
      readonly step: 'cache' | 'convert';
    }
  | {
      readonly tag: 'ready';
      readonly file: ViewerFile;
      readonly display: Display;
      readonly url: string;
      readonly text?: string | undefined;
    }
  | {
      readonly tag: 'unavailable';
      readonly fileSeq: number;
      readonly file: ViewerFile | null;
      readonly screen: ViewerScreen;
    }
  | { readonly tag: 'failed'; readonly file: ViewerFile; readonly message: Message };

/** What happens to the viewer; results name their file so late answers for another are dropped. */
export type PreviewEvent =
  | { readonly type: 'find'; readonly fileSeq: number }
  | { readonly type: 'found'; readonly file: ViewerFile; readonly decision: PreviewDecision }
  | { readonly type: 'missing'; readonly fileSeq: number }
  | { readonly type: 'cache_empty'; readonly fileSeq: number }
  | {
      readonly type: 'converted';
      readonly fileSeq: number;
      readonly url: string;
      readonly text?: string | undefined;
    }
  | { readonly type: 'failed'; readonly fileSeq: number; readonly message: Message }
  | { readonly type: 'close' };

/** The viewer is closed. */
export const CLOSED: PreviewState = { tag: 'closed' };

const AUDIO = new Set(['mp3', 'm4a', 'wav', 'ogg']);

/** How a file of a kind is shown once converted. */
export function displayOf(kind: PreviewKind, name: string): Display {
  if (kind === 'image') return 'image';
  if (kind === 'text') return 'text';
  if (kind === 'media') return AUDIO.has(splitExtension(name).contentExtension) ? 'audio' : 'video';
  return 'frame';
}

/** The file sequence the viewer is busy with, or null when closed. */
export function currentSeq(state: PreviewState): number | null {
  switch (state.tag) {
    case 'closed':
      return null;
    case 'finding':
    case 'unavailable':
      return state.fileSeq;
    default:
      return state.file.fileSeq;
  }
}

function opened(file: ViewerFile, decision: PreviewDecision): PreviewState {
  if (decision.ok) {
    const step = waitsForViewerCache(decision.kind) ? 'cache' : 'convert';
    return { tag: 'loading', file, kind: decision.kind, step };
  }
  switch (decision.reason) {
    case 'unsupported':
    case 'too_large':
    case 'media_too_large':
      return { tag: 'unavailable', fileSeq: file.fileSeq, file, screen: decision.reason };
    default:
      return CLOSED; // no authority, locked: refused before the viewer opens (a toast)
  }
}

/** The next state; results for another file than the current one change nothing. */
export function next(state: PreviewState, event: PreviewEvent): PreviewState {
  if (event.type === 'close') return CLOSED;
  if (event.type === 'find') return { tag: 'finding', fileSeq: event.fileSeq };
  if (event.type === 'found') return opened(event.file, event.decision);
  if (event.fileSeq !== currentSeq(state)) return state;
  switch (event.type) {
    case 'missing':
      return state.tag === 'finding'
        ? { tag: 'unavailable', fileSeq: event.fileSeq, file: null, screen: 'not_found' }
        : state;
    case 'cache_empty':
      return state.tag === 'loading' ? { ...state, step: 'convert' } : state;
    case 'converted':
      if (state.tag !== 'loading') return state;
      return {
        tag: 'ready',
        file: state.file,
        display: displayOf(state.kind, state.file.name),
        url: event.url,
        text: event.text,
      };
    case 'failed':
      return state.tag === 'loading'
        ? { tag: 'failed', file: state.file, message: event.message }
        : state;
  }
}
