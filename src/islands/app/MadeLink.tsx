// A link just made (share or upload request), shown once with Copy; the copy's outcome is told
// through the dialog's status line.
import type { ReactElement } from 'react';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useApp } from './context.ts';

/** Props of `MadeLink`. */
export interface MadeLinkProps {
  readonly address: string;
  /** Tells the dialog's status line what happened. */
  readonly onStatus: (text: string) => void;
}

/** The address of a link just made, read-only, with a Copy button. */
export function MadeLink({ address, onStatus }: MadeLinkProps): ReactElement {
  const { t } = useApp();
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(address);
      onStatus(t('files.shareLink.copied'));
    } catch {
      onStatus(t('files.shareLink.copyFailed'));
    }
  };
  return (
    <div className="fx-share__made">
      <TextField
        label={t('files.shareLink.address')}
        value={address}
        onChange={() => undefined}
        readOnly
        hint={t('files.shareLink.onceHint')}
      />
      <Button onClick={() => void copy()}>{t('files.shareLink.copy')}</Button>
    </div>
  );
}
