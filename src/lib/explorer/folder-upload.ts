// A folder upload as a command (requirements X40): where the one permission table allows upload
// and new folders, the plan's folders are made first, parents before children, with the folder/add
// call (a name already there is reused, as Box does, when the listing finds it; else the refusal
// is said), then every file goes through the upload queue (tus, multipart where the back end lacks
// it) into its folder, one entry each; what was refused is an entry too; a summary ends it.
import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import { listFolder } from '../api/contract/explorer.ts';
import { addFolder, FILE_LIMITS } from '../api/contract/files.ts';
import { foldName, NAME_PROBLEM_KEYS } from '../files/names.ts';
import { needsDirSeq } from '../files/nodes.ts';
import type { TFunction } from '../i18n/t.ts';
import type { ToastOptions } from '../ui/toasts.ts';
import { failureText } from './commands.ts';
import { planFolderUpload, type FolderPlan, type PlanProblem } from './folder-plan.ts';
import type { DroppedTree } from './folder-walk.ts';
import type { UploadFile, UploadQueue, UploadTarget } from './upload.ts';

/** A folder made (or found) for the plan, or why not. */
export type MadeFolder =
  | { readonly ok: true; readonly target: UploadTarget; readonly reused: boolean }
  | { readonly ok: false; readonly message: string };

/** What the run needs: a folder maker, the queue, words and a toast. */
export interface FolderUploadEnv<F extends UploadFile> {
  readonly makeFolder: (parent: UploadTarget, name: string) => Promise<MadeFolder>;
  readonly queue: Pick<UploadQueue<F>, 'add' | 'reject'>;
  readonly t: TFunction;
  readonly toast: (message: string, options: ToastOptions) => void;
  /** Runs once the folders are made (the list shows them). */
  readonly refresh?: () => void;
}

/** What a run did. */
export interface FolderUploadSummary {
  readonly made: number;
  readonly reused: number;
  readonly queued: number;
  readonly refused: number;
}

/** The message of a refused plan entry. */
export function refusalMessage(reason: PlanProblem, t: TFunction): string {
  return reason === 'unreadable'
    ? t('files.folderUpload.unreadable')
    : t(NAME_PROBLEM_KEYS[reason]);
}

// A stand-in for the queue's entry of a folder left out: its name and no bytes.
function placeholder(where: string): UploadFile {
  return { name: where.split('/').pop() ?? where, size: 0 };
}

// The path above a folder's own name (`a/b` → `a`).
function above(where: string): string {
  return where.split('/').slice(0, -1).join('/');
}

/** Makes the plan's folders, then queues its files; refused folders are queue entries that failed. */
export async function runFolderUpload<F extends UploadFile>(
  env: FolderUploadEnv<F>,
  plan: FolderPlan<F>,
  target: UploadTarget,
): Promise<FolderUploadSummary> {
  const { t } = env;
  const made: (UploadTarget | null)[] = [];
  let made_ = 0;
  let reused = 0;
  let refused = 0;
  for (const folder of plan.folders) {
    const parent = folder.parent === null ? target : made[folder.parent];
    if (parent === null || parent === undefined) {
      // Under a folder that could not be made: its files say so below.
      made.push(null);
      continue;
    }
    const result = await env.makeFolder(parent, folder.name);
    if (result.ok) {
      made.push(result.target);
      if (result.reused) reused += 1;
      else made_ += 1;
    } else {
      made.push(null);
      refused += 1;
      env.queue.reject(
        [
          {
            file: placeholder(folder.where) as F,
            where: above(folder.where),
            message: result.message,
          },
        ],
        parent,
      );
    }
  }
  if (plan.folders.length > 0) env.refresh?.();
  for (const refusal of plan.refused) {
    refused += 1;
    const message = refusalMessage(refusal.reason, t);
    env.queue.reject(
      [
        {
          file: placeholder(refusal.where) as F,
          where: above(refusal.where),
          message:
            refusal.files > 0
              ? `${message} ${t('files.folderUpload.leftOut', { count: refusal.files })}`
              : message,
        },
      ],
      target,
    );
  }
  // Files by folder, in the plan's order, so each folder's files are one batch of the queue.
  const groups = new Map<number | null, F[]>();
  let queued = 0;
  for (const entry of plan.files) {
    const into = entry.folder === null ? target : made[entry.folder];
    if (into === null || into === undefined) {
      refused += 1;
      env.queue.reject(
        [
          {
            file: entry.file,
            where: entry.where,
            message: t('files.folderUpload.noFolder', { folder: entry.where }),
          },
        ],
        target,
      );
      continue;
    }
    const group = groups.get(entry.folder) ?? [];
    group.push(entry.file);
    groups.set(entry.folder, group);
  }
  for (const [folder, files] of groups) {
    const into = folder === null ? target : made[folder];
    if (into === null || into === undefined) continue;
    env.queue.add(files, into, folder === null ? '' : (plan.folders[folder]?.where ?? ''));
    queued += files.length;
  }
  const summary = { made: made_, reused, queued, refused };
  env.toast(t('files.folderUpload.summary', summaryWords(summary)), {
    tone: refused > 0 ? 'error' : 'info',
  });
  return summary;
}

