// The success overlay of the Reset Password modal: what happens next, and Complete.
import { useEffect, useRef, type ReactElement } from 'react';
import type { TFunction } from '../../lib/i18n/t.ts';
import { Icon } from '../ui/icons.tsx';

/** The "link sent" view; Complete closes the modal. */
export function SentView({
  t,
  onComplete,
}: {
  readonly t: TFunction;
  readonly onComplete: () => void;
}): ReactElement {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The form and its Send button are gone: focus moves to Complete, not to <body>.
    ref.current?.focus();
  }, []);
  return (
    <div className="reset-sent" role="status">
      <span className="reset-sent__icon">
        <Icon name="check" />
      </span>
      <h3 className="reset-sent__title">{t('resetRequest.sentTitle')}</h3>
      <p>{t('resetRequest.sentBody')}</p>
      <button ref={ref} type="button" className="button ui-button block" onClick={onComplete}>
        {t('resetRequest.complete')}
      </button>
    </div>
  );
}
