// The signed-in app's layout: side bar, folder heading, toolbar, content, uploads and dialogs.
import { useStore } from '@nanostores/react';
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactElement,
} from 'react';
import { langcodeOf } from '../../lib/i18n/locales.ts';
import { type Action } from '../../lib/explorer/actions.ts';
import { prepareDateFormat } from '../../lib/explorer/dates.ts';
import { DIALOG, type DialogProps, type ListDialogs } from '../../lib/explorer/dialogs.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { canDownload, openDecision } from '../../lib/explorer/open.ts';
import { needsDirSeq } from '../../lib/files/nodes.ts';
import { whenIdle } from '../../lib/ui/idle.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { afterFirstPage } from '../../lib/explorer/after-first-page.ts';
import { retryableLazy } from '../ui/lazy.tsx';
import { viewerModals, type DownloadContext } from './viewer-parts.ts';
import { AlertHost } from '../ui/AlertHost.tsx';
import { ModalHost, typedRegistry, type ModalViewProps } from '../ui/ModalHost.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import { ContextMenu } from './ContextMenu.tsx';
import { useApp } from './context.ts';
import { DeleteDialog } from './DeleteDialog.tsx';
import { actionEffects } from './effects.ts';
import { FileArea } from './FileArea.tsx';
import { FolderHeader } from './FolderHeader.tsx';
import { IdleDialog } from './IdleDialog.tsx';
import { LazyInviteDialog, LazyMailDialog, LazyMembersDialog } from './members-dialogs.tsx';
import { NewFolderDialog } from './NewFolderDialog.tsx';
import { ScanModal } from './ScanModal.tsx';
import { $detailsOpen, $searchDetails } from './details-state.ts';
import { SearchField } from './SearchField.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TagFilter } from './TagFilter.tsx';
import { SCHEDULE_MODAL } from './schedule-modal.ts';
import { Toolbar } from './Toolbar.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { useActionContext, useListCount } from './use-actions.ts';
import { UserMenu } from './UserMenu.tsx';
import { useShellBridge } from './useShellBridge.ts';
import { loadedItems } from './loaded-items.ts';
import { useItemDrag } from './use-item-drag.ts';
import { useFolderUpload } from './use-folder-upload.ts';
import { FolderInput } from './FolderInput.tsx';
import './copy-move.css';

const ShortcutsDialog = lazy(() =>
  import('./ShortcutsDialog.tsx').then((m) => ({ default: m.ShortcutsDialog })),
);

function LazyShortcutsDialog(view: ModalViewProps): ReactElement {
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog {...view} />
    </Suspense>
  );
}

const RenameDialog = lazy(() =>
  import('./RenameDialog.tsx').then((m) => ({ default: m.RenameDialog })),
);

function LazyRenameDialog(view: ModalViewProps<DialogProps['rename']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <RenameDialog {...view} />
    </Suspense>
  );
}

const FolderPicker = lazy(() =>
  import('./FolderPicker.tsx').then((m) => ({ default: m.FolderPicker })),
);
const ConflictDialog = lazy(() =>
  import('./ConflictDialog.tsx').then((m) => ({ default: m.ConflictDialog })),
);

function LazyFolderPicker(view: ModalViewProps<DialogProps['folder-picker']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <FolderPicker {...view} />
    </Suspense>
  );
}

function LazyConflictDialog(view: ModalViewProps<DialogProps['copy-move-conflict']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <ConflictDialog {...view} />
    </Suspense>
  );
}

const DetailsPanel = lazy(() =>
  import('./DetailsPanel.tsx').then((m) => ({ default: m.DetailsPanel })),
);
const TagDialog = lazy(() => import('./TagDialog.tsx').then((m) => ({ default: m.TagDialog })));
const TaggedView = lazy(() => import('./TaggedView.tsx').then((m) => ({ default: m.TaggedView })));

function LazyTagDialog(view: ModalViewProps<DialogProps['tags']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <TagDialog {...view} />
    </Suspense>
  );
}

const ScheduleDialog = lazy(() =>
  import('./ScheduleDialog.tsx').then((m) => ({ default: m.ScheduleDialog })),
);

function LazyScheduleDialog(view: ModalViewProps): ReactElement {
  return (
    <Suspense fallback={null}>
      <ScheduleDialog {...view} />
    </Suspense>
  );
}

const ShareLinkDialog = lazy(() =>
  import('./ShareLinkDialog.tsx').then((m) => ({ default: m.ShareLinkDialog })),
);

function LazyShareLinkDialog(view: ModalViewProps<DialogProps['share-link']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <ShareLinkDialog {...view} />
    </Suspense>
  );
}

const RequestUploadDialog = lazy(() =>
  import('./RequestUploadDialog.tsx').then((m) => ({ default: m.RequestUploadDialog })),
);

