// navigator.onLine as React state (true while server rendering).
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * False on the server and in the first render (the hydration's), true from the next one. That
 * render is a transition: it yields to the browser instead of running synchronously inside the
 * hydration's commit, as a store whose snapshot differs from the server's does (issue 17).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setHydrated(true);
    });
  }, []);
  return hydrated;
}
