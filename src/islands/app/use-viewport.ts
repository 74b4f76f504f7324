// The scroll position and height of a scroll box, updated once per frame while scrolling.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The box's scrollTop, clientHeight and clientWidth. */
export interface BoxSize {
  readonly scrollTop: number;
  readonly height: number;
  readonly width: number;
}

/** Follows a scroll box; one state update per animation frame at most. */
export function useViewport(ref: RefObject<HTMLElement | null>): BoxSize {
  const [size, setSize] = useState<BoxSize>({ scrollTop: 0, height: 600, width: 800 });
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return;
    setSize({ scrollTop: box.scrollTop, height: box.clientHeight, width: box.clientWidth });
  }, [ref]);
  useEffect(() => {
    const box = ref.current;
    if (box === null) return;
    let frame = 0;
    const read = (): void => {
      frame = 0;
      setSize((old) => {
        const next = { scrollTop: box.scrollTop, height: box.clientHeight, width: box.clientWidth };
        return old.scrollTop === next.scrollTop &&
          old.height === next.height &&
          old.width === next.width
          ? old
          : next;
      });
    };
    const schedule = (): void => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    box.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
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
