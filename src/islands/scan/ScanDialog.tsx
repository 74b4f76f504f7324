// The scan dialog: choose a scanner, set the scan and file-name settings, start, follow the
// progress, cancel, and see the files that arrived in the folder. The flow lives in
// src/lib/scan; closing mid-scan lets it cancel, collect and disconnect in the background.
import { useStore } from '@nanostores/react';
import { useMemo, useState, type ReactElement } from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import type { ScannedFile } from '../../lib/api/contract/scanner.ts';
import { langcodeOf, type Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings, type TFunction } from '../../lib/i18n/t.ts';
import { browserScanService, type ScanFolder } from '../../lib/scan/browser.ts';
import type { ScanService } from '../../lib/scan/service.ts';
import { createScanStore } from '../../lib/scan/store.ts';
import { sessionClient } from '../../lib/session/client.ts';
import { showAlert } from '../../lib/ui/alerts.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { Modal } from '../ui/Modal.tsx';
import { ScanFooter } from './ScanFooter.tsx';
import { ScanStep } from './ScanSteps.tsx';
import './scan.css';

/** Props of `ScanDialog`. */
export interface ScanDialogProps {
  /** `pickStrings(locale, ['scan.'])`. */
  readonly strings: Strings;
  readonly locale: Locale;
  /** The current folder: the scanned files go there. */
  readonly folder: ScanFolder;
  readonly onClose: () => void;
  /** Called once per scan with the files that reached the folder (refresh the list). */
  readonly onFilesArrived: (files: readonly ScannedFile[]) => void;
  /** The app's one client; by default the island's session client. */
  readonly client?: ApiClient | undefined;
  /** A scan service to use instead of the browser's (component tests). */
  readonly service?: ScanService | undefined;
}

function defaultClient(t: TFunction): ApiClient {
  return sessionClient({
    alert: (message) =>
      showAlert(message, { okLabel: t('scan.ok'), tone: 'warning', key: 'session' }),
    toastError: (message) => {
      toast(message, { tone: 'error' });
    },
  });
}

/** The scan dialog, open while mounted. */
export function ScanDialog(props: ScanDialogProps): ReactElement {
  const { locale, folder } = props;
  const t = useMemo(() => createT(props.strings, locale), [props.strings, locale]);
  // The store outlives a closed dialog (it still cancels, collects and disconnects), so it keeps
  // the callback it was created with.
  const { onFilesArrived } = props;
  const [store] = useState(() =>
    createScanStore({
      service:
        props.service ??
        browserScanService(props.client ?? defaultClient(t), folder, langcodeOf(locale)),
      onFilesArrived,
    }),
  );
  const state = useStore(store.$state);
  const close = (): void => {
    store.send({ type: 'close' });
    props.onClose();
  };

  return (
    <Modal
      title={t('scan.title')}
      closeLabel={t('scan.close')}
      onClose={close}
      size="wide"
      footer={<ScanFooter t={t} state={state} store={store} onClose={close} />}
    >
      <div className="scan-dialog">
        <ScanStep t={t} state={state} store={store} folder={folder} />
      </div>
    </Modal>
  );
}
