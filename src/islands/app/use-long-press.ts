// A finger's long press on an entry of the file list opens its menu (requirements X6), also where
// the browser sends no `contextmenu` for it (iOS Safari): feeds src/lib/ui/long-press.ts and runs
// its timer. The press starts on the grid; the finger's moves and release are followed on the
// document, where they still arrive when the menu or a new thumbnail has come under the finger.
import {
  useEffect,
  useMemo,
  useRef,
  type DragEvent,
  type MouseEvent,
  type PointerEvent,
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
  readonly onContextMenuCapture: (event: MouseEvent) => void;
  readonly onClickCapture: (event: MouseEvent) => void;
  readonly onDragStartCapture: (event: DragEvent) => void;
}

/** Where a press may start: on an entry, not in a field of it (the inline rename's). */
function onEntry(target: Element | null): boolean {
  return (
    target?.closest('[data-index]') != null &&
    target.closest('input, textarea, [contenteditable]') === null
  );
}

/** Calls `onPress` with the element pressed and where, once a finger has rested long enough. */
export function useLongPress(
  onPress: (target: Element, at: { readonly x: number; readonly y: number }) => void,
): LongPressHandlers {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  });
  const state = useRef<PressState>(IDLE);
  const target = useRef<Element | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const run = useMemo(() => {
    const feed = (
      event: PressEvent,
      dom?: { preventDefault(): void; stopPropagation(): void },
    ): void => {
      const next = pressStep(state.current, event);
      state.current = next.state;
      if (next.timer !== null && timer.current !== null) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      if (next.timer === 'start') {
        timer.current = setTimeout(() => {
          timer.current = null;
          feed({ type: 'timer' });
        }, LONG_PRESS_MS);
      }
      if (next.open !== null && target.current !== null) latest.current(target.current, next.open);
      if (next.drop && dom !== undefined) {
        dom.preventDefault();
        dom.stopPropagation();
      }
    };
    return feed;
  }, []);

  useEffect(() => {
    const pointer = (type: 'move' | 'up' | 'cancel') => (event: globalThis.PointerEvent) => {
      if (state.current.phase === 'idle') return;
      run(
        type === 'move'
          ? { type, id: event.pointerId, x: event.clientX, y: event.clientY }
          : { type, id: event.pointerId },
      );
    };
    const moved = pointer('move');
    const up = pointer('up');
    const cancelled = pointer('cancel');
    const touchEnd = (event: TouchEvent): void => {
      if (state.current.phase !== 'idle') run({ type: 'touchend' }, event);
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('pointermove', moved, options);
    document.addEventListener('pointerup', up, options);
    document.addEventListener('pointercancel', cancelled, options);
    // Not passive: a press's touchend is cancelled.
    document.addEventListener('touchend', touchEnd, { capture: true, passive: false });
    return () => {
      document.removeEventListener('pointermove', moved, options);
      document.removeEventListener('pointerup', up, options);
      document.removeEventListener('pointercancel', cancelled, options);
      document.removeEventListener('touchend', touchEnd, { capture: true });
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [run]);

  return useMemo(
    () => ({
      onPointerDown: (event) => {
        const element = event.target instanceof Element ? event.target : null;
        target.current = element;
        run({
          type: 'down',
          id: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          finger: event.pointerType === 'touch',
          primary: event.isPrimary,
          onEntry: onEntry(element),
        });
      },
      onContextMenuCapture: (event) => {
        run({ type: 'contextmenu' }, event);
      },
      onClickCapture: (event) => {
        run({ type: 'click' }, event);
      },
      onDragStartCapture: (event) => {
        run({ type: 'dragstart' }, event);
      },
    }),
    [run],
  );
}
