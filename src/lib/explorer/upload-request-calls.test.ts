import { describe, expect, it } from 'vitest';
import { json } from '../api/fake-env.ts';
import { fakeCommands } from './test-commands.ts';
import {
  loadUploadRequests,
  makeUploadRequest,
  revokeUploadRequestOf,
  type UploadRequest,
} from './upload-request-calls.ts';

const REQUEST: UploadRequest = {
  id: 3,
  created_at: 1000,
  created_by: 'Alice',
  expires_at: 9000,
  has_password: false,
  uploads: 2,
  state: 'active',
};

describe('the upload-request calls', () => {
  it.each([
    ['lists the folder’s requests', [REQUEST]],
    ['lists none', []],
  ])('%s', async (_, requests) => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, requests }));
    expect(await loadUploadRequests(env.client, 40)).toEqual(requests);
    const url = new URL(server.requests[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ dir_seq: '40' });
  });

  it.each([
    ['without', ''],
    ['with', 'secret'],
  ])('makes a request %s a password and answers its token', async (_, password) => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, request: REQUEST, token: 'tok' }));
    expect(await makeUploadRequest(env.client, 40, { expires_at: 9000, password })).toBe('tok');
    expect(await server.requests[0]?.json()).toEqual({ dir_seq: 40, expires_at: 9000, password });
  });

  it('revokes a request, and a refusal reaches the caller', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, request: { ...REQUEST, state: 'revoked' } }));
    await revokeUploadRequestOf(env.client, 3);
    expect(await server.requests[0]?.json()).toEqual({ id: 3 });
    server.reply(json({ success: false, result_code: 'not_found', all: 'Gone.' }));
    await expect(revokeUploadRequestOf(env.client, 3)).rejects.toMatchObject({
      resultCode: 'not_found',
    });
  });
});
