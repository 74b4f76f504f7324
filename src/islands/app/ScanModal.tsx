// The "Scan" action's dialog: the scanner flow scanning into the open folder, loaded on first use.
import { lazy, Suspense, type ReactElement } from 'react';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';

/** The modal id. */
export const SCAN_MODAL = 'scan';

const ScanDialog = lazy(() => import('../scan/index.ts').then((m) => ({ default: m.ScanDialog })));

/** The modal view; `props` carry the folder the files go to. */
export function ScanModal({ props, modal }: ModalViewProps): ReactElement {
  const { runtime, locale, strings } = useApp();
  const text = (key: string): string => (typeof props[key] === 'string' ? props[key] : '');
  const dirSeq = text('dirSeq');
  return (
    <Suspense fallback={null}>
      <ScanDialog
        strings={strings}
        locale={locale}
        folder={{
          node: text('node'),
          dirSeq: dirSeq === '' ? undefined : dirSeq,
          name: text('name'),
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
