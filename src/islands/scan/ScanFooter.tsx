// The dialog's buttons for the current state of the scan flow.
import type { ReactElement } from 'react';
import type { ScanState } from '../../lib/scan/flow-types.ts';
import type { ScanStore } from '../../lib/scan/store.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import { Button } from '../ui/Button.tsx';
import { SETTINGS_FORM_ID } from './SettingsForm.tsx';

/** Props of `ScanFooter`. */
export interface ScanFooterProps {
  readonly t: TFunction;
  readonly state: ScanState;
  readonly store: ScanStore;
  readonly onClose: () => void;
}

/** The buttons: secondary first, the primary action last. */
export function ScanFooter({ t, state, store, onClose }: ScanFooterProps): ReactElement | null {
  const send = (type: 'connect' | 'again' | 'rechoose' | 'cancel') => () => {
    store.send({ type });
  };
  switch (state.tag) {
    case 'choosing':
    case 'connecting':
      return (
        <>
          <Button variant="secondary" onClick={send('again')} disabled={state.tag === 'connecting'}>
            {t('scan.refresh')}
          </Button>
          {state.ctx.scanners.length > 0 && (
            <Button onClick={send('connect')} busy={state.tag === 'connecting'}>
              {t('scan.connect')}
            </Button>
          )}
        </>
      );
    case 'ready':
    case 'starting':
      return (
        <>
          <Button
            variant="secondary"
            onClick={send('rechoose')}
            disabled={state.tag === 'starting'}
          >
            {t('scan.changeScanner')}
          </Button>
          <Button type="submit" form={SETTINGS_FORM_ID} busy={state.tag === 'starting'}>
            {state.tag === 'starting' ? t('scan.starting') : t('scan.start')}
          </Button>
        </>
      );
    case 'scanning':
      return (
        <Button variant="secondary" onClick={send('cancel')}>
          {t('scan.cancel')}
        </Button>
      );
    case 'finished':
      return (
        <>
          <Button variant="secondary" onClick={send('again')}>
            {t('scan.again')}
          </Button>
          <Button onClick={onClose}>{t('scan.close')}</Button>
        </>
      );
    case 'failed':
      return (
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('scan.close')}
          </Button>
          <Button onClick={send('again')}>{t('scan.retry')}</Button>
        </>
      );
    default:
      return null;
  }
}
