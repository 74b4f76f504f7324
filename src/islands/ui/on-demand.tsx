// A stand-in that renders nothing until its stores ask for it, then loads the real component:
// code for toasts and alerts stays out of a page's first load. A failed load renders nothing and
// is tried again the next time a store changes (never in a loop).
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { LoadGuard, retryableLazy } from './lazy.tsx';

/** What a stand-in listens to: any nanostores store. */
export interface Wakeable {
  listen(listener: () => void): () => void;
}

/** The stand-in's trigger: the stores to listen to and whether the real component is needed. */
export interface Trigger {
  readonly stores: readonly Wakeable[];
  readonly needed: () => boolean;
}

// True once the trigger holds. The first attempt also checks at mount (after hydration, so the
// server and the first client render agree); a retry waits for the next change.
function useWoken(trigger: Trigger, attempt: number): boolean {
  const [wokenAt, setWokenAt] = useState(-1);
  useEffect(() => {
    const check = (): void => {
      if (trigger.needed()) setWokenAt(attempt);
    };
    if (attempt === 0) check();
    const offs = trigger.stores.map((store) => store.listen(check));
    return () => {
      for (const off of offs) off();
    };
  }, [trigger, attempt]);
  return wokenAt === attempt;
}

const nothing = (): null => null;

/** Makes an on-demand stand-in for a component; `preload` starts loading its code early. */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  trigger: Trigger,
): { readonly Host: (props: P) => ReactElement | null; readonly preload: () => void } {
  const real = retryableLazy(load);
  function Host(props: P): ReactElement | null {
    const [attempt, setAttempt] = useState(0);
    const woken = useWoken(trigger, attempt);
    if (!woken) return null;
    const failed = (): void => {
      real.reset();
      setAttempt((n) => n + 1);
    };
    return (
      <LoadGuard key={attempt} loading={null} failed={nothing} onFail={failed}>
        <real.Component {...props} />
      </LoadGuard>
    );
  }
  return { Host, preload: real.preload };
}
