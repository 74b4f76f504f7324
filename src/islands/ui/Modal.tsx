// An accessible modal dialog on the native <dialog>: its title names it, Escape cancels.
import { useId, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { NamedText } from './FileName.tsx';
import { Icon } from './icons.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import './modal.css';

/** Props of `Modal`; all text comes translated from the page. */
export interface ModalProps {
  readonly title: string;
  /** A file or folder name in the title, kept whole between its separators (requirements X47). */
  readonly titleName?: string | undefined;
  /** Accessible name of the × button, e.g. "Close". */
  readonly closeLabel: string;
  /** Called on Escape and the × button (only when dismissible). */
  readonly onClose: () => void;
  /** False for steps that cannot be skipped: no × button and Escape does nothing. */
  readonly dismissible?: boolean | undefined;
  /** `default` is 400 px, `wide` 490 px (public reset modal); both full width on phones. */
  readonly size?: 'default' | 'wide' | undefined;
  readonly initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Set by ModalHost: the overlay moves back above a newly opened main modal. */
  readonly raiseKey?: unknown;
  readonly footer?: ReactNode | undefined;
  readonly children: ReactNode;
}

/** A modal dialog, open while mounted; focus returns to the opener when it goes. */
export function Modal(props: ModalProps): ReactElement {
  const { title, closeLabel, onClose, dismissible = true, size = 'default', footer } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, {
    onCancel: () => {
      if (dismissible) onClose();
    },
    initialFocus: props.initialFocus,
    raiseKey: props.raiseKey,
  });

  return (
    <dialog
      ref={ref}
      className={`ui-modal ui-modal--${size}`}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="ui-modal__header">
        {/* A name's line breaks (<wbr>) would be spaces in the title's accessible name in
            Chromium: the whole title names it instead. */}
        <h2
          id={titleId}
          className="ui-modal__title"
          aria-label={props.titleName === undefined ? undefined : title}
        >
          {props.titleName === undefined ? (
            title
          ) : (
            <NamedText text={title} name={props.titleName} />
          )}
        </h2>
        {dismissible && (
          <button type="button" className="ui-modal__close" data-dialog-close="" onClick={onClose}>
            <Icon name="close" />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        )}
      </div>
      <div className="ui-modal__body" data-dialog-body="">
        {props.children}
      </div>
      {footer != null && <div className="ui-modal__footer">{footer}</div>}
    </dialog>
  );
}
