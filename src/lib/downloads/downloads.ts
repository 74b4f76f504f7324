// Downloads (requirements D1–D7): the workflow-or-direct choice, one file, several one by one with
// a 1 s gap, or a zip polled every second; the bottom-left progress toast reports each of them.
import type { ApiClient } from '../api/client.ts';
import { downloadFile } from '../api/contract/download.ts';
import { downloadChoice, type WorkflowAuthority } from '../files/authority.ts';
import { rootOf } from '../files/nodes.ts';
import type { TFunction } from '../i18n/t.ts';
import type { ProgressHandle } from '../ui/progress.ts';
import type { ExplorerItem } from '../explorer/items.ts';
import { messageText, type Message } from '../api/messages.ts';
import { downloadMessage, isItemDownloadPath } from './download-errors.ts';
import { handOffDownload } from '../shell/page.ts';
import { fileNameOfUrl } from '../shell/wiring.ts';
import { tooLongForBrowser } from './ie.ts';
import { oneByOne, type Sleep } from './pacing.ts';
import { zipApiFor, type ZipRoute } from './zip-api.ts';
import { createZipJob, settle } from './zip-job.ts';

/** What downloads need from the outside world (the browser's in the app, fakes in tests). */
export interface DownloadEnv {
  readonly client: ApiClient;
  readonly authority: () => WorkflowAuthority;
  readonly t: TFunction;
  readonly sleep: Sleep;
  readonly userAgent: () => string;
  /** Starts the browser's download of a URL (a hidden anchor; never a blob of the file). */
  readonly assign: (url: string) => void;
  /** Shows the bottom-left progress toast (startProgress). */
  readonly progress: (label: string) => ProgressHandle;
  readonly toast: (message: string, tone: 'error' | 'info') => void;
  /** Opens the workflow download dialog for these files. */
  readonly openWorkflow: (files: readonly ExplorerItem[]) => void;
  /** Asks whether several files go one by one or as one zip (the download dialog). */
  readonly chooseMode: (items: readonly ExplorerItem[]) => void;
  readonly zipRoute?: ZipRoute | undefined;
  /** Inside the desktop shell, hands the download over (true) instead of `assign`. */
  readonly handOff?: ((url: string, fileName: string) => boolean) | undefined;
}

/** How several items are downloaded; `auto` asks when there is a choice. */
export type DownloadMode = 'auto' | 'separate' | 'zip';

/** How a download request ended (for tests and the caller's focus handling). */
export type DownloadOutcome =
  'empty' | 'locked' | 'workflow' | 'choose' | 'done' | 'failed' | 'ended';

/** A download failure that carries its message. */
class DownloadStop extends Error {
  readonly why: Message;
  constructor(why: Message) {
    super('download stopped');
    this.why = why;
  }
}

/** The downloads of one app. */
export interface Downloads {
  start(items: readonly ExplorerItem[], mode?: DownloadMode): Promise<DownloadOutcome>;
}

/** Creates the downloads over an environment. */
export function createDownloads(env: DownloadEnv): Downloads {
  const say = (m: Message): string => messageText(m, env.t);

  async function linkOf(item: ExplorerItem, several: boolean): Promise<string> {
    let url: string;
    try {
      const answer = await env.client.call(
        downloadFile,
        { file_seq: item.fileSeq ?? 0 },
        { onFailure: 'caller' },
      );
      url = answer.download_url;
    } catch (error) {
      throw new DownloadStop(downloadMessage(error));
    }
    if (several && isItemDownloadPath(url)) throw new DownloadStop({ key: 'download.notFound' });
    return url;
  }

  const handOff = env.handOff ?? handOffDownload;

  function go(url: string, fileName: string): void {
    if (handOff(url, fileName)) return;
    if (tooLongForBrowser(url, env.userAgent()))
      throw new DownloadStop({ key: 'download.ieNameTooLong' });
    env.assign(url);
  }

  async function direct(files: readonly ExplorerItem[]): Promise<DownloadOutcome> {
    const progress = env.progress(env.t('download.preparing', { count: files.length }));
    try {
      await oneByOne(
        files,
        async (item, index) => {
          if (files.length > 1) {
            progress.update(
              env.t('download.progress', { current: index + 1, total: files.length }),
            );
          }
          go(await linkOf(item, files.length > 1), item.name);
        },
        { sleep: env.sleep },
      );
      progress.done(env.t('download.started', { count: files.length }));
      return 'done';
    } catch (error) {
      progress.fail(say(error instanceof DownloadStop ? error.why : { key: 'download.failed' }));
      return 'failed';
    }
  }

  async function zip(items: readonly ExplorerItem[]): Promise<DownloadOutcome> {
    const selection = {
      fileSeqs: items.flatMap((i) => (i.kind === 'file' && i.fileSeq !== null ? [i.fileSeq] : [])),
      dirSeqs: items.filter((i) => i.kind === 'folder').map((i) => i.dirSeq ?? 0),
    };
    const progress = env.progress(env.t('download.zipCompressing'));
    if (items.some((item) => rootOf(item.node) === 'shared')) {
      env.toast(env.t('download.zipSkipped'), 'info');
    }
    const api = zipApiFor(env.zipRoute ?? 'object_task', env.client, selection);
    const end = await settle(createZipJob(api, env.sleep));
    try {
      if (end.tag === 'completed') {
        if (end.downloadUrl !== null)
          go(end.downloadUrl, fileNameOfUrl(end.downloadUrl, 'download.zip'));
        progress.done(env.t('download.zipCreated'));
        return 'done';
      }
      if (end.tag === 'failed') {
        progress.fail(
          env.t(end.reason === 'timeout' ? 'download.zipTimeout' : 'download.zipFailed'),
        );
        return 'failed';
      }
      progress.fail(); // any other status just hides the toast
      return 'ended';
    } catch (error) {
      progress.fail(say(error instanceof DownloadStop ? error.why : { key: 'download.failed' }));
      return 'failed';
    }
  }

  return {
    async start(items, mode = 'auto') {
      if (items.length === 0) return 'empty';
      if (items.some((item) => item.kind === 'file' && item.downloadLocked)) {
        env.toast(env.t('download.locked'), 'error');
        return 'locked';
      }
      if (downloadChoice(env.authority()) === 'workflow') {
        env.openWorkflow(items.filter((item) => item.kind === 'file'));
        return 'workflow';
      }
      const hasFolder = items.some((item) => item.kind === 'folder');
      if (mode === 'zip' || hasFolder) return zip(items);
      if (mode === 'auto' && items.length > 1) {
        env.chooseMode(items);
        return 'choose';
      }
      return direct(items);
    },
  };
}
