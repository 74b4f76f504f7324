// The document viewer's always-mounted shell: owns the app's viewer (store, modal and URL
// bindings) and loads the dialog itself only when a file is opened.
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useMemo, useState, type ReactElement } from 'react';
import type { AppViewerContext } from '../../lib/preview/context.ts';
import { createAppViewer } from '../../lib/preview/viewer-app.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';

const ViewerModal = lazy(() =>
  import('./ViewerModal.tsx').then((m) => ({ default: m.ViewerModal })),
);

/** Props of `DocumentViewer`: strings picked with VIEWER_STRING_PREFIXES, and the app's context. */
export interface DocumentViewerProps {
  readonly strings: Strings;
  readonly locale: Locale;
  readonly ctx: AppViewerContext;
  /** Downloads the file shown, or null where this user may not download it. */
  readonly downloadOf?: ((fileSeq: number) => (() => void) | null) | undefined;
}

/** Mount once in the app; open files with `openPreview(fileSeq)` or `openModal('viewer', { fileSeq })`. */
export function DocumentViewer(props: DocumentViewerProps): ReactElement | null {
  const { strings, locale, ctx } = props;
  const t = useMemo(() => createT(strings, locale), [strings, locale]);
  const [viewer] = useState(() => createAppViewer({ ctx, t }));
  useEffect(() => {
    viewer.update({ ctx, t });
  }, [viewer, ctx, t]);
  useEffect(() => viewer.start(), [viewer]);

  const open = useStore(viewer.store.$state).tag !== 'closed';
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ViewerModal
        strings={strings}
        locale={locale}
        store={viewer.store}
        files={viewer.files}
        maxMediaSize={ctx.authority().maxMediaPreviewSize}
        downloadOf={props.downloadOf}
      />
    </Suspense>
  );
}
