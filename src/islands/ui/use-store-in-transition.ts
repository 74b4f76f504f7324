// A store's value for a view whose every change redraws much of the page (an e-mail-link page's
// state: loading → the form → done). `useStore` renders each change synchronously, in the task
// that made it: on /forgotPassword the link check's answer rendered the whole form in one task of
// 52–60 ms at 4× CPU. Here each change is rendered as a transition, in slices that yield to the
// browser (issue 17; decision 032). Inputs keep `useStore`: what is typed must render at once.
import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/** `store`'s value; its changes reach the component as transitions. */
export function useStoreInTransition<T>(store: ReadableAtom<T>): T {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    const take = (next: T): void => {
      startTransition(() => {
        setValue(next);
      });
    };
    // A change between the render and this effect is not lost.
    take(store.get());
    return store.listen(take);
  }, [store]);
  return value;
}
