// The public upload page's code, loaded once the page is shown (requirements X27): a visitor without an account drops files for the
// person who asked, sees the progress and a list of what arrived, and nothing of the folder. The
// logic is src/lib/public/upload-request.ts; this file only renders it.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type DragEvent, type ReactElement } from 'react';
import { formatSize } from '../../lib/files/names.ts';
import { createT, type TFunction } from '../../lib/i18n/t.ts';
import {
  createUploadPageStore,
  progressPercent,
  type SentFile,
  type UploadPageStore,
  type UploadProgress,
} from '../../lib/public/upload-request.ts';
import { publicUploadClient } from '../../lib/public/upload-client.ts';
import { afterFirstPaint } from '../../lib/ui/first-paint.ts';
import { Button } from '../ui/Button.tsx';
import { isCommonLinkState } from '../../lib/public/link-steps.ts';
import { CommonLinkView } from './CommonLinkView.tsx';
import { useHandover } from './LinkIslandShell.tsx';
import { LinkCard, StatusView } from './views.tsx';
import './share-link.css';

import type { UploadRequestIslandProps } from './UploadRequestIsland.tsx';
import { linkDates, type LinkDates } from '../../lib/i18n/date-patterns.ts';
import { unbroken } from '../../lib/i18n/unbroken.ts';

function browserStore(t: TFunction): UploadPageStore {
  // Uploads report their bytes as they go (requirements X39).
  const { api, ensureCsrf, listenUpload } = publicUploadClient({
    alert: () => Promise.resolve(),
    toastError: () => undefined,
    messages: { unknownError: t('reset.unknownError') },
  });
  return createUploadPageStore({ api, href: () => location.href, ensureCsrf, listenUpload });
}

function outcomeText(t: TFunction, file: SentFile): string {
  return t(`upload.outcome.${file.outcome}`);
}

function ProgressBar(props: { t: TFunction; progress: UploadProgress }): ReactElement {
  const { t, progress } = props;
  const percent = progressPercent(progress);
  const bytes = t('upload.progressBytes', {
    sent: formatSize(progress.sentBytes),
    total: formatSize(progress.totalBytes),
    percent,
  });
  const files = t('upload.progress', { done: progress.done, total: progress.total });
  return (
    <div className="upload-progress">
      <progress
        max={100}
        value={percent}
        aria-label={t('upload.progressLabel')}
        aria-valuetext={`${bytes} · ${files}`}
      />
      <span>
        {bytes} · {files}
      </span>
    </div>
  );
}

function DropView(props: {
  store: UploadPageStore;
  t: TFunction;
  dates: LinkDates;
  requestedBy: string;
  expiresAt: number;
  progress: UploadProgress | null;
  sent: readonly SentFile[];
  throttledUntil: number | null;
}): ReactElement {
  const { t, store } = props;
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent): void => {
    event.preventDefault();
    setOver(false);
    void store.send([...event.dataTransfer.files]);
  };
  const until = unbroken(props.dates.date(props.expiresAt));
  return (
    <LinkCard title={t('upload.title')} focusKey="ready">
      <p className="lp-intro">{t('upload.intro', { name: props.requestedBy, date: until })}</p>
      <div
        className={`upload-drop${over ? ' is-over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => {
          setOver(false);
        }}
        onDrop={drop}
      >
        <p>{t('upload.dropHere')}</p>
        <label className="button" htmlFor={inputId}>
          {t('upload.choose')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          multiple
          disabled={props.progress !== null}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void store.send(files);
          }}
        />
      </div>
      {props.progress !== null && <ProgressBar t={t} progress={props.progress} />}
      {props.throttledUntil !== null && (
        <p role="alert" className="upload-throttled">
          {t('upload.throttledSend', { time: unbroken(props.dates.time(props.throttledUntil)) })}
        </p>
      )}
      <p role="status" className="muted">
        {props.progress === null && props.sent.length > 0
          ? t('upload.done', { count: props.sent.filter((f) => f.outcome === 'sent').length })
          : ''}
      </p>
      {props.sent.length > 0 && (
        <>
          <h2 className="upload-heading">{t('upload.arrived')}</h2>
          <ul className="upload-list">
            {props.sent.map((file, index) => (
              <li key={`${String(index)}-${file.name}`} data-outcome={file.outcome}>
                <span className="upload-list__name">{file.name}</span>
                <span className="muted">
                  {formatSize(file.size)} · {outcomeText(t, file)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </LinkCard>
  );
}

function View({
  store,
  t,
  dates,
}: {
  store: UploadPageStore;
  t: TFunction;
  dates: LinkDates;
}): ReactElement | null {
  const state = useStore(store.$state);
  // The shell's loading card stays up until the link is open.
  if (!useHandover(state.tag === 'loading')) return null;
  if (isCommonLinkState(state)) {
    return (
      <CommonLinkView
        state={state}
        t={t}
        dates={dates}
        title={t('upload.title')}
        intro={t('upload.about')}
        endedBody={(reason) => t(`upload.ended.${reason}`)}
        onRetry={store.retry}
        onUnlock={(password) => void store.unlock(password)}
      />
    );
  }
  if (state.tag === 'throttled') {
    return (
      <StatusView
        tone="warning"
        title={t('upload.throttledTitle')}
        focusKey="throttled"
        actions={<Button onClick={store.retry}>{t('reset.retry')}</Button>}
      >
        <p>{t('upload.throttled', { time: unbroken(dates.time(state.retryAt)) })}</p>
      </StatusView>
    );
  }
  return (
    <DropView
      store={store}
      t={t}
      dates={dates}
      requestedBy={state.requestedBy}
      expiresAt={state.expiresAt}
      progress={state.progress}
      sent={state.sent}
      throttledUntil={state.throttledUntil}
    />
  );
}

/** The page once its code has arrived: the store, the calls and every view. */
export function UploadRequestApp({
  locale,
  strings,
  dates,
}: UploadRequestIslandProps): ReactElement {
  const [t] = useState(() => createT(strings, locale));
  const [writers] = useState(() => linkDates(locale, dates));
  const [store] = useState(() => browserStore(t));
  useEffect(
    () =>
      afterFirstPaint(() => {
        store.start();
      }),
    [store],
  );
  return <View store={store} t={t} dates={writers} />;
}
