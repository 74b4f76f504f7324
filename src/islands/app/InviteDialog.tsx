// Guest Invitation (requirements X31), loaded on demand: addresses, a level (never Master or
// PrivAll) with what it allows beside it, and an optional message. Each address gets a guest
// account and an e-mail with a registration link, or (a company user) becomes a member; the
// dialog then lists what happened to each address.
import { useId, useState, type ReactElement } from 'react';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import {
  inviteProblem,
  sendInvitation,
  type InviteResult,
} from '../../lib/explorer/guest-invite.ts';
import { INVITE_RESULT_KEYS } from '../../lib/explorer/members.ts';
import { GUEST_LEVELS, parseAddresses } from '../../lib/files/members.ts';
import { ACCESS_LEVEL_LABELS, type AccessLevel } from '../../lib/files/permissions.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { AddressForm, AddressResults, MessageField, useAddressSend } from './AddressForm.tsx';
import { useApp } from './context.ts';
import { LevelAllows } from './LevelAllows.tsx';
import './members.css';

/** The dialog, opened with the folder guests are invited to. */
export function InviteDialog({
  props: { dirSeq, folderType },
  modal,
}: ModalViewProps<DialogProps['invite-guests']>): ReactElement {
  const { runtime, t, locale } = useApp();
  const [typed, setTyped] = useState('');
  const [level, setLevel] = useState<AccessLevel>('previewer');
  const [message, setMessage] = useState('');
  const { busy, problem, setProblem, send } = useAddressSend();
  const [results, setResults] = useState<readonly InviteResult[] | null>(null);
  const ids = {
    addresses: useId(),
    level: useId(),
    allows: useId(),
    hint: useId(),
    error: useId(),
  };

  const submit = async (): Promise<void> => {
    const addresses = parseAddresses(typed);
    const wrong = inviteProblem(addresses, locale);
    if (wrong !== null) {
      setProblem(t(wrong.key, wrong.values));
      return;
    }
    await send(async () => {
      setResults(await sendInvitation(runtime.client, { dirSeq, addresses, level, message }));
      setTyped('');
    });
  };

  return (
    <AddressForm
      title={t('files.invite.title')}
      sendLabel={t('files.guests.send')}
      busy={busy}
      modal={modal}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
      }}
      onSubmit={() => void submit()}
    >
      <p>{t('files.guests.intro')}</p>
      {results !== null && (
        <AddressResults
          title={t('files.guests.resultsTitle')}
          results={results}
          label={(result) => t(INVITE_RESULT_KEYS[result])}
        />
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
          <MessageField of="invite" value={message} onChange={setMessage} />
        </div>
        <LevelAllows level={level} folderType={folderType} id={ids.allows} />
      </div>
      {problem === null && results === null && (
        <InlineMessage tone="info">{t('files.guests.onlyShared')}</InlineMessage>
      )}
    </AddressForm>
  );
}
