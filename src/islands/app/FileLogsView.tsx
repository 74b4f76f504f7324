// The File logs view of a file or folder (requirements X29), loaded on demand: who did what and
// when, newest first, filterable by action and user, paged, and downloadable as CSV (UTF-8 with a
// byte order mark; cells that would start a formula neutralised).
import { useEffect, useId, useState, type ReactElement } from 'react';
import { ACTIVITY_ACTIONS, isActivityAction } from '../../lib/files/activity.ts';
import { failureText } from '../../lib/explorer/commands.ts';
import {
  loadLogPage,
  logDetail,
  logUser,
  logsDownload,
  logTime,
  pageCount,
  type LogFilter,
  type LogPage,
} from '../../lib/explorer/file-logs.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import './file-logs.css';

/** Entries per page. */
const PER_PAGE = 20;

/** Saves text as a file through a blob link (the spec's "CSV download via blob"). */
function saveText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** The view; `props.subject` names the file or folder. */
export function FileLogsView({
  props,
  modal,
}: ModalViewProps<DialogProps['file-logs']>): ReactElement {
  const { runtime, t, locale } = useApp();
  const { subject } = props;
  const ids = { action: useId(), user: useId(), table: useId() };
  const [filter, setFilter] = useState<LogFilter>({ action: null, user: null });
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<LogPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const { kind, seq } = subject;
  useEffect(() => {
    let live = true;
    loadLogPage(runtime.client, { kind, seq }, filter, page, PER_PAGE).then(
      (next) => {
        if (!live) return;
        setError(null);
        setLoaded(next);
      },
      (failure: unknown) => {
        if (live) setError(failureText(failure, t));
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, filter, page, t, kind, seq]);

  const pages = pageCount(loaded?.total ?? 0, PER_PAGE);
  const download = async (): Promise<void> => {
    setExporting(true);
    try {
      const csv = await logsDownload(runtime.client, subject, filter, t, locale, new Date());
      saveText(csv.fileName, csv.text);
      setNote(csv.truncated ? t('files.logs.truncated') : null);
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Modal
      title={t('files.logs.title', { name: subject.name })}
      titleName={subject.name}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      size="wide"
      footer={
        <>
          <Button variant="secondary" busy={exporting} onClick={() => void download()}>
            {t('files.logs.csv')}
          </Button>
          <Button onClick={modal.onClose}>{t('files.logs.close')}</Button>
        </>
      }
    >
      <div className="fx-logs">
        <div className="fx-logs__filters">
          <div className="fx-logs__filter">
            <label htmlFor={ids.action}>{t('files.logs.filterAction')}</label>
            <select
              id={ids.action}
              value={filter.action ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                setFilter((f) => ({ ...f, action: isActivityAction(value) ? value : null }));
                setPage(1);
              }}
            >
              <option value="">{t('files.logs.allActions')}</option>
              {ACTIVITY_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`files.logs.actions.${action}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="fx-logs__filter">
            <label htmlFor={ids.user}>{t('files.logs.filterUser')}</label>
            <select
              id={ids.user}
              value={filter.user === null ? '' : String(filter.user)}
              onChange={(event) => {
                const value = Number(event.target.value);
                setFilter((f) => ({ ...f, user: value > 0 ? value : null }));
                setPage(1);
              }}
            >
              <option value="">{t('files.logs.allUsers')}</option>
              {(loaded?.users ?? []).map((user) => (
                <option key={user.id} value={String(user.id)}>
                  {user.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {error !== null && <InlineMessage>{error}</InlineMessage>}
        {note !== null && <InlineMessage tone="info">{note}</InlineMessage>}
        {loaded === null && error === null ? (
          <p className="fx-logs__note">{t('files.logs.loading')}</p>
        ) : loaded !== null && loaded.entries.length === 0 ? (
          <p className="fx-logs__note">{t('files.logs.none')}</p>
        ) : (
          loaded !== null && (
            // Its own scroll box on narrow screens, reachable by keyboard.
            <div className="fx-logs__scroll" role="region" aria-labelledby={ids.table} tabIndex={0}>
              <table className="fx-logs__table">
                <caption id={ids.table} className="visually-hidden">
                  {t('files.logs.caption', { name: subject.name })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('files.logs.col.at')}</th>
                    <th scope="col">{t('files.logs.col.user')}</th>
                    <th scope="col">{t('files.logs.col.action')}</th>
                    <th scope="col">{t('files.logs.col.name')}</th>
                    <th scope="col">{t('files.logs.col.detail')}</th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.entries.map((entry) => (
                    <tr key={entry.id} data-action={entry.action}>
                      <td>
                        <time dateTime={new Date(entry.at).toISOString()}>
                          {logTime(locale, entry.at)}
                        </time>
                      </td>
                      <td>{logUser(entry, t)}</td>
                      <td>{t(`files.logs.actions.${entry.action}`)}</td>
                      <td>{entry.name}</td>
                      <td>{logDetail(entry, t)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        )}
        {/* No pager for an empty log (or while it loads): there is nothing to page through. */}
        {loaded !== null && loaded.total > 0 && (
          <nav className="fx-logs__pager" aria-label={t('files.logs.pages')}>
            <Button
              variant="secondary"
              unavailable={page <= 1}
              onClick={() => {
                setPage((p) => Math.max(1, p - 1));
              }}
            >
              {t('files.logs.previous')}
            </Button>
            <span aria-live="polite">
              {t('files.logs.pageOf', {
                page: String(page),
                pages: String(pages),
                total: String(loaded.total),
              })}
            </span>
            <Button
              variant="secondary"
              unavailable={page >= pages}
              onClick={() => {
                setPage((p) => Math.min(pages, p + 1));
              }}
            >
              {t('files.logs.next')}
            </Button>
          </nav>
        )}
      </div>
    </Modal>
  );
}
