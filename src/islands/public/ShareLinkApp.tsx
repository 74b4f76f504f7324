// The public link page's code, loaded once the page is shown (requirements X26): a visitor
// without an account opens a share link,
// gives its password when there is one, sees the item and its preview, and downloads it. The
// logic is src/lib/public/share-link.ts; this file only renders it.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactElement } from 'react';
import { formatSize } from '../../lib/files/names.ts';
import { createT, type TFunction } from '../../lib/i18n/t.ts';
import {
  createSharePageStore,
  type PreviewState,
  type SharePageStore,
  type SharedItem,
} from '../../lib/public/share-link.ts';
import { publicPageClient } from '../../lib/public/page-client.ts';
import { afterFirstPaint } from '../../lib/ui/first-paint.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { isCommonLinkState } from '../../lib/public/link-steps.ts';
import { CommonLinkView } from './CommonLinkView.tsx';
import { useHandover } from './LinkIslandShell.tsx';
import { LinkCard } from './views.tsx';
import './share-link.css';

import type { ShareLinkIslandProps } from './ShareLinkIsland.tsx';
import { linkDates, type LinkDates } from '../../lib/i18n/date-patterns.ts';

function browserStore(t: TFunction): SharePageStore {
  const { api, hosts, ensureCsrf } = publicPageClient({
    alert: () => Promise.resolve(),
    toastError: () => undefined,
    messages: { unknownError: t('reset.unknownError') },
  });
  return createSharePageStore({
    api,
    href: () => location.href,
    ensureCsrf,
    resolve: (url) => new URL(url, hosts.api).href,
    // The address answers as an attachment: the page stays, the browser downloads.
    download: (url) => {
      location.assign(url);
    },
  });
}

/**
 * The PDF's frame, made in the task after the card's: a new frame costs 10-20 ms of the main
 * thread at 4x CPU, which kept the opened link's render over 50 ms (decision 030). Its space is
 * held meanwhile, so nothing moves.
 */
function PdfFrame({ url, label }: { url: string; label: string }): ReactElement {
  const [made, setMade] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => {
      setMade(true);
    }, 0);
    return () => {
      clearTimeout(later);
    };
  }, []);
  return made ? (
    <iframe src={url} title={label} />
  ) : (
    <div className="share-preview__frame" aria-hidden="true" />
  );
}

function Preview(props: { preview: PreviewState; item: SharedItem; t: TFunction }): ReactElement {
  const { preview, t, item } = props;
  const label = t('share.previewLabel', { name: item.name });
  switch (preview.tag) {
    case 'none':
      return item.kind === 'file' ? <p className="muted">{t('share.noPreview')}</p> : <></>;
    case 'loading':
      return (
        <div className="share-preview share-preview--loading">
          <Spinner label={t('share.previewLoading')} />
        </div>
      );
    case 'failed':
      return <p className="muted">{t('share.previewFailed')}</p>;
    case 'image':
      return (
        <figure className="share-preview">
          <img src={preview.url} alt={label} />
        </figure>
      );
    case 'pdf':
      return (
        <figure className="share-preview">
          <PdfFrame url={preview.url} label={label} />
        </figure>
      );
    case 'text':
      return (
        <figure className="share-preview">
          <pre className="share-preview__text" tabIndex={0} aria-label={label}>
            {preview.text}
          </pre>
        </figure>
      );
  }
}

function ReadyView(props: {
  store: SharePageStore;
  t: TFunction;
  dates: LinkDates;
  item: SharedItem;
  preview: PreviewState;
  downloading: boolean;
  started: boolean;
}): ReactElement {
  const { t, item, dates } = props;
  const folder = item.kind === 'folder';
  return (
    <LinkCard title={item.name} focusKey="ready">
      <dl className="share-facts">
        <dt>{t('share.kind')}</dt>
        <dd>{folder ? t('share.kindFolder') : t('share.kindFile')}</dd>
        {!folder && (
          <>
            <dt>{t('share.size')}</dt>
            <dd>{formatSize(item.size)}</dd>
          </>
        )}
        <dt>{t('share.expires')}</dt>
        <dd>{dates.date(item.expires_at)}</dd>
        {item.downloads_left !== null && (
          <>
            <dt>{t('share.downloadsLeft')}</dt>
            <dd data-testid="downloads-left">{item.downloads_left}</dd>
          </>
        )}
      </dl>
      <Preview preview={props.preview} item={item} t={t} />
      {item.preview_only ? (
        <p className="lp-strong">{t('share.previewOnly')}</p>
      ) : (
        <div className="lp-actions">
          <Button busy={props.downloading} onClick={() => void props.store.download()}>
            {folder ? t('share.downloadZip') : t('share.download')}
          </Button>
        </div>
      )}
      <p role="status" className="muted">
        {props.started ? t('share.downloadStarted') : ''}
      </p>
    </LinkCard>
  );
}

function View({
  store,
  t,
  dates,
}: {
  store: SharePageStore;
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
        title={t('share.title')}
        intro={t('share.about')}
        endedBody={(reason) => t(`share.ended.${reason}.body`)}
        onRetry={store.retry}
        onUnlock={(password) => void store.unlock(password)}
      />
    );
  }
  return (
    <ReadyView
      store={store}
      t={t}
      dates={dates}
      item={state.item}
      preview={state.preview}
      downloading={state.downloading}
      started={state.started}
    />
  );
}

/** The page once its code has arrived: the store, the calls and every view. */
export function ShareLinkApp({ locale, strings, dates }: ShareLinkIslandProps): ReactElement {
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
