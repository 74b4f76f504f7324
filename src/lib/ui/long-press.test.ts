import { describe, expect, it } from 'vitest';
import {
  IDLE,
  LONG_PRESS_SLOP_PX,
  pressStep,
  type PressEvent,
  type PressState,
} from './long-press.ts';

const down = (
  x = 100,
  y = 200,
  id = 1,
  finger = true,
  { primary = true, onEntry = true } = {},
): PressEvent => ({ type: 'down', id, x, y, finger, primary, onEntry });
const holding: PressState = { phase: 'holding', id: 1, x: 100, y: 200 };
const ours: PressState = { phase: 'pressed', id: 1, ours: true };
const native: PressState = { phase: 'pressed', id: 1, ours: false };
const released: PressState = { phase: 'released', ours: true };
const releasedNative: PressState = { phase: 'released', ours: false };

describe('a long press (pressStep)', () => {
  it.each<[string, PressState, PressEvent, Partial<ReturnType<typeof pressStep>>]>([
    ['a finger down starts the timer', IDLE, down(), { state: holding, timer: 'start' }],
    ['a mouse or pen down is no press', IDLE, down(100, 200, 1, false), { state: IDLE }],
    [
      'a second finger (a pinch) ends the press',
      holding,
      down(300, 200, 2, true, { primary: false }),
      { state: IDLE, timer: 'clear' },
    ],
    [
      'a second finger while the menu is open changes nothing',
      ours,
      down(300, 200, 2, true, { primary: false }),
      { state: ours },
    ],
    [
      'a finger off the entries (a header, empty space, a rename field) is no press',
      IDLE,
      down(100, 200, 1, true, { onEntry: false }),
      { state: IDLE, timer: null },
    ],
    [
      'a first finger while the menu is open (its release unseen) starts afresh',
      ours,
      down(5, 6, 7),
      { state: { phase: 'holding', id: 7, x: 5, y: 6 }, timer: 'start' },
    ],
    ['a mouse while the menu is open ends the press', ours, down(1, 1, 3, false), { state: IDLE }],
    [
      'the finger resting within the slop keeps pressing',
      holding,
      { type: 'move', id: 1, x: 100 + LONG_PRESS_SLOP_PX, y: 200 },
      { state: holding, timer: null },
    ],
    [
      'the finger moving past the slop (a scroll, a drag) ends it',
      holding,
      { type: 'move', id: 1, x: 108, y: 208 },
      { state: IDLE, timer: 'clear' },
    ],
    [
      'another pointer moving does not',
      holding,
      { type: 'move', id: 2, x: 300, y: 300 },
      { state: holding },
    ],
    ['lifted early: a tap', holding, { type: 'up', id: 1 }, { state: IDLE, timer: 'clear' }],
    [
      'taken by the browser (a scroll): no press',
      holding,
      { type: 'cancel', id: 1 },
      { state: IDLE, timer: 'clear' },
    ],
    [
      'the timer opens the menu where the finger is',
      holding,
      { type: 'timer' },
      { state: ours, open: { x: 100, y: 200 }, drop: false },
    ],
    [
      "the browser's own long press first: its menu, our timer stopped",
      holding,
      { type: 'contextmenu' },
      { state: native, timer: 'clear', drop: false, open: null },
    ],
    ["after our menu, the browser's is dropped", ours, { type: 'contextmenu' }, { drop: true }],
    [
      "after the browser's menu, its event is not",
      native,
      { type: 'contextmenu' },
      { drop: false },
    ],
    [
      'lifted after the menu: the timer bounds what follows',
      ours,
      { type: 'up', id: 1 },
      { state: released, drop: false, timer: 'start' },
    ],
    ['lifted after the native menu', native, { type: 'up', id: 1 }, { state: releasedNative }],
    ['released, the timer ends it', released, { type: 'timer' }, { state: IDLE }],
    [
      'released, a late browser menu is dropped after ours',
      released,
      { type: 'contextmenu' },
      { drop: true },
    ],
    [
      "released, not after the browser's own",
      releasedNative,
      { type: 'contextmenu' },
      { drop: false },
    ],
    [
      'a drag lifted while holding is cancelled',
      holding,
      { type: 'dragstart' },
      { state: holding, drop: true },
    ],
    ['a drag lifted with the menu open is cancelled', ours, { type: 'dragstart' }, { drop: true }],
    ['a drag without a press is kept', IDLE, { type: 'dragstart' }, { drop: false }],
    [
      "the release's touchend is cancelled (no mouse events, no click): the press ends",
      released,
      { type: 'touchend' },
      { state: IDLE, drop: true, timer: 'clear' },
    ],
    ['a touchend without a press is kept', IDLE, { type: 'touchend' }, { drop: false }],
    ['a tap keeps its touchend', holding, { type: 'touchend' }, { state: holding, drop: false }],
    [
      'the click of that release is dropped',
      released,
      { type: 'click' },
      { state: IDLE, drop: true, timer: 'clear' },
    ],
    ['a click while still pressed is dropped', ours, { type: 'click' }, { drop: true }],
    ['a cancel after the menu ends it', ours, { type: 'cancel', id: 1 }, { state: IDLE }],
    [
      'no click came (iOS): the next finger starts afresh',
      released,
      down(10, 20),
      { state: { phase: 'holding', id: 1, x: 10, y: 20 }, timer: 'start' },
    ],
    ['no click came: a mouse down forgets it', released, down(1, 1, 3, false), { state: IDLE }],
    ['a click without a press is kept', IDLE, { type: 'click' }, { state: IDLE, drop: false }],
    ['a right-click without a press is kept', IDLE, { type: 'contextmenu' }, { drop: false }],
    ['a late timer does nothing', IDLE, { type: 'timer' }, { state: IDLE, open: null }],
  ])('%s', (_, state, event, expected) => {
    expect(pressStep(state, event)).toMatchObject(expected);
  });
});
