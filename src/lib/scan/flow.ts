// The scan flow as a pure state machine (requirements S1): list scanners → connect → read settings
// → set the destination and start → monitor every second, at most 600 tries → files → disconnect.
// On the try limit it cancels, still fetches the files and disconnects; once connected, every path
// ends with the disconnect.
import { SCAN_LIMITS, type ScanSettings } from '../api/contract/scanner.ts';
import type {
  Ending,
  ScanContext,
  ScanEffect,
  ScanEvent,
  ScanLink,
  ScanState,
} from './flow-types.ts';
import { fitToOptions, settingsProblems } from './settings.ts';

/** The first state: looking for scanners with the given draft. */
export function initialState(draft: ScanSettings): ScanState {
  return { tag: 'probing', ctx: { draft, edited: false, scanners: [], scannerId: null } };
}

/** The effect of a state; null where the flow waits for the user or has ended. */
export function effectOf(state: ScanState): ScanEffect | null {
  const effects: Partial<Record<ScanState['tag'], ScanEffect>> = {
    probing: 'probe',
    connecting: 'connect',
    starting: 'start',
    scanning: 'monitor',
    cancelling: 'cancel',
    collecting: 'collect',
    disconnecting: 'disconnect',
  };
  return effects[state.tag] ?? null;
}

/**
 * Which run of an effect a state stands for: the store runs the effect when this changes (a new
 * step, or the next status read of a scan), never twice for one step.
 */
export function effectKey(state: ScanState): string | null {
  const effect = effectOf(state);
  if (effect === null) return null;
  return state.tag === 'scanning' ? `${effect}:${state.tries}:${state.scanId}` : effect;
}

function disconnect(ctx: ScanContext, link: ScanLink, ending: Ending): ScanState {
  return { tag: 'disconnecting', ctx, link, ending, files: [] };
}

/** The state after the disconnect, from how the connection was ended. */
function afterDisconnect(state: Extract<ScanState, { tag: 'disconnecting' }>): ScanState {
  const { ctx, ending, files } = state;
  switch (ending.kind) {
    case 'completed':
    case 'timeout':
    case 'cancelled':
      return { tag: 'finished', ctx, outcome: ending.kind, files };
    case 'failed':
      return { tag: 'failed', ctx, problem: ending.problem, files };
    case 'rechoose':
      return { tag: 'choosing', ctx, problem: null };
    case 'closed':
      return { tag: 'closed', ctx, files };
  }
}

/** The scanner to preselect: the chosen one if still listed, else the first ready one. */
function preselect(ctx: ScanContext, scanners: ScanContext['scanners']): string | null {
  if (scanners.some((s) => s.scanner_id === ctx.scannerId)) return ctx.scannerId;
  return (scanners.find((s) => s.status === 'ready') ?? scanners[0])?.scanner_id ?? null;
}

function onScanning(state: Extract<ScanState, { tag: 'scanning' }>, event: ScanEvent): ScanState {
  const { ctx, link, scanId } = state;
  const tail = (ending: Ending): ScanState => ({ tag: 'cancelling', ctx, link, scanId, ending });
  switch (event.type) {
    case 'status': {
      if (event.status === 0) {
        return { tag: 'collecting', ctx, link, scanId, ending: { kind: 'completed' } };
      }
      const tries = state.tries + 1;
      if (tries >= SCAN_LIMITS.monitorTries) return tail({ kind: 'timeout' });
      return { ...state, tries, pages: event.pages };
    }
    case 'monitorFailed':
      return tail({ kind: 'failed', problem: event.problem });
    case 'cancel':
      return tail({ kind: 'cancelled' });
    case 'close':
      return tail({ kind: 'closed' });
    default:
      return state;
  }
}

