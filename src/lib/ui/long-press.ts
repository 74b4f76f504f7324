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
  /** The finger is up after a press: the click it may send is dropped. */
  | { readonly phase: 'released' };

/** What the island reports. */
export type PressEvent =
  | {
      readonly type: 'down';
      readonly id: number;
      readonly x: number;
      readonly y: number;
      /** A finger (pointerType touch), the first one down. */
      readonly finger: boolean;
    }
  | { readonly type: 'move'; readonly id: number; readonly x: number; readonly y: number }
  | { readonly type: 'up' | 'cancel'; readonly id: number }
  /** `touchend`: cancelled after a press, the browser sends no mouse events nor click for it. */
  | { readonly type: 'timer' | 'contextmenu' | 'touchend' | 'click' };

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
      return event.id === state.id ? step({ phase: 'released' }) : step(state);
    case 'cancel':
      return event.id === state.id ? step(IDLE) : step(state);
    case 'click':
    case 'touchend':
      return step(state, { drop: true });
    default:
      return step(state);
  }
}

/** The next state of a press after `event`. */
export function pressStep(state: PressState, event: PressEvent): PressStep {
  if (event.type === 'down') {
    const timer = state.phase === 'holding' ? 'clear' : null;
    // A second finger (a pinch) is no press; a new first finger starts one.
    if (!event.finger || state.phase === 'holding' || state.phase === 'pressed') {
      return step(state.phase === 'pressed' ? state : IDLE, { timer });
    }
    return step({ phase: 'holding', id: event.id, x: event.x, y: event.y }, { timer: 'start' });
  }
  switch (state.phase) {
    case 'idle':
      return step(state);
    case 'holding':
      return holdingStep(state, event);
    case 'pressed':
      return pressedStep(state, event);
    case 'released':
      // The menu now lies under the finger: a click there would run an entry of it.
      if (event.type === 'touchend') return step(state, { drop: true });
      return event.type === 'click' ? step(IDLE, { drop: true }) : step(state);
  }
}
