// The content area: loading skeleton, error with Retry, empty folder, or the list; files dropped
// on it are uploaded to the folder when the user may upload there.
import { useState, type DragEvent, type ReactElement } from 'react';
import { ACTIONS, type ActionContext, type ActionEffects } from '../../lib/explorer/actions.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import type { PagedList, PagedState } from '../../lib/explorer/paging.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { FileView } from './FileView.tsx';

/** Props of `FileArea`. */
export interface FileAreaProps {
  readonly list: PagedList<ExplorerItem> | null;
  readonly state: PagedState<ExplorerItem>;
  readonly ctx: ActionContext | null;
  readonly effects: ActionEffects;
  readonly folderName: string;
  readonly onOpen: (item: ExplorerItem) => void;
  readonly onMenu: (anchor: { x: number; y: number }) => void;
  readonly onDropFiles: (files: readonly File[]) => void;
}

function errorKey(error: unknown): string {
  const kind = typeof error === 'object' && error !== null && 'kind' in error ? error.kind : null;
  if (kind === 'network') return 'files.error.network';
  if (kind === 'timeout') return 'files.error.timeout';
  if (kind === 'bad-response') return 'files.error.bad';
  return 'files.error.server';
}

function Skeleton(): ReactElement {
  return (
    <div className="fx-loading" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="fx-row fx-row--loading">
          <div className="fx-cell fx-cell--name">
            <span className="fx-skeleton fx-skeleton--icon" />
            <span className="fx-skeleton fx-skeleton--text" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The folder's content area. */
export function FileArea(props: FileAreaProps): ReactElement {
  const { t } = useApp();
  const [dragging, setDragging] = useState(false);
  const { state, list, ctx } = props;
  const canUpload =
    ctx !== null && ACTIONS.find((a) => a.id === 'upload')?.available(ctx).state === 'enabled';
  const hasFiles = (event: DragEvent): boolean => event.dataTransfer.types.includes('Files');

  const dropHandlers = canUpload
    ? {
        onDragEnter: (event: DragEvent) => {
          if (hasFiles(event)) setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: (event: DragEvent) => {
          if (
            event.relatedTarget === null ||
            !event.currentTarget.contains(event.relatedTarget as Node)
          ) {
            setDragging(false);
          }
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          props.onDropFiles([...event.dataTransfer.files]);
        },
      }
    : {};

  let body: ReactElement;
  if (list === null || state.status === 'loading') {
    body = (
      <div className="fx-state" role="status">
        <span className="visually-hidden">{t('files.loading')}</span>
        <Skeleton />
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <div className="fx-state fx-state--center" role="alert">
        <span className="fx-state__icon fx-state__icon--error">
          <AppIcon name="alert" size="xl" />
        </span>
        <h2>{t('files.error.title')}</h2>
        <p>{t(errorKey(state.error))}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            list.retry();
          }}
        >
          <AppIcon name="refresh" size="sm" /> {t('files.retry')}
        </button>
      </div>
    );
  } else if (state.total === 0) {
    body = (
      <div className="fx-state fx-state--center">
        <span className="fx-state__icon">
          <AppIcon name="empty" size="xl" />
        </span>
        <h2>{t('files.empty.title')}</h2>
        <p>{canUpload ? t('files.empty.body') : t('files.empty.readOnly')}</p>
      </div>
    );
  } else {
    body = (
      <>
        {state.failed.size > 0 && (
          <div className="fx-banner" role="alert">
            <span>{t('files.error.pages')}</span>
            <button
              type="button"
              className="fx-link"
              onClick={() => {
                list.retry();
              }}
            >
              {t('files.retry')}
            </button>
          </div>
        )}
        <FileView
          state={state}
          ensure={(from, to) => {
            list.ensure(from, to);
          }}
          label={t('files.listLabel', { folder: props.folderName })}
          actionCtx={ctx}
          effects={props.effects}
          onOpen={props.onOpen}
          onMenu={props.onMenu}
        />
      </>
    );
  }

  return (
    <div className={`fx-area${dragging ? ' is-dragging' : ''}`} {...dropHandlers}>
      {body}
      {dragging && (
        <div className="fx-drop" aria-hidden="true">
          <AppIcon name="upload" size="xl" />
          <p>{t('files.upload.drop', { folder: props.folderName })}</p>
        </div>
      )}
    </div>
  );
}
