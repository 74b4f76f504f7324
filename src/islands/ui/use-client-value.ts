// A value only the browser knows (the host, cookies, the user agent, `window.opener`), for an
// island that the server renders: the server's value in the server render and in the hydration's,
// the browser's from the render after.
//
// `useSyncExternalStore` with a server snapshot does the same, but when the snapshots differ it
// re-renders the component synchronously inside the hydration's commit: on /login that made the
// hydration one long task with its commit. Here the browser's value is set in a transition, which
// React renders in slices that yield to the browser (issue 17; decision 032).
import { startTransition, useEffect, useRef, useState } from 'react';

/** `server` until hydration is done, then what `read()` gives (read once, after hydration). */
export function useClientValue<T>(read: () => T, server: T): T {
  const [value, setValue] = useState(server);
  const readOnce = useRef(read);
  useEffect(() => {
    const client = readOnce.current();
    startTransition(() => {
      setValue(client);
    });
  }, []);
  return value;
}

const yes = (): boolean => true;

/** False on the server and in the hydration's render, true from the render after. */
export function useHydrated(): boolean {
  return useClientValue(yes, false);
}
