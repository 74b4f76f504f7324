// "Download note": asks for the note's download link and hands it to the browser; a failure the
// client has not told the user yet becomes an error toast.
import { downloadNote } from '../api/contract/download.ts';
import type { ExplorerItem } from './items.ts';
import { failureText, type CommandEnv } from './commands.ts';

/** Downloads a file's note through `assign` (the browser's download of a URL). */
export async function noteDownloadCommand(
  env: Pick<CommandEnv, 'client' | 't' | 'toast'>,
  item: ExplorerItem,
  assign: (url: string) => void,
): Promise<void> {
  let url: string;
  try {
    const answer = await env.client.call(
      downloadNote,
      { fileid: item.fileSeq ?? 0 },
      { onFailure: 'caller' },
    );
    url = answer.download_url;
  } catch (error) {
    if (!(error instanceof Error && 'handled' in error && error.handled === true)) {
      env.toast(failureText(error, env.t), { tone: 'error' });
    }
    return;
  }
  assign(url);
}
