// A long press with a finger opens an entry's menu (requirements X6): iOS Safari sends no
// `contextmenu` for it, so the press is timed here; where the browser does send one (Android,
// Chromium), whichever comes first opens the menu and the other is dropped. The click a finger's
// release can send after it is dropped too, so the press does not also select or open the entry.
// A pure state machine: the island feeds it pointer events and runs its timer.

/** How long a finger rests before its press opens the menu (iOS's own long press: 0.5 s). */
export const LONG_PRESS_MS = 500;
/** How far a finger may wander (CSS px) and still be pressing, not scrolling or dragging. */
export const LONG_PRESS_SLOP_PX = 10;

/** Where a press is. */
export type PressState =
  | { readonly phase: 'idle' }
  /** A finger is down and the timer runs. */
  | { readonly phase: 'holding'; readonly id: number; readonly x: number; readonly y: number }
  /** The menu is open: by our timer (`ours`) or by the browser's own `contextmenu`. */
  | { readonly phase: 'pressed'; readonly id: number; readonly ours: boolean }
  /**
   * The finger is up after a press: its touchend is cancelled, and a click or a late
   * `contextmenu` (after our menu) still sent is dropped, until the timer ends it.
   */
  | { readonly phase: 'released'; readonly ours: boolean };

/** What the island reports. */
export type PressEvent =
  | {
      readonly type: 'down';
      readonly id: number;
      readonly x: number;
      readonly y: number;
      /** A finger (pointerType touch): the first one down (`primary`) or another one. */
      readonly finger: boolean;
      readonly primary: boolean;
      /** On an entry, not in a field of it (inline rename): only there does a press open a menu. */
      readonly onEntry: boolean;
    }
  | { readonly type: 'move'; readonly id: number; readonly x: number; readonly y: number }
  | { readonly type: 'up' | 'cancel'; readonly id: number }
  /**
   * `touchend`: cancelled after a press, the browser sends no mouse events nor click for it.
   * `dragstart`: a draggable entry lifted by the long press (iOS, Chromium): cancelled while a
   * press holds or its menu is open, so the finger's pointer is not taken from the press.
   */
  | { readonly type: 'timer' | 'contextmenu' | 'touchend' | 'click' | 'dragstart' };

/** What a step asks for: the timer started or stopped, the menu opened, the event dropped. */
export interface PressStep {
  readonly state: PressState;
  readonly timer: 'start' | 'clear' | null;
  readonly open: { readonly x: number; readonly y: number } | null;
  readonly drop: boolean;
}

/** No press. */
export const IDLE: PressState = { phase: 'idle' };

const step = (state: PressState, more: Partial<Omit<PressStep, 'state'>> = {}): PressStep => ({
  state,
  timer: null,
  open: null,
  drop: false,
  ...more,
});

/** A held finger's press after an event other than a finger down. */
function holdingStep(
  state: Extract<PressState, { phase: 'holding' }>,
  event: Exclude<PressEvent, { type: 'down' }>,
): PressStep {
  switch (event.type) {
    case 'move': {
      const far = Math.hypot(event.x - state.x, event.y - state.y) > LONG_PRESS_SLOP_PX;
      return event.id === state.id && far ? step(IDLE, { timer: 'clear' }) : step(state);
    }
    case 'up':
    case 'cancel':
      return event.id === state.id ? step(IDLE, { timer: 'clear' }) : step(state);
    case 'timer':
      return step(
        { phase: 'pressed', id: state.id, ours: true },
        { open: { x: state.x, y: state.y } },
      );
    case 'contextmenu':
      // The browser's own long press came first: its menu opens, our timer stops.
      return step({ phase: 'pressed', id: state.id, ours: false }, { timer: 'clear' });
    case 'dragstart':
      return step(state, { drop: true });
    case 'click':
    case 'touchend':
      return step(state);
  }
}

/** A press whose menu is open, after an event other than a finger down. */
function pressedStep(
  state: Extract<PressState, { phase: 'pressed' }>,
  event: Exclude<PressEvent, { type: 'down' }>,
): PressStep {
  switch (event.type) {
    case 'contextmenu':
      // After our menu opened, the browser's own one would open it a second time.
      return step(state, { drop: state.ours });
    case 'up':
      return event.id === state.id
        ? step({ phase: 'released', ours: state.ours }, { timer: 'start' })
        : step(state);
    case 'cancel':
      return event.id === state.id ? step(IDLE) : step(state);
    case 'click':
    case 'touchend':
    case 'dragstart':
      return step(state, { drop: true });
    default:
      return step(state);
  }
}

/** The next state of a press after `event`. */
export function pressStep(state: PressState, event: PressEvent): PressStep {
  if (event.type === 'down') {
    const timer = state.phase === 'holding' || state.phase === 'released' ? 'clear' : null;
    // The first finger on an entry starts a press, whatever came before (a release the grid did
    // not see included); another finger (a pinch) ends a held one; a mouse or a pen, or a finger
    // elsewhere, is no press.
    if (event.finger && event.primary && event.onEntry) {
      return step({ phase: 'holding', id: event.id, x: event.x, y: event.y }, { timer: 'start' });
    }
    if (event.finger && !event.primary && state.phase === 'pressed') return step(state);
    return step(IDLE, { timer });
  }
  switch (state.phase) {
    case 'idle':
      return step(state);
    case 'holding':
      return holdingStep(state, event);
    case 'pressed':
      return pressedStep(state, event);
    case 'released':
      switch (event.type) {
        // The menu now lies under the finger: a click there would run an entry of it. A cancelled
        // touchend sends no click, so the press ends.
        case 'touchend':
        case 'click':
          return step(IDLE, { drop: true, timer: 'clear' });
        case 'contextmenu':
          return step(state, { drop: state.ours });
        case 'timer':
          return step(IDLE);
        default:
          return step(state);
      }
  }
}
