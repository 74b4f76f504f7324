// What the public link and upload pages' islands do alike (requirements X26, X27): show the
// loading card, fetch the page's code in a task of its own after the first paint (the public
// pages' byte budget), and open the page afresh when another link is pasted into the same tab.
import {
  Suspense,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { inNextTask } from '../../lib/ui/next-task.ts';
import { LoadingView } from './views.tsx';

/** Whether the shell's loading card has been handed over to the page's code, and how to. */
const Handover = createContext<{ readonly handed: boolean; readonly handOver: () => void } | null>(
  null,
);

/**
 * Whether the page's code draws its own card yet. While the link is being opened the shell's
 * loading card — the server's render, the same elements from the first paint on — stays up; the
 * first state past loading takes over (in a layout effect: never a frame with both cards). A copy
 * of the card mounted anew could measure a pixel row taller and become a later LCP (decision 019).
 */
export function useHandover(loading: boolean): boolean {
  const shell = useContext(Handover);
  useLayoutEffect(() => {
    if (!loading) shell?.handOver();
  }, [loading, shell]);
  return shell === null || shell.handed || !loading;
}

/** The loading card, then `children` (the page's lazily loaded code). */
export function LinkIslandShell(props: {
  readonly title: string;
  readonly label: string;
  /** The page's explanation, above the spinner (decision 019). */
  readonly intro: string;
  readonly children: ReactNode;
}): ReactElement {
  const [ready, setReady] = useState(false);
  // The page's code is asked for in a task of its own, not inside the hydration commit.
  useEffect(
    () =>
      inNextTask(() => {
        setReady(true);
      }),
    [],
  );
  useEffect(() => {
    // Another link pasted into the same tab changes only the fragment: open it afresh.
    const reopen = (): void => {
      location.reload();
    };
    window.addEventListener('hashchange', reopen);
    return () => {
      window.removeEventListener('hashchange', reopen);
    };
  }, []);
  const [handed, setHanded] = useState(false);
  const handover = useMemo(
    () => ({
      handed,
      handOver: () => {
        setHanded(true);
      },
    }),
    [handed],
  );
  return (
    <>
      {!handed && <LoadingView title={props.title} label={props.label} intro={props.intro} />}
      {ready && (
        <Handover.Provider value={handover}>
          <Suspense fallback={null}>{props.children}</Suspense>
        </Handover.Provider>
      )}
    </>
  );
}
