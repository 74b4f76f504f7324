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
import { DIALOG, type ListDialogs } from '../../lib/explorer/dialogs.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { canDownload, openDecision } from '../../lib/explorer/open.ts';
import { needsDirSeq } from '../../lib/files/nodes.ts';
import { whenIdle } from '../../lib/ui/idle.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { afterFirstPage } from '../../lib/explorer/after-first-page.ts';
import { loadInTurn, mayPreload } from '../../lib/ui/in-turn.ts';
import { viewerModals, type DownloadContext } from './viewer-parts.ts';
import { AlertHost } from '../ui/AlertHost.tsx';
import { ModalHost, typedRegistry } from '../ui/ModalHost.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import { ContextMenu } from './ContextMenu.tsx';
import { readyProfile, useApp } from './context.ts';
import { DeleteDialog } from './DeleteDialog.tsx';
import { actionEffects } from './effects.ts';
import { FileArea } from './FileArea.tsx';
import { FolderHeader } from './FolderHeader.tsx';
import { IdleDialog } from './IdleDialog.tsx';
import { NewFolderDialog } from './NewFolderDialog.tsx';
import {
  ON_DEMAND,
  conflictDialog,
  detailsPanel,
  favoritesView,
  fileLogsView,
  folderPicker,
  inviteDialog,
  mailDialog,
  membersDialog,
  renameDialog,
  requestUploadDialog,
  scheduleDialog,
  searchView,
  shareLinkDialog,
  shortcutsDialog,
  tagDialog,
  taggedView,
  trashView,
  trustedBrowsersDialog,
} from './on-demand-views.tsx';
import { ScanModal } from './ScanModal.tsx';
import { $detailsOpen, $searchDetails } from './details-state.ts';
import { SearchField } from './SearchField.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TagFilter } from './TagFilter.tsx';
import { SCHEDULE_MODAL } from './schedule-modal.ts';
import { Toolbar } from './Toolbar.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { useActionContext, useListCount } from './use-actions.ts';
import { useSelectionRunner } from './use-whole-selection.ts';
import { UserMenu } from './UserMenu.tsx';
import { useShellBridge } from './useShellBridge.ts';
import { loadedItems } from './loaded-items.ts';
import { useItemDrag } from './use-item-drag.ts';
import { useFolderUpload } from './use-folder-upload.ts';
import { FolderInput } from './FolderInput.tsx';
import { useStorePart } from './use-store-part.ts';
import './copy-move.css';

const DocumentViewer = lazy(() =>
  import('./viewer-parts.ts').then((m) => ({ default: m.DocumentViewer })),
);

/**
 * The app: its frame from the first render, the user's name and the actions once the profile is
 * in (the action context waits for it), search results and the Trash only then.
 */
export function Shell(): ReactElement {
  const app = useApp();
  const { runtime, t, strings, locale, profile } = app;
  const { explorer } = runtime;
  const list = useStore(explorer.$list);
  const folder = useStore(explorer.$folder);
  // Not the whole location: a sort or a view change renders what shows them, not the shell.
  const favorites = useStorePart(explorer.$location, (l) => l.favorites === true);
  const trash = useStorePart(explorer.$location, (l) => l.trash === true);
  const searching = useStorePart(explorer.$location, (l) => l.search !== undefined);
  const detailsOpen = useStore($detailsOpen);
  const searchDetails = useStore($searchDetails);
  // Not the list state itself: pages arriving while scrolling re-render the list, not the shell.
  const count = useListCount(list);
  const ctx = useActionContext(app, list);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const inputId = useId();
  useShellBridge(explorer);
  useItemDrag(app, ctx);
  // The on-demand views' code, fetched one at a time once the first folder page is drawn and the
  // browser is idle (decision 024); not for a user who asked to save data.
  useEffect(() => {
    if (!mayPreload(navigator)) return undefined;
    let stopLoads = (): void => undefined;
    const stopWaiting = afterFirstPage(
      explorer.$list,
      () => {
        stopLoads = loadInTurn(ON_DEMAND, whenIdle);
      },
      // At once: loadInTurn waits for an idle moment before each fetch, the first one included.
      (run) => {
        run();
      },
    );
    return () => {
      stopWaiting();
      stopLoads();
    };
  }, [explorer]);

  const downloadCtx = useMemo<DownloadContext>(
    () => ({
      client: runtime.client,
      langcode: () => langcodeOf(locale),
      authority: () => readyProfile(profile).operationAuthority,
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
        userType: () => readyProfile(profile).userType,
      }),
    [runtime, explorer, downloadCtx, inputId, profile],
  );
  const registry = useMemo(
    () => ({
      ...viewerModals(downloadCtx),
      ...typedRegistry<ListDialogs>({
        [DIALOG.newFolder]: NewFolderDialog,
        [DIALOG.delete]: DeleteDialog,
        [DIALOG.invite]: inviteDialog.View,
        [DIALOG.members]: membersDialog.View,
        [DIALOG.mail]: mailDialog.View,
        [DIALOG.scan]: ScanModal,
        [DIALOG.shortcuts]: shortcutsDialog.View,
        [DIALOG.rename]: renameDialog.View,
        [DIALOG.tags]: tagDialog.View,
        [DIALOG.tagged]: taggedView.View,
        [DIALOG.shareLink]: shareLinkDialog.View,
        [DIALOG.requestUpload]: requestUploadDialog.View,
        [DIALOG.fileLogs]: fileLogsView.View,
        [DIALOG.folderPicker]: folderPicker.View,
        [DIALOG.conflict]: conflictDialog.View,
        [DIALOG.trustedBrowsers]: trustedBrowsersDialog.View,
      }),
      [SCHEDULE_MODAL]: scheduleDialog.View,
    }),
    [downloadCtx],
  );

  const { run: runOn } = useSelectionRunner(ctx);
  const run = useCallback(
    (action: Action) => {
      runOn(action, effects);
    },
    [runOn, effects],
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
  // Search results have details of their own; the Favorites view has none.
  const detailsShown = detailsOpen && (searching ? searchDetails !== null : !favorites);
  const folderName =
    folder?.path.length === 1 ? t(`files.root.${folder.root}`) : (folder?.name ?? '');

  return (
    <div
      className={detailsShown ? 'fx-app has-details' : 'fx-app'}
      aria-busy={profile === null ? true : undefined}
    >
      <SearchField />
      <UserMenu />
      <Sidebar />
      <section className="fx-main" aria-labelledby="folder-title">
        {searching ? (
          profile !== null && <searchView.View effects={effects} />
        ) : trash ? (
          profile !== null && <trashView.View />
        ) : favorites ? (
          <favoritesView.View />
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
      {detailsShown && searching && searchDetails !== null && (
        <detailsPanel.View
          ctx={searchDetails.ctx}
          place={searchDetails}
          onClose={closeSearchDetails}
          onShareLink={(item) => {
            effects.shareLink(item);
          }}
        />
      )}
      {detailsShown && !searching && (
        <detailsPanel.View
          ctx={ctx}
          onClose={closeDetails}
          onShareLink={(item) => {
            effects.shareLink(item);
          }}
        />
      )}
      <UploadPanel />
      <IdleDialog />
      <ModalHost registry={registry} />
      {/* The viewer reads the user's authority as it renders (a preview's size limit). */}
      {profile !== null && (
        <Suspense fallback={null}>
          <DocumentViewer
            strings={strings}
            locale={locale}
            ctx={downloadCtx}
            downloadOf={downloadOf}
          />
        </Suspense>
      )}
      <ToastHost dismissLabel={t('app.dismiss')} />
      <AlertHost />
    </div>
  );
}
