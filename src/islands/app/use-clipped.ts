// The toolbar's buttons its box clips (src/lib/explorer/toolbar-fit.ts): an IntersectionObserver
// rooted at the box reports each button as the layout places it, after the layout and without
// forcing one, and again whenever the room changes (a resize, another language's labels).
import { useEffect, useState, type RefObject } from 'react';
import { sameIds } from '../../lib/explorer/toolbar-fit.ts';

const NONE: ReadonlySet<string> = new Set();
/** A button counts as shown when this much of it is inside the box. */
const SHOWN = 0.99;

/** The `data-action` ids of the buttons in `box` it does not show whole; `key` names the set. */
export function useClipped(box: RefObject<HTMLElement | null>, key: string): ReadonlySet<string> {
  const [clipped, setClipped] = useState(NONE);
  useEffect(() => {
    const root = box.current;
    if (root === null || typeof IntersectionObserver === 'undefined') return;
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
      },
      { root, threshold: [0, SHOWN] },
    );
    for (const button of root.querySelectorAll<HTMLElement>('[data-action]')) {
      observer.observe(button);
    }
    return () => {
      observer.disconnect();
    };
  }, [box, key]);
  return clipped;
}