function LazyRequestUploadDialog(
  view: ModalViewProps<DialogProps['request-upload']>,
): ReactElement {
  return (
    <Suspense fallback={null}>
      <RequestUploadDialog {...view} />
    </Suspense>
  );
}

function LazyTaggedView(view: ModalViewProps<DialogProps['tagged']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <TaggedView {...view} />
    </Suspense>
  );
}

const FileLogsView = lazy(() =>
  import('./FileLogsView.tsx').then((m) => ({ default: m.FileLogsView })),
);

function LazyFileLogsView(view: ModalViewProps<DialogProps['file-logs']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <FileLogsView {...view} />
    </Suspense>
  );
}

const TrustedBrowsersDialog = lazy(() =>
  import('./TrustedBrowsersDialog.tsx').then((m) => ({ default: m.TrustedBrowsersDialog })),
);

function LazyTrustedBrowsersDialog(view: ModalViewProps): ReactElement {
  return (
    <Suspense fallback={null}>
      <TrustedBrowsersDialog {...view} />
    </Suspense>
  );
}

const FavoritesView = lazy(() =>
  import('./FavoritesView.tsx').then((m) => ({ default: m.FavoritesView })),
);

const TrashView = lazy(() => import('./TrashView.tsx').then((m) => ({ default: m.TrashView })));
// Fetched once the first folder page is in and the browser is idle, so the first search does not
// wait for its code (or suspend on it: see retryableLazy).
const searchView = retryableLazy(() => import('./SearchView.tsx').then((m) => m.SearchView));

const DocumentViewer = lazy(() =>
  import('./viewer-parts.ts').then((m) => ({ default: m.DocumentViewer })),
);

