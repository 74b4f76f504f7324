// The frame of the dialogs that send to e-mail addresses (Guest Invitation, requirements X31, and
// mail, requirements X32): the form with Close and its send button in the footer, the message box,
// and the list of what happened to each address once sent.
import { useId, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { messageText } from '../../lib/api/messages.ts';
import { memberError } from '../../lib/explorer/members.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalBinding } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import './members.css';

/** Props of `AddressForm`. */
export interface AddressFormProps {
  readonly title: string;
  readonly sendLabel: string;
  readonly busy: boolean;
  readonly modal: ModalBinding;
  readonly onSubmit: () => void;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  readonly children: ReactNode;
}

/** The sending state of an address dialog (`useAddressSend`). */
export interface AddressSend {
  readonly busy: boolean;
  /** The problem shown above the form (a refusal, or the dialog's own check). */
  readonly problem: string | null;
  readonly setProblem: (problem: string | null) => void;
  /** Shows a failed call's refusal as the problem (a session's end is told elsewhere). */
  readonly fail: (failure: unknown) => void;
  /** Runs the send: busy meanwhile, the problem cleared first and set by a refusal. */
  readonly send: (call: () => Promise<void>) => Promise<void>;
}

/** The busy flag and problem of a dialog that sends to addresses, and its send. */
export function useAddressSend(): AddressSend {
  const { t } = useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (failure: unknown): void => {
    const text = memberError(failure);
    if (text !== null) setProblem(messageText(text, t));
  };
  const send = async (call: () => Promise<void>): Promise<void> => {
    setProblem(null);
    setBusy(true);
    try {
      await call();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, fail, send };
}

/** A wide dialog holding one form, sent by the footer's button. */
export function AddressForm(props: AddressFormProps): ReactElement {
  const { t } = useApp();
  const { modal } = props;
  const formId = useId();
  return (
    <Modal
      title={props.title}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      size="wide"
      footer={
        <>
          <Button variant="secondary" onClick={modal.onClose}>
            {t('app.close')}
          </Button>
          <Button type="submit" form={formId} busy={props.busy}>
            {props.sendLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="members"
        noValidate
        onKeyDown={props.onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
      </form>
    </Modal>
  );
}

/** What happened to each address, announced when it appears. */
export function AddressResults<R extends string>(props: {
  readonly title: string;
  readonly results: readonly { readonly address: string; readonly result: R }[];
  readonly label: (result: R) => string;
}): ReactElement {
  return (
    <div role="status" className="members__results">
      <p className="members__heading">{props.title}</p>
      <ul className="members__list">
        {props.results.map((r) => (
          <li key={r.address} className="members__row" data-result={r.result}>
            <span className="members__email">{r.address}</span>
            <span>{props.label(r.result)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

// The message box of each dialog: its label, height and longest text (the calls' limits).
const MESSAGE_BOX = {
  invite: { labelKey: 'files.guests.message', rows: 3, maxLength: 1000 },
  mail: { labelKey: 'files.mail.message', rows: 4, maxLength: 4000 },
} as const;

/** The message sent with the e-mails of an invitation or a mail, as a text box. */
export function MessageField(props: {
  readonly of: keyof typeof MESSAGE_BOX;
  readonly value: string;
  readonly onChange: (value: string) => void;
}): ReactElement {
  const { t } = useApp();
  const id = useId();
  const box = MESSAGE_BOX[props.of];
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {t(box.labelKey)}
      </label>
      <textarea
        id={id}
        className="ui-field__input members__textarea"
        rows={box.rows}
        maxLength={box.maxLength}
        value={props.value}
        onChange={(event) => {
          props.onChange(event.currentTarget.value);
        }}
      />
    </div>
  );
}
