// The calls of the request-upload dialog (requirements X27): list the open folder's upload
// requests, make one from the read form, and revoke one. The island renders what these answer.
import type { InferOutput } from 'valibot';
import type { ApiClient } from '../api/client.ts';
import {
  createUploadRequest,
  listUploadRequests,
  revokeUploadRequest,
  type uploadRequest,
} from '../api/contract/request-uploads.ts';
import type { LinkSettings } from './share-link-calls.ts';

/** An upload request as its owner sees it. */
export type UploadRequest = InferOutput<typeof uploadRequest>;

/** The upload requests of the folder. */
export async function loadUploadRequests(
  client: ApiClient,
  dirSeq: number,
): Promise<readonly UploadRequest[]> {
  const answer = await client.call(
    listUploadRequests,
    { dir_seq: dirSeq },
    { onFailure: 'caller' },
  );
  return answer.requests;
}

/** Makes an upload request for the folder; answers its token, shown once. */
export async function makeUploadRequest(
  client: ApiClient,
  dirSeq: number,
  read: Pick<LinkSettings, 'expires_at' | 'password'>,
): Promise<string> {
  const answer = await client.call(
    createUploadRequest,
    { dir_seq: dirSeq, expires_at: read.expires_at, password: read.password },
    { onFailure: 'caller' },
  );
  return answer.token;
}

/** Turns an upload request off for good. */
export async function revokeUploadRequestOf(client: ApiClient, id: number): Promise<void> {
  await client.call(revokeUploadRequest, { id }, { onFailure: 'caller' });
}
