// File Attachment via Mail (requirements X32), loaded on demand: recipients as chips (each
// checked against the mail black-list, /v2/mail-blacklist, as it is added), suggestions from
// earlier recipients that can be forgotten ({api}/app/mail/delAutocomplete), a subject and a
// message. The files go as links; the dialog then lists what happened to each address.
import { useEffect, useId, useState, type ReactElement } from 'react';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import {
  defaultSubject,
  recipientProblem,
  suggestRecipients,
  type Recipient,
} from '../../lib/explorer/mail-action.ts';
import {
  earlierRecipients,
  forgetRecipient,
  isBlacklisted,
  sendMail,
  type MailResult,
} from '../../lib/explorer/mail-calls.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { TextField } from '../ui/TextField.tsx';
import { AddressForm, AddressResults, MessageField, useAddressSend } from './AddressForm.tsx';
import { useApp } from './context.ts';
import './members.css';
import { unbroken } from '../../lib/i18n/unbroken.ts';

/** The dialog; `props.items` are the files to send. */
export function MailDialog({
  props: { items },
  modal,
}: ModalViewProps<DialogProps['mail-files']>): ReactElement {
  const { runtime, t, locale } = useApp();
  const { client } = runtime;
  const [recipients, setRecipients] = useState<readonly Recipient[]>([]);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [earlier, setEarlier] = useState<readonly string[]>([]);
  const [subject, setSubject] = useState(defaultSubject(items));
  const [message, setMessage] = useState('');
  const { busy, problem, setProblem, fail, send } = useAddressSend();
  const [sent, setSent] = useState<{ results: readonly MailResult[]; until: string } | null>(null);
  const ids = { earlier: useId(), chips: useId() };

  useEffect(() => {
    let live = true;
    void earlierRecipients(client).then((addresses) => {
      if (live) setEarlier(addresses);
    });
    return () => {
      live = false;
    };
  }, [client]);

  const suggestions = suggestRecipients(earlier, typed, recipients);

  const add = async (address: string): Promise<void> => {
    const why = recipientProblem(address, recipients);
    if (why !== null) {
      setTypedError(t(`files.mail.recipient.${why}`, { address: address.trim() }));
      return;
    }
    setTypedError(null);
    setTyped('');
    const clean = address.trim();
    const blocked = await isBlacklisted(client, clean);
    setRecipients((list) => [...list, { address: clean, blocked }]);
  };

  const forget = async (address: string): Promise<void> => {
    try {
      await forgetRecipient(client, address);
      setEarlier((list) => list.filter((a) => a !== address));
    } catch (failure) {
      fail(failure);
    }
  };

  const submit = async (): Promise<void> => {
    const to = recipients.filter((r) => !r.blocked).map((r) => r.address);
    if (to.length === 0 || subject.trim() === '') {
      setProblem(t(to.length === 0 ? 'files.mail.noRecipients' : 'files.mail.noSubject'));
      return;
    }
    await send(async () => {
      const answer = await sendMail(client, { items, to, subject, message });
      setSent({
        results: answer.results,
        until: new Date(answer.expiresAt).toLocaleDateString(locale, {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
        }),
      });
      setRecipients([]);
    });
  };

  return (
    <AddressForm
      title={t('files.mail.title')}
      sendLabel={t('files.mail.send')}
      busy={busy}
      modal={modal}
      onSubmit={() => void submit()}
    >
      {problem !== null && <InlineMessage>{problem}</InlineMessage>}
      {sent !== null && (
        <AddressResults
          title={t('files.mail.sentTitle', { until: unbroken(sent.until) })}
          results={sent.results}
          label={(result) => t(`files.mail.result.${result}`)}
        />
      )}
      <section aria-label={t('files.mail.files')}>
        <p className="members__heading">{t('files.mail.files')}</p>
        <ul className="members__allows-list">
          {items.map((item) => (
            <li key={item.key}>{item.name}</li>
          ))}
        </ul>
        <p className="members__summary">{t('files.mail.asLinks')}</p>
      </section>
      <div>
        {recipients.length > 0 && (
          <ul className="mail__chips" id={ids.chips} aria-label={t('files.mail.recipients')}>
            {recipients.map((r) => (
              <li key={r.address} className="mail__chip" data-blocked={r.blocked || undefined}>
                <span>{r.address}</span>
                {r.blocked && <span className="mail__blocked">{t('files.mail.blocked')}</span>}
                <button
                  type="button"
                  className="mail__chip-remove"
                  aria-label={t('files.mail.removeRecipient', { address: r.address })}
                  onClick={() => {
                    setRecipients((list) => list.filter((x) => x.address !== r.address));
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <TextField
          type="email"
          label={t('files.mail.to')}
          hint={t('files.mail.toHint')}
          value={typed}
          error={typedError}
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          onChange={(value) => {
            setTyped(value);
            setTypedError(null);
          }}
          onKeyDown={(event) => {
            if (isImeComposing(event)) return;
            if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
              event.preventDefault();
              if (typed.trim() !== '') void add(typed);
            } else if (event.key === 'Backspace' && typed === '' && recipients.length > 0) {
              setRecipients((list) => list.slice(0, -1));
            }
          }}
        />
        {suggestions.length > 0 && (
          <section aria-labelledby={ids.earlier} className="members__found">
            <p id={ids.earlier} className="members__allows-title">
              {t('files.mail.earlier')}
            </p>
            <ul className="members__list mail__earlier">
              {suggestions.map((address) => (
                <li key={address} className="members__row">
                  <span className="members__email">{address}</span>
                  <span className="members__controls">
                    <Button
                      variant="secondary"
                      onClick={() => {
                        void add(address);
                      }}
                    >
                      <span aria-hidden="true">{t('files.mail.add')}</span>
                      <span className="visually-hidden">
                        {t('files.mail.addAddress', { address })}
                      </span>
                    </Button>
                    <Button
                      variant="link"
                      onClick={() => {
                        void forget(address);
                      }}
                    >
                      <span aria-hidden="true">{t('files.mail.forget')}</span>
                      <span className="visually-hidden">
                        {t('files.mail.forgetAddress', { address })}
                      </span>
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <TextField
        label={t('files.mail.subject')}
        value={subject}
        onChange={setSubject}
        required
        maxLength={200}
      />
      <MessageField of="mail" value={message} onChange={setMessage} />
    </AddressForm>
  );
}
