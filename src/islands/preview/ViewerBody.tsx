// One small component per viewer state: loader, converted file, error screen, failed conversion.
import { useState, type ReactElement } from 'react';
import { formatSize } from '../../lib/files/names.ts';
import { messageText } from '../../lib/api/messages.ts';
import type { PreviewState } from '../../lib/preview/preview-flow.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Spinner } from '../ui/Spinner.tsx';

/** Props of `ViewerBody`. */
export interface ViewerBodyProps {
  readonly state: Exclude<PreviewState, { tag: 'closed' }>;
  readonly t: TFunction;
  readonly maxMediaSize: number;
  readonly onRetry: () => void;
}

const SCREEN_KEY = {
  unsupported: 'viewer.unsupported',
  too_large: 'viewer.tooLarge',
  media_too_large: 'viewer.mediaTooLarge',
  not_found: 'viewer.notFound',
} as const;

/**
 * An image keeps the loader until its bytes are decoded (a large photo on a slow link), and says
 * so when they cannot be shown, instead of an empty dialog.
 */
function ImageView({ url, name, t }: { url: string; name: string; t: TFunction }): ReactElement {
  const [shown, setShown] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (shown === 'failed') {
    return (
      <div className="viewer__center">
        <InlineMessage tone="error">{t('viewer.imageFailed')}</InlineMessage>
      </div>
    );
  }
  return (
    <>
      {shown === 'loading' && (
        <div className="viewer__center">
          <Spinner size="large" label={t('viewer.loading')} />
        </div>
      )}
      <img
        className="viewer__image"
        src={url}
        alt={name}
        hidden={shown === 'loading'}
        onLoad={() => {
          setShown('loaded');
        }}
        onError={() => {
          setShown('failed');
        }}
      />
    </>
  );
}

function Ready({
  state,
  t,
}: {
  state: Extract<PreviewState, { tag: 'ready' }>;
  t: TFunction;
}): ReactElement {
  const { name } = state.file;
  switch (state.display) {
    case 'image':
      // Keyed by the URL: stepping to the next image starts with the loader again.
      return <ImageView key={state.url} url={state.url} name={name} t={t} />;
    case 'text':
      return (
        <pre className="viewer__text" tabIndex={0} aria-label={t('viewer.textLabel', { name })}>
          {state.text ?? ''}
        </pre>
      );
    case 'audio':
      return (
        <audio
          className="viewer__audio"
          src={state.url}
          controls
          aria-label={t('viewer.audioLabel', { name })}
        />
      );
    case 'video':
      return (
        <video
          className="viewer__video"
          src={state.url}
          controls
          aria-label={t('viewer.videoLabel', { name })}
        />
      );
    case 'frame':
      return (
        <iframe
          className="viewer__frame"
          src={state.url}
          title={t('viewer.frameTitle', { name })}
        />
      );
  }
}

/** The viewer's content for its state. */
export function ViewerBody({ state, t, maxMediaSize, onRetry }: ViewerBodyProps): ReactElement {
  switch (state.tag) {
    case 'finding':
      return (
        <div className="viewer__center">
          <Spinner size="large" label={t('viewer.loading')} />
        </div>
      );
    case 'loading':
      return (
        <div className="viewer__center">
          <Spinner
            size="large"
            label={t(state.step === 'cache' ? 'viewer.waitingCache' : 'viewer.loading')}
          />
        </div>
      );
    case 'ready':
      return <Ready state={state} t={t} />;
    case 'unavailable':
      return (
        <div className="viewer__center">
          <InlineMessage tone="info">
            {t(SCREEN_KEY[state.screen], { limit: formatSize(maxMediaSize) })}
          </InlineMessage>
        </div>
      );
    case 'failed':
      return (
        <div className="viewer__center">
          <InlineMessage tone="error">{messageText(state.message, t)}</InlineMessage>
          <Button variant="secondary" onClick={onRetry}>
            {t('viewer.retry')}
          </Button>
        </div>
      );
  }
}
