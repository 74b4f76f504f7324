// The public link page's island (requirements X26): small on first load (the public pages'
// byte budget); the store, the API client and the views arrive in a task after the first paint.
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { inNextTask } from '../../lib/ui/next-task.ts';
import { LoadingView } from './views.tsx';

/** Props of the island. */
export interface ShareLinkIslandProps {
  readonly locale: Locale;
  readonly strings: Strings;
}

const App = lazy(() => import('./ShareLinkApp.tsx').then((m) => ({ default: m.ShareLinkApp })));

/** The island: the loading card, then the page. */
export default function ShareLinkIsland(props: ShareLinkIslandProps): ReactElement {
  const [t] = useState(() => createT(props.strings, props.locale));
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
  const loading = <LoadingView title={t('share.title')} label={t('share.loading')} />;
  return ready ? (
    <Suspense fallback={loading}>
      <App {...props} />
    </Suspense>
  ) : (
    loading
  );
}
