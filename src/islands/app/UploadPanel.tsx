// The upload panel (bottom right): every file with its status and error, retry per file; the
// bottom-left progress toast shows the running count and the check mark when all are done. Its
// list folds away to the header, which then says where the uploads stand (on a phone the open
// panel covers half the file list).
import { useStore } from '@nanostores/react';
import { memo, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { progressOf, summarize, type UploadEntry } from '../../lib/explorer/upload.ts';
import { formatSize } from '../../lib/files/names.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import { startProgress, type ProgressHandle } from '../../lib/ui/progress.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import './UploadPanel.css';

/** The list of uploads of this page. */
export const UploadPanel = memo(function UploadPanel(): ReactElement | null {
  const { runtime, t } = useApp();
  const entries = useStore(runtime.uploads.$entries);
  // Left unfinished before a reload, and not picked again yet.
  const unfinished = useStore(runtime.unfinished).filter(
    (u) => !entries.some((e) => e.file.size === u.size && e.file.name === u.name),
  );
  const summary = summarize(entries);
  const progress = useRef<ProgressHandle | null>(null);
  const reported = useRef(0);
  const [folded, setFolded] = useState(false);
  const listsId = useId();

  useEffect(() => {
    const finished = summary.done + summary.failed;
    if (summary.active) {
      const label = t('files.upload.progress', { done: finished, total: summary.total });
      if (progress.current === null) progress.current = startProgress(label);
      else progress.current.update(label);
      return;
    }
    if (progress.current === null) return;
    const fresh = summary.failed - reported.current;
    reported.current = summary.failed;
    progress.current.done(t('files.upload.done', { count: summary.done }));
    progress.current = null;
    if (fresh > 0) toast(t('files.upload.failedCount', { count: fresh }), { tone: 'error' });
  }, [summary.active, summary.done, summary.failed, summary.total, t]);

  if (entries.length === 0 && unfinished.length === 0) return null;
  const settled = summary.done + summary.failed;
  return (
    <section
      className={folded ? 'fx-uploads is-folded' : 'fx-uploads'}
      aria-labelledby="uploads-title"
    >
      <header className="fx-uploads__head">
        {/* The disclosure pattern: the heading holds the button that folds the list away. */}
        <h2 className="fx-uploads__title">
          <button
            type="button"
            className="fx-uploads__fold"
            aria-expanded={!folded}
            aria-controls={listsId}
            onClick={() => {
              setFolded(!folded);
            }}
          >
            <AppIcon name="chevron-down" size="sm" />
            <span className="fx-uploads__label">
              <span id="uploads-title">{t('files.upload.title')}</span>
              {folded && entries.length > 0 && (
                <span className="fx-uploads__summary">
                  {summary.active
                    ? t('files.upload.progress', { done: settled, total: summary.total })
                    : t('files.upload.done', { count: summary.done })}
                  {summary.failed > 0 && (
                    <span className="fx-uploads__failed">
                      {' '}
                      {t('files.upload.failedCount', { count: summary.failed })}
                    </span>
                  )}
                </span>
              )}
            </span>
          </button>
        </h2>
        {!summary.active && (
          <button
            type="button"
            className="fx-link"
            onClick={() => {
              runtime.uploads.clearFinished();
            }}
          >
            {t('files.upload.clear')}
          </button>
        )}
      </header>
      <div id={listsId} className="fx-uploads__lists" hidden={folded}>
        {unfinished.length > 0 && (
          <ul className="fx-uploads__list fx-uploads__unfinished">
            {unfinished.map((u) => (
              <li key={`${u.node}|${u.name}|${String(u.size)}`} className="fx-upload">
                <span className="fx-upload__icon">
                  <AppIcon name="pause" size="sm" />
                </span>
                <span className="fx-upload__text">
                  <span className="fx-upload__name">{u.name}</span>
                  <span className="fx-upload__status">
                    {t('files.upload.unfinished', { size: formatSize(u.size) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {/* Focusable: a long list (a folder upload) scrolls, and the keyboard must reach it. */}
        <ul className="fx-uploads__list" tabIndex={0} aria-labelledby="uploads-title">
          {entries.map((entry) => (
            <li key={entry.id} className={`fx-upload fx-upload--${entry.status}`}>
              <span className="fx-upload__icon">
                {entry.status === 'done' ? (
                  <AppIcon name="check" size="sm" />
                ) : entry.status === 'failed' ? (
                  <AppIcon name="alert" size="sm" />
                ) : entry.status === 'paused' ? (
                  <AppIcon name="pause" size="sm" />
                ) : (
                  <span className="fx-upload__spinner" />
                )}
              </span>
              <span className="fx-upload__text">
                <span className="fx-upload__name">
                  {entry.where === '' ? entry.name : `${entry.where}/${entry.name}`}
                </span>
                <span className="fx-upload__status">{statusText(entry, t)}</span>
                {(entry.status === 'uploading' || entry.status === 'paused') && (
                  <progress
                    className="fx-upload__bar"
                    max={Math.max(entry.file.size, 1)}
                    value={progressOf(entry).sent}
                    aria-label={entry.name}
                  />
                )}
              </span>
              {entry.pausable && (entry.status === 'uploading' || entry.status === 'paused') && (
                <button
                  type="button"
                  className="fx-icon-button"
                  onClick={() => {
                    if (entry.status === 'paused') runtime.uploads.resume(entry.id);
                    else runtime.uploads.pause(entry.id);
                  }}
                >
                  <AppIcon name={entry.status === 'paused' ? 'play' : 'pause'} size="sm" />
                  <span className="visually-hidden">
                    {t(entry.status === 'paused' ? 'files.upload.resume' : 'files.upload.pause', {
                      name: entry.name,
                    })}
                  </span>
                </button>
              )}
              {entry.status === 'failed' && !entry.blocked && (
                <button
                  type="button"
                  className="fx-icon-button"
                  onClick={() => {
                    runtime.uploads.retry(entry.id);
                  }}
                >
                  <AppIcon name="refresh" size="sm" />
                  <span className="visually-hidden">
                    {t('files.upload.retry', { name: entry.name })}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});

/** A row's status line: its error, its bytes sent while it goes, or its state. */
function statusText(entry: UploadEntry, t: TFunction): string | null {
  if (entry.status === 'failed') return entry.error;
  if (entry.status === 'done') return t('files.upload.ok');
  if (entry.status === 'queued') return t('files.upload.queued');
  const { sent, total, percent } = progressOf(entry);
  const bytes = t('files.upload.sent', {
    sent: formatSize(sent),
    total: formatSize(total),
    percent,
  });
  return entry.status === 'paused' ? `${t('files.upload.paused')} · ${bytes}` : bytes;
}
