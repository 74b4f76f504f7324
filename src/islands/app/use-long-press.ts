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

/**
 * The entry a press may start on (its `data-index` element); null off the entries and in a field
 * of one (the inline rename's).
 */
function entryOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || target.closest('input, textarea, [contenteditable]') !== null)
    return null;
  return target.closest<HTMLElement>('[data-index]');
}

/** Calls `onPress` with the entry pressed and where, once a finger has rested long enough. */
export function useLongPress(
  onPress: (entry: HTMLElement, at: { readonly x: number; readonly y: number }) => void,
): LongPressHandlers {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  });
  const state = useRef<PressState>(IDLE);
  const entry = useRef<HTMLElement | null>(null);
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
      if (next.open !== null && entry.current !== null) latest.current(entry.current, next.open);
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
        entry.current = entryOf(event.target);
        run({
          type: 'down',
          id: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          finger: event.pointerType === 'touch',
          primary: event.isPrimary,
          onEntry: entry.current !== null,
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
