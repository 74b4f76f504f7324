// A part of a store's value, for a component that shows only that part.
import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What `pick` reads from the store's value; the component renders again only when that changes
 * (a sort changes the explorer's location, and the side bar, which shows only its folder, stays).
 * `pick` returns a primitive or a value kept from the store, never a new object.
 */
export function useStorePart<T, P>(store: ReadableAtom<T>, pick: (value: T) => P): P {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const read = (): P => pick(store.get());
  return useSyncExternalStore(subscribe, read, read);
}
