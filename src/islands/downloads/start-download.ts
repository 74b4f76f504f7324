// `startDownload(items, ctx)`: the app's one entry to downloads, wired to the browser, the kit's
// progress toast and toasts, and the download and workflow dialogs of this folder.
import { assignDownload } from '../../lib/preview/browser.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import type { AppViewerContext } from '../../lib/preview/context.ts';
import {
  createDownloads,
  type DownloadMode,
  type DownloadOutcome,
} from '../../lib/downloads/downloads.ts';
import type { ZipRoute } from '../../lib/downloads/zip-api.ts';
import { sleep } from '../../lib/api/env.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { DIALOG, openDialog } from '../../lib/explorer/dialogs.ts';
import { startProgress } from '../../lib/ui/progress.ts';
import { toast } from '../../lib/ui/toasts.ts';

/** The app's context plus the strings and language of its island. */
export interface DownloadContext extends AppViewerContext {
  readonly strings: Strings;
  readonly locale: Locale;
  /** Which zip call to use; the object task by default. */
  readonly zipRoute?: ZipRoute | undefined;
}

/** Downloads the items: workflow dialog, one file, several (asking first) or a zip. */
export function startDownload(
  items: readonly ExplorerItem[],
  ctx: DownloadContext,
  mode: DownloadMode = 'auto',
): Promise<DownloadOutcome> {
  const downloads = createDownloads({
    client: ctx.client,
    authority: ctx.authority,
    t: createT(ctx.strings, ctx.locale),
    sleep,
    userAgent: () => navigator.userAgent,
    assign: assignDownload,
    progress: startProgress,
    toast: (message, tone) => {
      toast(message, { tone });
    },
    openWorkflow: (files) => {
      openDialog(DIALOG.workflowDownload, {
        fileSeqs: files.flatMap((file) => (file.fileSeq === null ? [] : [file.fileSeq])),
      });
    },
    chooseMode: (chosen) => {
      openDialog(DIALOG.downloadChoice, { items: chosen });
    },
    zipRoute: ctx.zipRoute,
  });
  return downloads.start(items, mode);
}
