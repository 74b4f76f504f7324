// The "Scan" action's dialog: the scanner flow scanning into the open folder, loaded on first use.
import { lazy, Suspense, type ReactElement } from 'react';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';

const ScanDialog = lazy(() => import('../scan/index.ts').then((m) => ({ default: m.ScanDialog })));

/** The modal view, opened with the folder the files go to. */
export function ScanModal({
  props: { node, dirSeq, name },
  modal,
}: ModalViewProps<DialogProps['scan']>): ReactElement {
  const { runtime, locale, strings } = useApp();
  return (
    <Suspense fallback={null}>
      <ScanDialog
        strings={strings}
        locale={locale}
        folder={{
          node,
          dirSeq: dirSeq ?? undefined,
          name,
        }}
        client={runtime.client}
        onClose={modal.onClose}
        onFilesArrived={() => {
          runtime.explorer.refresh();
        }}
      />
    </Suspense>
  );
}
