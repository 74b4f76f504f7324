// A link just made (share or upload request), shown once with Copy; the copy's outcome is told
// through the dialog's status line.
import { useEffect, useId, useRef, type ReactElement } from 'react';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useApp } from './context.ts';

/** Props of `MadeLink`. */
export interface MadeLinkProps {
  readonly address: string;
  /** Tells the dialog's status line what happened. */
  readonly onStatus: (text: string) => void;
}

/**
 * The address of a link just made, read-only, with a Copy button beside the field (the hint goes
 * under both, so the button lines up with the field). A new address takes the focus within its
 * dialog: the form that made it is below it, and on a phone the address would be out of sight.
 */
export function MadeLink({ address, onStatus }: MadeLinkProps): ReactElement {
  const { t } = useApp();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = field.current;
    const at = document.activeElement;
    // Not when the focus has gone outside the dialog meanwhile (a toast's button).
    const dialog = input?.closest('dialog, [role="dialog"]') ?? null;
    if (at === null || at === document.body || dialog?.contains(at) === true) input?.focus();
  }, [address]);
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
      <div className="fx-share__made-row">
        <TextField
          ref={field}
          label={t('files.shareLink.address')}
          value={address}
          onChange={() => undefined}
          readOnly
          describedBy={[hintId]}
        />
        <Button onClick={() => void copy()}>{t('files.shareLink.copy')}</Button>
      </div>
      <p id={hintId} className="ui-field__hint">
        {t('files.shareLink.onceHint')}
      </p>
    </div>
  );
}
