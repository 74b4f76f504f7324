// Guest Invitation (requirements X31), loaded on demand: addresses, a level (never Master or
// PrivAll) with what it allows beside it, and an optional message. Each address gets a guest
// account and an e-mail with a registration link, or (a company user) becomes a member; the
// dialog then lists what happened to each address.
import { useId, useState, type ReactElement } from 'react';
import { inviteGuests } from '../../lib/api/contract/members.ts';
import { messageText } from '../../lib/api/messages.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { INVITE_RESULT_KEYS, memberError } from '../../lib/explorer/members.ts';
import { GUEST_LEVELS, isInviteAddress, parseAddresses } from '../../lib/files/members.ts';
import { ACCESS_LEVEL_LABELS, type AccessLevel } from '../../lib/files/permissions.ts';
import { joinList } from '../../lib/i18n/lists.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import { LevelAllows } from './LevelAllows.tsx';
import './members.css';

type Result = { address: string; result: keyof typeof INVITE_RESULT_KEYS };

/** The dialog, opened with the folder guests are invited to. */
export function InviteDialog({
  props: { dirSeq, folderType },
  modal,
}: ModalViewProps<DialogProps['invite-guests']>): ReactElement {
  const { runtime, t, locale } = useApp();
  const [typed, setTyped] = useState('');
  const [level, setLevel] = useState<AccessLevel>('previewer');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<readonly Result[] | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = {
    form: useId(),
    addresses: useId(),
    level: useId(),
    message: useId(),
    allows: useId(),
    hint: useId(),
    error: useId(),
  };

  const submit = async (): Promise<void> => {
    const addresses = parseAddresses(typed);
    const bad = addresses.filter((a) => !isInviteAddress(a));
    if (addresses.length === 0 || bad.length > 0 || addresses.length > 20) {
      setProblem(
        addresses.length === 0
          ? t('files.guests.none')
          : addresses.length > 20
            ? t('files.guests.tooMany')
            : t('files.guests.invalid', { addresses: joinList(locale, bad) }),
      );
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await runtime.client.call(
        inviteGuests,
        { dir_seq: dirSeq, addresses, level, ...(message.trim() === '' ? {} : { message }) },
        { onFailure: 'caller' },
      );
      setResults(answer.results);
      setTyped('');
    } catch (failure) {
      const text = memberError(failure);
      if (text !== null) setProblem(messageText(text, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('files.invite.title')}
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
          <Button type="submit" form={ids.form} busy={busy}>
            {t('files.guests.send')}
          </Button>
        </>
      }
    >
      <form
        id={ids.form}
        className="members"
        noValidate
        onKeyDown={(event) => {
          if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{t('files.guests.intro')}</p>
        {results !== null && (
          <div role="status" className="members__results">
            <p className="members__heading">{t('files.guests.resultsTitle')}</p>
            <ul className="members__list">
              {results.map((r) => (
                <li key={r.address} className="members__row" data-result={r.result}>
                  <span className="members__email">{r.address}</span>
                  <span>{t(INVITE_RESULT_KEYS[r.result])}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="members__add-grid">
          <div>
            <div className={`ui-field${problem !== null ? ' ui-field--invalid' : ''}`}>
              <label className="ui-field__label" htmlFor={ids.addresses}>
                {t('files.guests.addresses')}
              </label>
              <textarea
                id={ids.addresses}
                className="ui-field__input members__textarea"
                rows={3}
                value={typed}
                spellCheck={false}
                autoComplete="email"
                aria-invalid={problem !== null || undefined}
                aria-describedby={`${problem !== null ? `${ids.error} ` : ''}${ids.hint}`}
                onChange={(event) => {
                  setTyped(event.currentTarget.value);
                }}
              />
              <p className="ui-field__hint" id={ids.hint}>
                {t('files.guests.addressesHint')}
              </p>
              {problem !== null && (
                <p className="ui-field__error" id={ids.error} role="alert">
                  {problem}
                </p>
              )}
            </div>
            <div className="ui-field">
              <label className="ui-field__label" htmlFor={ids.level}>
                {t('files.guests.level')}
              </label>
              <select
                id={ids.level}
                className="ui-field__input members__select"
                aria-describedby={ids.allows}
                value={level}
                onChange={(event) => {
                  const next = GUEST_LEVELS.find((l) => l === event.currentTarget.value);
                  if (next !== undefined) setLevel(next);
                }}
              >
                {GUEST_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {ACCESS_LEVEL_LABELS[l]}
                  </option>
                ))}
              </select>
            </div>
            <div className="ui-field">
              <label className="ui-field__label" htmlFor={ids.message}>
                {t('files.guests.message')}
              </label>
              <textarea
                id={ids.message}
                className="ui-field__input members__textarea"
                rows={3}
                maxLength={1000}
                value={message}
                onChange={(event) => {
                  setMessage(event.currentTarget.value);
                }}
              />
            </div>
          </div>
          <LevelAllows level={level} folderType={folderType} id={ids.allows} />
        </div>
        {problem === null && results === null && (
          <InlineMessage tone="info">{t('files.guests.onlyShared')}</InlineMessage>
        )}
      </form>
    </Modal>
  );
}
