// The content area: loading skeleton, error with Retry, empty folder, or the list; files dropped
// on it are uploaded to the folder when the user may upload there.
import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useState, type DragEvent, type ReactElement } from 'react';
import { ACTIONS, type ActionContext, type ActionEffects } from '../../lib/explorer/actions.ts';
import { droppedEntries, type FsEntryLike } from '../../lib/explorer/folder-walk.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import type { PagedList } from '../../lib/explorer/paging.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { EmptyFolder } from './EmptyFolder.tsx';
import { FileView } from './FileView.tsx';
import { useListState } from './use-actions.ts';
import { useStorePart } from './use-store-part.ts';
import './FileArea.css';

/** Props of `FileArea`. */
export interface FileAreaProps {
  readonly list: PagedList<ExplorerItem> | null;
  readonly ctx: ActionContext | null;
  readonly effects: ActionEffects;
  readonly folderName: string;
  readonly onOpen: (item: ExplorerItem) => void;
  readonly onMenu: (anchor: { x: number; y: number }) => void;
  readonly onDropFiles: (files: readonly File[]) => void;
  /** A drop holding a folder: its entries, read while the drop runs (requirements X40). */
  readonly onDropTree: (entries: readonly FsEntryLike<File>[]) => void;
}

function errorKey(error: unknown): string {
  const kind = typeof error === 'object' && error !== null && 'kind' in error ? error.kind : null;
  if (kind === 'network') return 'files.error.network';
  if (kind === 'timeout') return 'files.error.timeout';
  if (kind === 'bad-response') return 'files.error.bad';
  return 'files.error.server';
}

/** The folder's content area. */
export function FileArea(props: FileAreaProps): ReactElement {
  const { t, runtime } = useApp();
  const tag = useStorePart(runtime.explorer.$location, (l) => l.tag);
  // One list view per folder, with the focus carried over to the next one (FileView); a sort or a
  // filter keeps the view and takes it to its top; a refresh keeps its place and focus. Either
  // keeps the rows shown until the new list can be drawn (the explorer's $replacing).
  const listing = useStore(runtime.explorer.$listing);
  const replacing = useStore(runtime.explorer.$replacing);
  const [dragging, setDragging] = useState(false);
  const { list, ctx } = props;
  const state = useListState(list);
  const ensure = useCallback(
    (from: number, to: number) => {
      list?.ensure(from, to);
    },
    [list],
  );
  // Once per folder and selection, not per page of entries arriving.
  const canUpload = useMemo(
    () =>
      ctx !== null && ACTIONS.find((a) => a.id === 'upload')?.available(ctx).state === 'enabled',
    [ctx],
  );
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
          const entries = droppedEntries<File>(event.dataTransfer.items);
          if (entries === null) props.onDropFiles([...event.dataTransfer.files]);
          else props.onDropTree(entries);
        },
      }
    : {};

  const loading = list === null || state.status === 'loading';
  let body: ReactElement;
  if (list !== null && state.status === 'error') {
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
  } else if (!loading && state.total === 0) {
    body = (
      <EmptyFolder
        label={t('files.listLabel', { folder: props.folderName })}
        ctx={ctx}
        effects={props.effects}
      >
        {tag === undefined ? (
          <>
            <h2>{t('files.empty.title')}</h2>
            <p>{canUpload ? t('files.empty.body') : t('files.empty.readOnly')}</p>
          </>
        ) : (
          <h2>{t('files.tagFilter.empty', { tag })}</h2>
        )}
      </EmptyFolder>
    );
  } else {
    // The list (its scroll box, column headers and placeholder rows) is there from the start, so
    // the first page only fills rows in: no new layout of the list, no measuring, when it comes.
    body = (
      <>
        {loading && (
          <p className="visually-hidden" role="status">
            {t('files.loading')}
          </p>
        )}
        {state.failed.size > 0 && (
          <div className="fx-banner" role="alert">
            <span>{t('files.error.pages')}</span>
            <button
              type="button"
              className="fx-link"
              onClick={() => {
                list?.retry();
              }}
            >
              {t('files.retry')}
            </button>
          </div>
        )}
        <FileView
          key={listing.folder}
          order={listing.order}
          replacing={replacing}
          state={state}
          ensure={ensure}
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
