// A finger's long press on an entry of the file list opens its menu (requirements X6), also where
// the browser sends no `contextmenu` for it (iOS Safari): the grid's pointer handlers, feeding
// src/lib/ui/long-press.ts and running its timer.
import {
  useEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
} from 'react';
import {
  IDLE,
  LONG_PRESS_MS,
  pressStep,
  type PressEvent,
  type PressState,
} from '../../lib/ui/long-press.ts';

/** The grid's handlers. */
export interface LongPressHandlers {
  readonly onPointerDown: (event: PointerEvent) => void;
  readonly onPointerMove: (event: PointerEvent) => void;
  readonly onPointerUp: (event: PointerEvent) => void;
  readonly onPointerCancel: (event: PointerEvent) => void;
  readonly onContextMenuCapture: (event: MouseEvent) => void;
  readonly onTouchEnd: (event: TouchEvent) => void;
  readonly onClickCapture: (event: MouseEvent) => void;
}

/** Calls `onPress` with the element pressed and where, once a finger has rested long enough. */
export function useLongPress(
  onPress: (target: Element, at: { readonly x: number; readonly y: number }) => void,
): LongPressHandlers {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useMemo(() => {
    let state: PressState = IDLE;
    let target: Element | null = null;
    const run = (event: PressEvent, dom?: { preventDefault(): void; stopPropagation(): void }) => {
      const next = pressStep(state, event);
      state = next.state;
      if (next.timer !== null && timer.current !== null) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      if (next.timer === 'start') {
        timer.current = setTimeout(() => {
          timer.current = null;
          run({ type: 'timer' });
        }, LONG_PRESS_MS);
      }
      if (next.open !== null && target !== null) latest.current(target, next.open);
      if (next.drop && dom !== undefined) {
        dom.preventDefault();
        dom.stopPropagation();
      }
    };
    const moved = (type: 'move' | 'up' | 'cancel') => (event: PointerEvent) => {
      run(
        type === 'move'
          ? { type, id: event.pointerId, x: event.clientX, y: event.clientY }
          : { type, id: event.pointerId },
      );
    };
    return {
      onPointerDown: (event) => {
        target = event.target instanceof Element ? event.target : null;
        run({
          type: 'down',
          id: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          finger: event.pointerType === 'touch' && event.isPrimary,
        });
      },
      onPointerMove: moved('move'),
      onPointerUp: moved('up'),
      onPointerCancel: moved('cancel'),
      onContextMenuCapture: (event) => {
        run({ type: 'contextmenu' }, event);
      },
      // The touch's own target, in the grid, even where the menu now covers it; not passive.
      onTouchEnd: (event) => {
        run({ type: 'touchend' }, event);
      },
      onClickCapture: (event) => {
        run({ type: 'click' }, event);
      },
    };
  }, []);
}
