// The public upload page's island (requirements X27): small on first load (the public pages'
// byte budget); the store, the API client and the views arrive in a task after the first paint.
import { lazy, useState, type ReactElement } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { LinkDatePatterns } from '../../lib/i18n/date-patterns.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { LinkIslandShell } from './LinkIslandShell.tsx';

/** Props of the island. */
export interface UploadRequestIslandProps {
  readonly locale: Locale;
  readonly strings: Strings;
  /** The page's date formats, compiled when it was built (decision 028). */
  readonly dates: LinkDatePatterns;
}

const App = lazy(() =>
  import('./UploadRequestApp.tsx').then((m) => ({ default: m.UploadRequestApp })),
);

/** The island: the loading card, then the page. */
export default function UploadRequestIsland(props: UploadRequestIslandProps): ReactElement {
  const [t] = useState(() => createT(props.strings, props.locale));
  return (
    <LinkIslandShell title={t('upload.title')} label={t('share.loading')} intro={t('upload.about')}>
      <App {...props} />
    </LinkIslandShell>
  );
}
