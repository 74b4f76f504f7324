// The tags dialogs' calls (requirements X22): the company's common tags for the autocomplete, adding
// or removing one tag of a file, and every file with one tag. Each answers a typed outcome; the
// dialogs only render it.
import type { ApiClient } from '../api/client.ts';
import { commonTags } from '../api/contract/misc.ts';
import { addFileTag, listTagged, removeFileTag } from '../api/contract/tags.ts';
import { failureText, type CommandEnv } from './commands.ts';
import type { RootKind } from '../files/nodes.ts';
import type { ExplorerItem } from './items.ts';

/** The company's common tags; none when the call fails (the field still takes new ones). */
export async function loadCommonTags(client: ApiClient): Promise<readonly string[]> {
  try {
    const answer = await client.call(commonTags, { action: 'list' }, { onFailure: 'caller' });
    return answer.tags ?? [];
  } catch {
    return [];
  }
}

/** A tag change: the file as it now is (its tags as the server answered), or the failure's text. */
export type TagOutcome =
  | { readonly ok: true; readonly item: ExplorerItem }
  | { readonly ok: false; readonly message: string };

/** Adds (`on`) or removes one tag of a file. */
export async function setFileTag(
  env: Pick<CommandEnv, 'client' | 't'>,
  item: ExplorerItem,
  tag: string,
  on: boolean,
): Promise<TagOutcome> {
  if (item.fileSeq === null) return { ok: false, message: env.t('files.error.generic') };
  try {
    const answer = await env.client.call(
      on ? addFileTag : removeFileTag,
      { file_seq: item.fileSeq, tag },
      { onFailure: 'caller' },
    );
    return { ok: true, item: { ...item, tags: answer.tags } };
  } catch (error) {
    return { ok: false, message: failureText(error, env.t) };
  }
}

/** One file of the tagged view: its name, its root area and the folders that hold it, top first. */
export interface TaggedFile {
  readonly fileSeq: number;
  readonly name: string;
  readonly root: RootKind;
  readonly location: readonly string[];
}

/** The tagged view's files, or the failure's text. */
export type TaggedOutcome =
  | { readonly ok: true; readonly files: readonly TaggedFile[] }
  | { readonly ok: false; readonly message: string };

/** Every file with the tag, across all areas. */
export async function loadTagged(
  env: Pick<CommandEnv, 'client' | 't'>,
  tag: string,
): Promise<TaggedOutcome> {
  try {
    const answer = await env.client.call(listTagged, { tag }, { onFailure: 'caller' });
    const files = answer.files.map((entry) => ({
      fileSeq: entry.item.file_seq,
      name: entry.item.name,
      root: entry.root,
      location: entry.location.map((crumb) => crumb.name),
    }));
    return { ok: true, files };
  } catch (error) {
    return { ok: false, message: failureText(error, env.t) };
  }
}
