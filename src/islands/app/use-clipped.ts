// The toolbar's buttons its box clips (src/lib/explorer/toolbar-fit.ts): an IntersectionObserver
// rooted at the box reports each button as the layout places it, after the layout and without
// forcing one, and again whenever the room changes (a resize, another language's labels). More
// follows the last button shown whole (`moreShift`): placed again whenever the box's size or the
// clipped buttons change, by a translation that moves nothing else.
import { useEffect, useState, type RefObject } from 'react';
import { moreShift, sameIds } from '../../lib/explorer/toolbar-fit.ts';

const NONE: ReadonlySet<string> = new Set();
/** A button counts as shown when this much of it is inside the box's content. */
const SHOWN = 0.99;
/** The custom property `Toolbar.css` translates More by. */
const SHIFT = '--fx-more-shift';

/** Moves `more` back to one gap after the last button `box` shows whole (read after a layout). */
function placeMore(box: HTMLElement, more: HTMLElement | null): void {
  if (more === null) return;
  const moreBox = more.getBoundingClientRect();
  if (moreBox.width === 0) {
    more.style.removeProperty(SHIFT);
    return;
  }
  const room = box.getBoundingClientRect();
  const style = getComputedStyle(box);
  const ends = [...box.querySelectorAll<HTMLElement>('[data-action]')]
    .map((button) => button.getBoundingClientRect())
    .filter(
      (r) =>
        r.width > 0 &&
        r.bottom <= room.bottom + 0.5 &&
        r.right <= room.right - Number.parseFloat(style.paddingInlineEnd) + 0.5,
    )
    .map((r) => r.right);
  const moved = -(Number.parseFloat(getComputedStyle(more).translate) || 0);
  const shift = moreShift(
    ends,
    room.left + Number.parseFloat(style.paddingInlineStart),
    moreBox.left + moved,
    Number.parseFloat(style.columnGap) || 0,
  );
  if (shift === moved) return;
  if (shift === 0) more.style.removeProperty(SHIFT);
  else more.style.setProperty(SHIFT, `${shift}px`);
}

/**
 * The `data-action` ids of the buttons in `box` it does not show whole; `key` names the set.
 * `more`, when given, is kept right after the last button shown.
 */
export function useClipped(
  box: RefObject<HTMLElement | null>,
  key: string,
  more?: RefObject<HTMLElement | null>,
): ReadonlySet<string> {
  const [clipped, setClipped] = useState(NONE);
  useEffect(() => {
    const root = box.current;
    if (root === null || typeof IntersectionObserver === 'undefined') return;
    const place = (): void => {
      if (more !== undefined) placeMore(root, more.current);
    };
    const pad = getComputedStyle(root);
    // Whether each button is shown whole, as last reported (a report names only those that moved).
    const shown = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.action;
          if (id !== undefined) shown.set(id, entry.intersectionRatio >= SHOWN);
        }
        const next = new Set([...shown].filter(([, whole]) => !whole).map(([id]) => id));
        setClipped((old) => (sameIds(old, next) ? old : next));
        place();
      },
      // The box's side padding is the focus rings' room: a button reaching into it does not fit.
      {
        root,
        threshold: [0, SHOWN],
        rootMargin: `0px -${pad.paddingInlineEnd} 0px -${pad.paddingInlineStart}`,
      },
    );
    for (const button of root.querySelectorAll<HTMLElement>('[data-action]')) {
      observer.observe(button);
    }
    // The box's size changes when More appears or the room does, without a button crossing.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    resized?.observe(root);
    return () => {
      observer.disconnect();
      resized?.disconnect();
    };
  }, [box, key, more]);
  return clipped;
}
