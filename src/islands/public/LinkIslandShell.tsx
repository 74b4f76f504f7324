// What the public link and upload pages' islands do alike (requirements X26, X27): show the
// loading card, fetch the page's code in a task of its own after the first paint (the public
// pages' byte budget), and open the page afresh when another link is pasted into the same tab.
import { Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { inNextTask } from '../../lib/ui/next-task.ts';
import { LoadingView } from './views.tsx';

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
  const loading = <LoadingView title={props.title} label={props.label} intro={props.intro} />;
  return ready ? <Suspense fallback={loading}>{props.children}</Suspense> : loading;
}
