// The share links of one file or folder (requirements X26), loaded on demand: make a link with
// an expiry date, an optional password and download limit, or preview-only; copy it (its address
// is shown once: the server keeps only a hash of the token); list, change and revoke the links.
// The logic is src/lib/explorer/share-links.ts; the server decides (security K37).
import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { failureText } from '../../lib/explorer/commands.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import {
  loadShareLinks,
  revokeLink,
  saveShareLink,
  type ShareLink as Link,
} from '../../lib/explorer/share-link-calls.ts';
import {
  defaultExpiry,
  expiryRange,
  dateField,
  failureKey,
  readForm,
  shareLinkUrl,
  type LinkForm,
} from '../../lib/explorer/share-links.ts';
import { linkChangedInShell } from '../../lib/shell/page.ts';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useApp } from './context.ts';
import { MadeLink } from './MadeLink.tsx';
import './share-links.css';
import { dateTimeFormat } from '../../lib/i18n/dates.ts';
import { unbroken } from '../../lib/i18n/unbroken.ts';

const blankForm = (now: number): LinkForm => ({
  expires: defaultExpiry(now),
  password: '',
  limit: '',
  previewOnly: false,
});

/** The dialog; `props.item` is the file or folder. */
export function ShareLinkDialog({
  props,
  modal,
}: ModalViewProps<DialogProps['share-link']>): ReactElement {
  const { runtime, t, locale } = useApp();
  const { explorer, client } = runtime;
  const item = props.item;
  const [links, setLinks] = useState<readonly Link[] | null>(null);
  const [form, setForm] = useState<LinkForm>(() => blankForm(Date.now()));
  const [editing, setEditing] = useState<Link | null>(null);
  const [dropPassword, setDropPassword] = useState(false);
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

  const load = useCallback(async (): Promise<readonly Link[]> => {
    const next = await loadShareLinks(client, item);
    setLinks(next);
    return next;
  }, [client, item]);

  useEffect(() => {
    let live = true;
    loadShareLinks(client, item).then(
      (next) => {
        if (live) setLinks(next);
      },
      (error: unknown) => {
        if (!live) return;
        setLinks([]);
        setMessage(errorText(error));
      },
    );
    return () => {
      live = false;
    };
  }, [client, item, errorText]);

  /** Shows the row's link mark as the links now stand, and tells the desktop shell. */
  const changed = (now: readonly Link[], url: string): void => {
    const live = now.some((link) => link.state === 'active');
    const updated: ExplorerItem = { ...item, shareLink: live };
    if (explorer.$list.get()?.replace((entry) => entry.key === item.key, updated) !== true) {
      explorer.refresh();
    }
    if (item.fileSeq !== null) linkChangedInShell(item.fileSeq, url);
  };

  const submit = async (): Promise<void> => {
    if (busy) return;
    const read = readForm(form, Date.now());
    if (!read.ok) {
      setMessage(t(`files.shareLink.problem.${read.problem}`));
      return;
    }
    setBusy(true);
    setMessage(null);
    setStatus('');
    try {
      // A new link's token comes back once; a change answers none.
      const token = await saveShareLink(client, item, editing, read, dropPassword);
      const url = token === null ? '' : shareLinkUrl(location.origin, locale, token);
      if (token !== null) setMade(url);
      setStatus(t(token === null ? 'files.shareLink.saved' : 'files.shareLink.created'));
      setEditing(null);
      setDropPassword(false);
      setForm(blankForm(Date.now()));
      changed(await load(), url);
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: Link): Promise<void> => {
    setBusy(true);
    setMessage(null);
    try {
      await revokeLink(client, link.id);
      setStatus(t('files.shareLink.revoked'));
      if (editing?.id === link.id) setEditing(null);
      changed(await load(), '');
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const edit = (link: Link): void => {
    setEditing(link);
    setDropPassword(false);
    setMade(null);
    setForm({
      expires: dateField(link.expires_at),
      password: '',
      limit: link.download_limit === null ? '' : String(link.download_limit),
      previewOnly: link.preview_only,
    });
    first.current?.focus();
  };

  const summary = (link: Link): string =>
    [
      t('files.shareLink.expiresOn', { date: unbroken(date.format(link.expires_at)) }),
      link.has_password ? t('files.shareLink.withPassword') : '',
      link.preview_only
        ? t('files.shareLink.previewOnlyShort')
        : link.download_limit === null
          ? t('files.shareLink.downloads', { count: link.downloads })
          : t('files.shareLink.downloadsOf', {
              count: link.downloads,
              limit: link.download_limit,
            }),
    ]
      .filter((part) => part !== '')
      .join(' · ');

  return (
    <Modal
      title={t('files.shareLink.title', { name: item.name })}
      titleName={item.name}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      initialFocus={first}
      size="wide"
      footer={<Button onClick={modal.onClose}>{t('app.close')}</Button>}
    >
      {message !== null && <InlineMessage>{message}</InlineMessage>}
      <p role="status" className="fx-share__status">
        {status}
      </p>
      {made !== null && <MadeLink address={made} onStatus={setStatus} />}
      <form
        className="fx-share__form"
        aria-label={editing === null ? t('files.shareLink.new') : t('files.shareLink.change')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h3 className="fx-share__heading">
          {editing === null ? t('files.shareLink.new') : t('files.shareLink.change')}
        </h3>
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
              value={form.expires}
              onChange={(event) => {
                setForm({ ...form, expires: event.target.value });
              }}
            />
          </div>
        </div>
        <PasswordField
          label={
            editing?.has_password === true
              ? t('files.shareLink.newPassword')
              : t('files.shareLink.password')
          }
          hint={
            editing?.has_password === true
              ? t('files.shareLink.keepPassword')
              : t('files.shareLink.passwordHint')
          }
          value={form.password}
          onChange={(password) => {
            setForm({ ...form, password });
          }}
          autoComplete="new-password"
          disabled={dropPassword}
          toggleLabel={t('files.shareLink.showPassword')}
          capsLockWarning={t('files.shareLink.capsLock')}
        />
        {editing?.has_password === true && (
          <Checkbox
            label={t('files.shareLink.removePassword')}
            checked={dropPassword}
            onChange={setDropPassword}
          />
        )}
        <Checkbox
          label={t('files.shareLink.previewOnly')}
          hint={t('files.shareLink.previewOnlyHint')}
          checked={form.previewOnly}
          onChange={(previewOnly) => {
            setForm({ ...form, previewOnly });
          }}
        />
        {!form.previewOnly && (
          <TextField
            label={t('files.shareLink.limit')}
            hint={t('files.shareLink.limitHint')}
            inputMode="numeric"
            value={form.limit}
            maxLength={4}
            onChange={(limit) => {
              setForm({ ...form, limit });
            }}
          />
        )}
        <div className="fx-share__actions">
          <Button type="submit" busy={busy}>
            {editing === null ? t('files.shareLink.create') : t('files.shareLink.save')}
          </Button>
          {editing !== null && (
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(null);
                setForm(blankForm(Date.now()));
              }}
            >
              {t('files.shareLink.cancel')}
            </Button>
          )}
        </div>
      </form>
      <h3 className="fx-share__heading" id={ids.list}>
        {t('files.shareLink.existing')}
      </h3>
      {links === null ? (
        <p className="fx-share__hint">{t('files.shareLink.loading')}</p>
      ) : links.length === 0 ? (
        <p className="fx-share__hint">{t('files.shareLink.none')}</p>
      ) : (
        <ul className="fx-share__list" aria-labelledby={ids.list}>
          {links.map((link) => (
            <li key={link.id} className="fx-share__link" data-state={link.state}>
              <div>
                <span className={`fx-share__state fx-share__state--${link.state}`}>
                  {t(`files.shareLink.state.${link.state}`)}
                </span>
                <span className="fx-share__summary">{summary(link)}</span>
                <span className="fx-share__by">
                  {t('files.shareLink.createdBy', {
                    name: link.created_by,
                    date: date.format(link.created_at),
                  })}
                </span>
              </div>
              {link.state !== 'revoked' && (
                <div className="fx-share__link-actions">
                  <Button
                    variant="secondary"
                    onClick={() => {
                      edit(link);
                    }}
                    aria-label={t('files.shareLink.changeOne', {
                      date: date.format(link.created_at),
                    })}
                  >
                    {t('files.shareLink.changeShort')}
                  </Button>
                  <Button
                    variant="secondary"
                    busy={busy}
                    onClick={() => void revoke(link)}
                    aria-label={t('files.shareLink.revokeOne', {
                      date: date.format(link.created_at),
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
