// Whether a text fits in an element's content box in the element's own font.
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether `text` fits on one line in the element's content box (a field's placeholder); true
 * until the element's size is known. Read in its ResizeObserver's calls, which come after a
 * frame's layout and before its paint: nothing is laid out for it, and the first paint already
 * shows what the answer chose.
 */
export function useTextFits(ref: RefObject<HTMLElement | null>, text: string): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    let context: CanvasRenderingContext2D | null = null;
    const observer = new ResizeObserver(([entry]) => {
      context ??= document.createElement('canvas').getContext('2d');
      if (context === null || entry === undefined) return;
      context.font = getComputedStyle(element).font;
      setFits(context.measureText(text).width <= entry.contentRect.width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, text]);
  return fits;
}
