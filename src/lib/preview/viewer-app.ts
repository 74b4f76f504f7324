// The viewer store wired to the browser, the modal manager and the app's context. The island
// creates it once and hands it newer props through `update`, so the store never restarts.
import { sleep } from '../api/env.ts';
import type { TFunction } from '../i18n/t.ts';
import { toast } from '../ui/toasts.ts';
import { browserHistory, followPreviewUrl } from './browser.ts';
import { viewerFileOf, viewerFilesOf, type AppViewerContext } from './context.ts';
import { createPreview, type PreviewStore } from './preview.ts';
import { previewApi, readTextInBrowser } from './preview-api.ts';
import type { ViewerFile } from './preview-flow.ts';
import { bindViewerToModals, modalEffects } from './viewer-binding.ts';

/** What the viewer reads from its island's props. */
export interface ViewerProps {
  readonly ctx: AppViewerContext;
  readonly t: TFunction;
}

/** The app's viewer: its store, the current files, and its lifecycle. */
export interface AppViewer {
  readonly store: PreviewStore;
  readonly files: () => readonly ViewerFile[];
  /** Newer props (a new context or language). */
  update(props: ViewerProps): void;
  /** Follows the modal manager and the URL (opening a deep link); returns the stop function. */
  start(): () => void;
}

/** Creates the app's viewer. */
export function createAppViewer(initial: ViewerProps): AppViewer {
  let props = initial;
  const files = (): readonly ViewerFile[] => viewerFilesOf(props.ctx.items());
  const store = createPreview({
    api: previewApi(props.ctx.client, () => props.ctx.langcode(), readTextInBrowser),
    sleep,
    authority: () => props.ctx.authority(),
    files,
    findFile: async (fileSeq, signal) => {
      const item = await props.ctx.findItem?.(fileSeq, signal);
      return item?.kind === 'file' ? viewerFileOf(item) : null;
    },
    ...browserHistory,
    refuse: (reason) => {
      toast(props.t(reason === 'locked' ? 'viewer.locked' : 'viewer.noAuthority'), {
        tone: 'error',
      });
    },
    ...modalEffects,
  });
  return {
    store,
    files,
    update(next) {
      const listChanged = next.ctx !== props.ctx;
      props = next;
      if (listChanged) store.refresh();
    },
    start() {
      const unbind = bindViewerToModals(store, files);
      const unfollow = followPreviewUrl(store);
      return () => {
        unfollow();
        unbind();
        store.close({ urlAlreadyLeft: true });
      };
    },
  };
}
