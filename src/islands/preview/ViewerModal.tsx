// The document viewer dialog (lazy-loaded): the overlay modal with the file's name, its
// content, and previous/next buttons; arrow keys move through the list, Escape closes.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactElement } from 'react';
import type { PreviewStore } from '../../lib/preview/preview.ts';
import { isPreviewable } from '../../lib/preview/preview.ts';
import { currentSeq } from '../../lib/preview/preview-flow.ts';
import type { ViewerFile } from '../../lib/preview/preview-flow.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { $modals } from '../../lib/ui/modals.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ViewerBody } from './ViewerBody.tsx';
import './viewer.css';

/** Props of `ViewerModal`. */
export interface ViewerModalProps {
  readonly strings: Strings;
  readonly locale: Locale;
  readonly store: PreviewStore;
  readonly files: () => readonly ViewerFile[];
  readonly maxMediaSize: number;
  /** Downloads the file shown, or null where this user may not download it. */
  readonly downloadOf?: ((fileSeq: number) => (() => void) | null) | undefined;
}

// Arrow keys inside players and fields belong to them (seeking, moving the caret).
function ownsArrows(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('audio, video, input, textarea, select') !== null
  );
}

/** The open viewer; renders nothing when the store is closed. */
export function ViewerModal(props: ViewerModalProps): ReactElement | null {
  const { store, files } = props;
  const t = useMemo(() => createT(props.strings, props.locale), [props.strings, props.locale]);
  const state = useStore(store.$state);
  const main = useStore($modals).main;
  const seq = currentSeq(state);
  const list = files().filter((f) => isPreviewable(f) || f.fileSeq === seq);
  const index = list.findIndex((f) => f.fileSeq === seq);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || ownsArrows(event.target))
        return;
      event.preventDefault();
      store.step(event.key === 'ArrowLeft' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [store]);

  if (state.tag === 'closed') return null;
  const name =
    state.tag === 'finding' || (state.tag === 'unavailable' && state.file === null)
      ? t('viewer.title')
      : (state.file?.name ?? '');
  const download = seq === null ? null : (props.downloadOf?.(seq) ?? null);
  const downloadButton =
    download === null ? null : (
      <Button variant="secondary" onClick={download}>
        {t('viewer.download')}
      </Button>
    );
  const nav =
    index < 0 || list.length < 2 ? null : (
      <div className="viewer__nav">
        <Button
          variant="secondary"
          disabled={index === 0}
          onClick={() => {
            store.step(-1);
          }}
        >
          <span aria-hidden="true">‹ </span>
          {t('viewer.previous')}
        </Button>
        <span className="viewer__position">
          {t('viewer.position', { current: index + 1, total: list.length })}
        </span>
        <Button
          variant="secondary"
          disabled={index === list.length - 1}
          onClick={() => {
            store.step(1);
          }}
        >
          {t('viewer.next')}
          <span aria-hidden="true"> ›</span>
        </Button>
      </div>
    );
  const footer =
    nav === null && downloadButton === null ? null : (
      <div className="viewer__footer">
        {nav}
        {downloadButton}
      </div>
    );

  return (
    <Modal
      title={name}
      closeLabel={t('viewer.close')}
      onClose={() => {
        store.close();
      }}
      raiseKey={main}
      footer={footer}
    >
      <div className="viewer" aria-busy={state.tag === 'loading' || state.tag === 'finding'}>
        <p className="visually-hidden">{t('viewer.keyboardHint')}</p>
        <ViewerBody
          state={state}
          t={t}
          maxMediaSize={props.maxMediaSize}
          onRetry={() => {
            store.retry();
          }}
        />
      </div>
    </Modal>
  );
}