/** The app once the profile is loaded. */
export function Shell(): ReactElement {
  const app = useApp();
  const { runtime, t, strings, locale, profile } = app;
  const { explorer } = runtime;
  const list = useStore(explorer.$list);
  const folder = useStore(explorer.$folder);
  const where = useStore(explorer.$location);
  const favorites = where.favorites === true;
  const trash = where.trash === true;
  const searching = where.search !== undefined;
  const detailsOpen = useStore($detailsOpen);
  const searchDetails = useStore($searchDetails);
  // Not the list state itself: pages arriving while scrolling re-render the list, not the shell.
  const count = useListCount(list);
  const ctx = useActionContext(app, list);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const inputId = useId();
  useShellBridge(explorer);
  useItemDrag(app, ctx);
  // While the first folder list is on its way, not when its rows render.
  useEffect(() => {
    prepareDateFormat(locale);
  }, [locale]);
  useEffect(() => afterFirstPage(explorer.$list, searchView.preload, whenIdle), [explorer]);

  const downloadCtx = useMemo<DownloadContext>(
    () => ({
      client: runtime.client,
      langcode: () => langcodeOf(locale),
      authority: () => profile.operationAuthority,
      items: () => {
        const current = explorer.$list.get()?.$state.get();
        return current === undefined ? [] : loadedItems(current);
      },
      strings,
      locale,
    }),
    [runtime, explorer, locale, profile, strings],
  );
  const effects = useMemo(
    () =>
      actionEffects({
        runtime,
        folder: () => explorer.$folder.get(),
        downloadCtx,
        pickFiles: () => {
          document.getElementById(inputId)?.click();
        },
        pickFolder: () => {
          document.getElementById(`${inputId}-folder`)?.click();
        },
        userType: profile.userType,
      }),
    [runtime, explorer, downloadCtx, inputId, profile],
  );
  const registry = useMemo(
    () => ({
      ...viewerModals(downloadCtx),
      ...typedRegistry<ListDialogs>({
        [DIALOG.newFolder]: NewFolderDialog,
        [DIALOG.delete]: DeleteDialog,
        [DIALOG.invite]: LazyInviteDialog,
        [DIALOG.members]: LazyMembersDialog,
        [DIALOG.mail]: LazyMailDialog,
        [DIALOG.scan]: ScanModal,
        [DIALOG.shortcuts]: LazyShortcutsDialog,
        [DIALOG.rename]: LazyRenameDialog,
        [DIALOG.tags]: LazyTagDialog,
        [DIALOG.tagged]: LazyTaggedView,
        [DIALOG.shareLink]: LazyShareLinkDialog,
        [DIALOG.requestUpload]: LazyRequestUploadDialog,
        [DIALOG.fileLogs]: LazyFileLogsView,
        [DIALOG.folderPicker]: LazyFolderPicker,
        [DIALOG.conflict]: LazyConflictDialog,
        [DIALOG.trustedBrowsers]: LazyTrustedBrowsersDialog,
      }),
      [SCHEDULE_MODAL]: LazyScheduleDialog,
    }),
    [downloadCtx],
  );

  const run = useCallback(
    (action: Action) => {
      if (ctx !== null) action.perform(ctx, effects);
    },
    [ctx, effects],
  );
  const uploadFolder = useFolderUpload(app, ctx);
  const upload = useCallback(
    (files: readonly File[]): void => {
      const target = explorer.$folder.get();
      if (target === null || files.length === 0) return;
      runtime.uploads.add(files, {
        node: target.node,
        dirSeq: needsDirSeq(target.node) && target.dir_seq > 0 ? target.dir_seq : null,
      });
    },
    [runtime, explorer],
  );
  const open = useCallback(
    (item: ExplorerItem): void => {
      if (item.kind === 'folder') {
        explorer.open(item.node, needsDirSeq(item.node) ? item.dirSeq : null);
        return;
      }
      if (ctx === null) return;
      const decision = openDecision(ctx, item);
      if (decision.type === 'preview') effects.preview(item);
      else if (decision.type === 'refused') {
        const download = (): void => {
          effects.download([item]);
        };
        toast(t(decision.reasonKey), {
          tone: 'info',
          ...(decision.canDownload
            ? { action: { label: t('files.action.download'), run: download } }
            : {}),
        });
      }
    },
    [explorer, ctx, effects, t],
  );
  // The viewer's Download: the same rule as the toolbar's, for the file on screen.
  const downloadOf = useCallback(
    (fileSeq: number): (() => void) | null => {
      const current = explorer.$list.get()?.$state.get();
      const item =
        current === undefined
          ? undefined
          : loadedItems(current).find((entry) => entry.fileSeq === fileSeq);
      if (item === undefined || ctx === null || !canDownload(ctx, item)) return null;
      return () => {
        effects.download([item]);
      };
    },
    [explorer, ctx, effects],
  );
  const closeDetails = useCallback(() => {
    $detailsOpen.set(false);
    document.querySelector<HTMLElement>('.fx-grid')?.focus();
  }, []);
  const closeSearchDetails = useCallback(() => {
    $detailsOpen.set(false);
    document.querySelector<HTMLElement>('.fx-found [tabindex="0"]')?.focus();
  }, []);
  const closeMenu = useCallback(() => {
    setMenu(null);
    document.querySelector<HTMLElement>('.fx-grid')?.focus();
  }, []);
  const folderName =
    folder?.path.length === 1 ? t(`files.root.${folder.root}`) : (folder?.name ?? '');

  return (
    <div className="fx-app">
      <SearchField />
      <UserMenu />
      <Sidebar />
      <section className="fx-main" aria-labelledby="folder-title">
        {searching ? (
          <Suspense fallback={null}>
            <searchView.Component effects={effects} />
          </Suspense>
        ) : trash ? (
          <Suspense fallback={null}>
            <TrashView />
          </Suspense>
        ) : favorites ? (
          <Suspense fallback={null}>
            <FavoritesView />
          </Suspense>
        ) : (
          <>
            <FolderHeader count={count} />
            <Toolbar ctx={ctx} onRun={run} />
            <TagFilter />
            <FileArea
              list={list}
              ctx={ctx}
              effects={effects}
              folderName={folderName}
              onOpen={open}
              onMenu={setMenu}
              onDropFiles={upload}
              onDropTree={(entries) => {
                uploadFolder({ entries });
              }}
            />
            <input
              id={inputId}
              type="file"
              multiple
              hidden
              aria-label={t('files.upload.pick')}
              onChange={(event) => {
                upload([...(event.currentTarget.files ?? [])]);
                event.currentTarget.value = '';
              }}
            />
            <FolderInput
              id={`${inputId}-folder`}
              label={t('files.folderUpload.pick')}
              onPick={(picked) => {
                uploadFolder({ picked });
              }}
            />
          </>
        )}
      </section>
      {menu !== null && ctx !== null && ctx.selectedCount > 0 && (
        <ContextMenu anchor={menu} ctx={ctx} onRun={run} onClose={closeMenu} />
      )}
      {detailsOpen && searching && searchDetails !== null && (
        <Suspense fallback={null}>
          <DetailsPanel
            ctx={searchDetails.ctx}
            place={searchDetails}
            onClose={closeSearchDetails}
            onShareLink={(item) => {
              effects.shareLink(item);
            }}
          />
        </Suspense>
      )}
      {detailsOpen && !favorites && !searching && (
        <Suspense fallback={null}>
          <DetailsPanel
            ctx={ctx}
            onClose={closeDetails}
            onShareLink={(item) => {
              effects.shareLink(item);
            }}
          />
        </Suspense>
      )}
      <UploadPanel />
      <IdleDialog />
      <ModalHost registry={registry} />
      <Suspense fallback={null}>
        <DocumentViewer
          strings={strings}
          locale={locale}
          ctx={downloadCtx}
          downloadOf={downloadOf}
        />
      </Suspense>
      <ToastHost dismissLabel={t('app.dismiss')} />
      <AlertHost />
    </div>
  );
}
