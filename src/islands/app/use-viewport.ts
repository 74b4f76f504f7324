// The scroll position and height of a scroll box, updated once per frame while scrolling.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { scrollDirection, type ScrollDirection } from '../../lib/explorer/virtual.ts';

/** The box's scrollTop, clientHeight and clientWidth, and which way it last scrolled. */
export interface BoxSize {
  readonly scrollTop: number;
  readonly height: number;
  readonly width: number;
  readonly direction: ScrollDirection;
}

/**
 * Follows a scroll box; one state update per animation frame at most. A new `top` puts the box
 * back at its top (the same list in a new order): the render that brings it already shows the
 * top, so nothing is drawn or loaded for the place it was at.
 */
export function useViewport(ref: RefObject<HTMLElement | null>, top: unknown = null): BoxSize {
  const [size, setSize] = useState<BoxSize>({
    scrollTop: 0,
    height: 600,
    width: 800,
    direction: 0,
  });
  const [shownTop, setShownTop] = useState(top);
  if (shownTop !== top) {
    setShownTop(top);
    setSize((old) => (old.scrollTop === 0 ? old : { ...old, scrollTop: 0, direction: 0 }));
  }
  // Not on the first render: reading or writing the box's scroll there forces its layout (above).
  const placedTop = useRef(shownTop);
  useLayoutEffect(() => {
    if (placedTop.current === shownTop) return;
    placedTop.current = shownTop;
    if (ref.current !== null) ref.current.scrollTop = 0;
  }, [ref, shownTop]);
  // Set up before the first paint, but nothing is measured here: a read of the box's size in the
  // render's task would force the layout of the whole new view there (50 ms of the shell's first
  // render at 4x CPU, traced), while the frame lays it out anyway, with the first rows if they
  // came in between. The observer's first call comes in that frame, after its layout and before
  // its paint, and renders the rows that fit at once (flushSync): they are painted in that frame.
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return;
    let frame = 0;
    let measured = false;
    const read = (): void => {
      frame = 0;
      // Read once per frame, in the frame's callback: no layout is forced between DOM writes.
      const scrollTop = box.scrollTop;
      const height = box.clientHeight;
      const width = box.clientWidth;
      setSize((old) =>
        old.scrollTop === scrollTop && old.height === height && old.width === width
          ? old
          : {
              scrollTop,
              height,
              width,
              direction: scrollDirection(old.scrollTop, scrollTop, old.direction),
            },
      );
    };
    const schedule = (): void => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    box.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(() => {
      if (measured) {
        schedule();
        return;
      }
      measured = true;
      flushSync(read);
    });
    observer.observe(box);
    return () => {
      box.removeEventListener('scroll', schedule);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref]);
  return size;
}

/** Sets an element's height in pixels through the CSSOM (never a style attribute in HTML). */
export function usePixelHeight(
  ref: RefObject<HTMLElement | null>,
  px: number,
  side: 'height' | 'paddingTop' | 'paddingBottom' = 'height',
): void {
  useLayoutEffect(() => {
    const node = ref.current;
    if (node !== null) node.style[side] = `${px}px`;
  }, [ref, px, side]);
}