function summaryWords(summary: FolderUploadSummary): Record<string, number> {
  return {
    count: summary.queued,
    made: summary.made,
    reused: summary.reused,
    refused: summary.refused,
  };
}

/** The most listing pages read to find a folder that is already there. */
const FIND_PAGES = 10;

/** Finds a sub-folder by name (folders come first in a listing, by name). */
export async function findSubfolder(
  client: ApiClient,
  parent: UploadTarget,
  name: string,
): Promise<UploadTarget | null> {
  const key = foldName(name);
  for (let page = 1; page <= FIND_PAGES; page += 1) {
    const answer = await client.call(
      listFolder,
      {
        node: parent.node,
        ...(parent.dirSeq === null ? {} : { dir_seq: parent.dirSeq }),
        page,
        page_size: FILE_LIMITS.pageSizeMax,
        sort: 'name',
      },
      { onFailure: 'caller' },
    );
    const found = answer.items.find(
      (item) => item.kind === 'folder' && foldName(item.name) === key,
    );
    if (found !== undefined) return targetOf(found.node, found.dir_seq);
    const end =
      answer.items.length < answer.page_size || answer.items.some((item) => item.kind !== 'folder');
    if (end) return null;
  }
  return null;
}

function targetOf(node: string, dirSeq: number): UploadTarget {
  return { node, dirSeq: needsDirSeq(node) && dirSeq > 0 ? dirSeq : null };
}

/**
 * The folder maker of a page: the folder/add call; a name taken reuses that folder (the server
 * still checks the upload there); an answer without the folder (a back end that does not show it)
 * finds it by name.
 */
export function folderMaker(
  client: ApiClient,
  t: TFunction,
): (parent: UploadTarget, name: string) => Promise<MadeFolder> {
  return async (parent, name) => {
    try {
      const answer = await client.call(
        addFolder,
        { node: parent.node, name, ...(parent.dirSeq === null ? {} : { dir_seq: parent.dirSeq }) },
        { onFailure: 'caller' },
      );
      if (answer.folder !== undefined) {
        return {
          ok: true,
          target: targetOf(answer.folder.node, answer.folder.dir_seq),
          reused: false,
        };
      }
      const found = await findSubfolder(client, parent, name);
      return found === null
        ? { ok: false, message: t('files.folderUpload.notFound', { name }) }
        : { ok: true, target: found, reused: false };
    } catch (error) {
      if (isApiError(error) && error.kind === 'failure' && error.resultCode === 'duplicate_name') {
        try {
          const found = await findSubfolder(client, parent, name);
          if (found !== null) return { ok: true, target: found, reused: true };
        } catch (listError) {
          return { ok: false, message: failureText(listError, t) };
        }
        // The name is a file's: say so.
        return { ok: false, message: t('files.folderUpload.nameIsFile', { name }) };
      }
      return { ok: false, message: failureText(error, t) };
    }
  };
}

/**
 * Uploads a walked or picked tree into the open folder, or says why not where the table refuses
 * a folder upload (nothing is sent then).
 */
export async function uploadTree<F extends UploadFile>(
  env: FolderUploadEnv<F>,
  tree: DroppedTree<F>,
  target: UploadTarget,
  allowed: boolean,
): Promise<FolderUploadSummary | null> {
  if (!allowed) {
    env.toast(env.t('files.folderUpload.notHere'), { tone: 'error' });
    return null;
  }
  return runFolderUpload(env, planFolderUpload(tree), target);
}
