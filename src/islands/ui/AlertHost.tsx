// Shows the alert queue one at a time, as an alertdialog with the focus on OK.
import { useStore } from '@nanostores/react';
import { useId, useRef, type ReactElement } from 'react';
import { $alerts, dismissAlert, type AlertItem } from '../../lib/ui/alerts.ts';
import { Icon } from './icons.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import './modal.css';

function AlertDialog({ item }: { readonly item: AlertItem }): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const dismiss = (): void => {
    dismissAlert(item.id);
  };
  useModalDialog(ref, { onCancel: dismiss, initialFocus: okRef });
  const hasTitle = item.title !== null;

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      tabIndex={-1}
      className={`ui-modal ui-alert ui-alert--${item.tone}`}
      aria-labelledby={hasTitle ? titleId : messageId}
      aria-describedby={hasTitle ? messageId : undefined}
    >
      <div className="ui-alert__content">
        <span className="ui-alert__icon">
          <Icon name={item.tone} />
        </span>
        <div>
          {hasTitle && (
            <h2 id={titleId} className="ui-alert__title">
              {item.title}
            </h2>
          )}
          <p id={messageId} className="ui-alert__message">
            {item.message}
          </p>
        </div>
      </div>
      <div className="ui-modal__footer">
        <button ref={okRef} type="button" className="button ui-button" onClick={dismiss}>
          {item.okLabel}
        </button>
      </div>
    </dialog>
  );
}

/** Put once on a page: shows `showAlert` messages one after another. */
export function AlertHost(): ReactElement | null {
  const head = useStore($alerts)[0];
  return head === undefined ? null : <AlertDialog key={head.id} item={head} />;
}
