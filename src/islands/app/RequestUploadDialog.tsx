// Upload requests of the open folder (requirements X27), loaded on demand: make an upload-only
// link with an expiry date and an optional password, copy it (shown once), list and revoke them.
import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { failureText } from '../../lib/explorer/commands.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import {
  defaultExpiry,
  expiryRange,
  failureKey,
  readForm,
  uploadRequestUrl,
} from '../../lib/explorer/share-links.ts';
import {
  loadUploadRequests,
  makeUploadRequest,
  revokeUploadRequestOf,
  type UploadRequest as Request,
} from '../../lib/explorer/upload-request-calls.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { useApp } from './context.ts';
import { MadeLink } from './MadeLink.tsx';
import './share-links.css';
import { dateTimeFormat } from '../../lib/i18n/dates.ts';
import { unbroken } from '../../lib/i18n/unbroken.ts';

/** The dialog; `props.dirSeq` and `props.name` are the open folder's. */
export function RequestUploadDialog({
  props,
  modal,
}: ModalViewProps<DialogProps['request-upload']>): ReactElement {
  const { runtime, t, locale } = useApp();
  const { client } = runtime;
  const { dirSeq, name } = props;
  const [requests, setRequests] = useState<readonly Request[] | null>(null);
  const [expires, setExpires] = useState(() => defaultExpiry(Date.now()));
  const [password, setPassword] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const ids = { expires: useId(), list: useId() };
  const [range] = useState(() => expiryRange(Date.now()));
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const errorText = useCallback(
    (error: unknown): string => {
      const key = failureKey(error);
      return key === null ? failureText(error, t) : t(key);
    },
    [t],
  );

  const load = useCallback(async (): Promise<void> => {
    setRequests(await loadUploadRequests(client, dirSeq));
  }, [client, dirSeq]);

  useEffect(() => {
    let live = true;
    loadUploadRequests(client, dirSeq).then(
      (next) => {
        if (live) setRequests(next);
      },
      (error: unknown) => {
        if (!live) return;
        setRequests([]);
        setMessage(errorText(error));
      },
    );
    return () => {
      live = false;
    };
  }, [client, dirSeq, errorText]);

  const create = async (): Promise<void> => {
    if (busy) return;
    const read = readForm({ expires, password, limit: '', previewOnly: false }, Date.now());
    if (!read.ok) {
      setMessage(t(`files.shareLink.problem.${read.problem}`));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const token = await makeUploadRequest(client, dirSeq, read);
      setMade(uploadRequestUrl(location.origin, locale, token));
      setStatus(t('files.shareLink.created'));
      setPassword('');
      await load();
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (request: Request): Promise<void> => {
    setBusy(true);
    setMessage(null);
    try {
      await revokeUploadRequestOf(client, request.id);
      setStatus(t('files.shareLink.revoked'));
      await load();
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('files.requestUpload.title', { name })}
      titleName={name}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      initialFocus={first}
      size="wide"
      footer={<Button onClick={modal.onClose}>{t('app.close')}</Button>}
    >
      <p className="fx-share__hint">{t('files.requestUpload.intro')}</p>
      {message !== null && <InlineMessage>{message}</InlineMessage>}
      <p role="status" className="fx-share__status">
        {status}
      </p>
      {made !== null && <MadeLink address={made} onStatus={setStatus} />}
      <form
        className="fx-share__form"
        aria-label={t('files.requestUpload.new')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={ids.expires}>
            {t('files.shareLink.expires')}
          </label>
          <div className="ui-field__control">
            <input
              ref={first}
              id={ids.expires}
              className="ui-field__input"
              type="date"
              min={range.min}
              max={range.max}
              required
              value={expires}
              onChange={(event) => {
                setExpires(event.target.value);
              }}
            />
          </div>
        </div>
        <PasswordField
          label={t('files.shareLink.password')}
          hint={t('files.shareLink.passwordHint')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          toggleLabel={t('files.shareLink.showPassword')}
          capsLockWarning={t('files.shareLink.capsLock')}
        />
        <div className="fx-share__actions">
          <Button type="submit" busy={busy}>
            {t('files.shareLink.create')}
          </Button>
        </div>
      </form>
      <h3 className="fx-share__heading" id={ids.list}>
        {t('files.requestUpload.existing')}
      </h3>
      {requests === null ? (
        <p className="fx-share__hint">{t('files.shareLink.loading')}</p>
      ) : requests.length === 0 ? (
        <p className="fx-share__hint">{t('files.shareLink.none')}</p>
      ) : (
        <ul className="fx-share__list" aria-labelledby={ids.list}>
          {requests.map((request) => (
            <li key={request.id} className="fx-share__link" data-state={request.state}>
              <div>
                <span className={`fx-share__state fx-share__state--${request.state}`}>
                  {t(`files.shareLink.state.${request.state}`)}
                </span>
                <span className="fx-share__summary">
                  {[
                    t('files.shareLink.expiresOn', {
                      date: unbroken(date.format(request.expires_at)),
                    }),
                    request.has_password ? t('files.shareLink.withPassword') : '',
                    t('files.requestUpload.received', { count: request.uploads }),
                  ]
                    .filter((part) => part !== '')
                    .join(' · ')}
                </span>
              </div>
              {request.state !== 'revoked' && (
                <div className="fx-share__link-actions">
                  <Button
                    variant="secondary"
                    busy={busy}
                    onClick={() => void revoke(request)}
                    aria-label={t('files.shareLink.revokeOne', {
                      date: date.format(request.created_at),
                    })}
                  >
                    {t('files.shareLink.revoke')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