/** Events that only the waiting states take: choosing, editing, retrying, closing. */
function onWaiting(state: ScanState, event: ScanEvent): ScanState {
  const { ctx } = state;
  switch (event.type) {
    case 'select':
      return state.tag === 'choosing'
        ? { ...state, ctx: { ...ctx, scannerId: event.scannerId } }
        : state;
    case 'connect':
      return state.tag === 'choosing' && ctx.scannerId !== null
        ? { tag: 'connecting', ctx, closing: false }
        : state;
    case 'edit':
      return { ...state, ctx: { ...ctx, draft: event.draft, edited: true } };
    case 'start':
      if (state.tag !== 'ready' || settingsProblems(ctx.draft, state.link.options).length > 0) {
        return state;
      }
      return { tag: 'starting', ctx, link: state.link, closing: false };
    case 'rechoose':
      return state.tag === 'ready' ? disconnect(ctx, state.link, { kind: 'rechoose' }) : state;
    case 'again':
      return state.tag === 'finished' || state.tag === 'failed' || state.tag === 'choosing'
        ? { tag: 'probing', ctx }
        : state;
    case 'close':
      return state.tag === 'ready'
        ? disconnect(ctx, state.link, { kind: 'closed' })
        : { tag: 'closed', ctx, files: 'files' in state ? state.files : [] };
    default:
      return state;
  }
}

/** The next state; an event that does not fit the state changes nothing. */
export function next(state: ScanState, event: ScanEvent): ScanState {
  const { ctx } = state;
  switch (state.tag) {
    case 'closed':
      return state;
    case 'probing':
      if (event.type === 'found') {
        const scanners = event.scanners;
        return {
          tag: 'choosing',
          ctx: { ...ctx, scanners, scannerId: preselect(ctx, scanners) },
          problem: null,
        };
      }
      if (event.type === 'probeFailed')
        return { tag: 'failed', ctx, problem: event.problem, files: [] };
      return event.type === 'close' ? { tag: 'closed', ctx, files: [] } : state;
    case 'connecting':
      if (event.type === 'close') return { ...state, closing: true };
      if (event.type === 'connectFailed') {
        return state.closing
          ? { tag: 'closed', ctx, files: [] }
          : { tag: 'choosing', ctx, problem: event.problem };
      }
      if (event.type !== 'connected') return state;
      {
        const link = { connectionId: event.connectionId, options: event.options };
        const draft = ctx.edited ? fitToOptions(ctx.draft, event.options) : event.settings;
        const connected = { ...ctx, draft };
        return state.closing
          ? disconnect(connected, link, { kind: 'closed' })
          : { tag: 'ready', ctx: connected, link };
      }
    case 'starting':
      if (event.type === 'close') return { ...state, closing: true };
      if (event.type === 'startFailed') {
        return disconnect(
          ctx,
          state.link,
          state.closing ? { kind: 'closed' } : { kind: 'failed', problem: event.problem },
        );
      }
      if (event.type !== 'started') return state;
      return state.closing
        ? {
            tag: 'cancelling',
            ctx,
            link: state.link,
            scanId: event.scanId,
            ending: { kind: 'closed' },
          }
        : { tag: 'scanning', ctx, link: state.link, scanId: event.scanId, tries: 0, pages: 0 };
    case 'scanning':
      return onScanning(state, event);
    case 'cancelling':
    case 'collecting':
    case 'disconnecting':
      return onTail(state, event);
    default:
      return onWaiting(state, event);
  }
}

type TailState = Extract<ScanState, { tag: 'cancelling' | 'collecting' | 'disconnecting' }>;

/** The cancel → files → disconnect tail: each step goes on whatever its call answered. */
function onTail(state: TailState, event: ScanEvent): ScanState {
  if (event.type === 'close') {
    return { ...state, ending: { kind: 'closed' } };
  }
  if (state.tag === 'cancelling' && event.type === 'cancelDone') {
    return { ...state, tag: 'collecting' };
  }
  if (state.tag === 'collecting' && event.type === 'filesDone') {
    return {
      tag: 'disconnecting',
      ctx: state.ctx,
      link: state.link,
      ending: state.ending,
      files: event.files,
    };
  }
  if (state.tag === 'disconnecting' && event.type === 'disconnected') return afterDisconnect(state);
  return state;
}
