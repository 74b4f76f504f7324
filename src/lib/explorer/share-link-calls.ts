// The calls of the share-link dialog (requirements X26): list an item's links, make or change one
// from the read form, and revoke one. The island renders what these answer; the server decides.
import type { InferOutput } from 'valibot';
import type { ApiClient } from '../api/client.ts';
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  updateShareLink,
  type shareLink,
} from '../api/contract/share-links.ts';
import type { ExplorerItem } from './items.ts';
import { shareTargetOf, type readForm } from './share-links.ts';

/** A link as its owner sees it. */
export type ShareLink = InferOutput<typeof shareLink>;

/** The settings of a form that reads well. */
export type LinkSettings = Extract<ReturnType<typeof readForm>, { ok: true }>;

/** The links of the file or folder, newest first. */
export async function loadShareLinks(
  client: ApiClient,
  item: ExplorerItem,
): Promise<readonly ShareLink[]> {
  const answer = await client.call(listShareLinks, shareTargetOf(item), { onFailure: 'caller' });
  return answer.links;
}

/** What changing a link does to its password: keep it, remove it (`dropPassword`), or set it. */
export function passwordChange(read: LinkSettings, dropPassword: boolean): { password?: string } {
  if (dropPassword) return { password: '' };
  return read.password === '' ? {} : { password: read.password };
}

/**
 * Makes a link (`editing` null) or changes `editing`; answers the new link's token, shown once,
 * or null for a change.
 */
export async function saveShareLink(
  client: ApiClient,
  item: ExplorerItem,
  editing: ShareLink | null,
  read: LinkSettings,
  dropPassword: boolean,
): Promise<string | null> {
  const settings = {
    expires_at: read.expires_at,
    download_limit: read.download_limit,
    preview_only: read.preview_only,
  };
  if (editing === null) {
    const answer = await client.call(
      createShareLink,
      { target: shareTargetOf(item), ...settings, password: read.password },
      { onFailure: 'caller' },
    );
    return answer.token;
  }
  await client.call(
    updateShareLink,
    { id: editing.id, ...settings, ...passwordChange(read, dropPassword) },
    { onFailure: 'caller' },
  );
  return null;
}

/** Turns a link off for good. */
export async function revokeLink(client: ApiClient, id: number): Promise<void> {
  await client.call(revokeShareLink, { id }, { onFailure: 'caller' });
}
