import { describe, expect, it } from 'vitest';
import { json } from '../api/fake-env.ts';
import {
  loadShareLinks,
  passwordChange,
  revokeLink,
  saveShareLink,
  type LinkSettings,
  type ShareLink,
} from './share-link-calls.ts';
import { fakeCommands } from './test-commands.ts';
import { file } from './test-items.ts';

const LINK: ShareLink = {
  id: 7,
  created_at: 1000,
  created_by: 'Alice',
  expires_at: 9000,
  has_password: true,
  download_limit: null,
  downloads: 0,
  preview_only: false,
  state: 'active',
};
const read = (password: string): LinkSettings => ({
  ok: true,
  expires_at: 9000,
  download_limit: 3,
  preview_only: false,
  password,
});
const folderItem = file('Plans', { kind: 'folder', fileSeq: null, dirSeq: 40 });

describe('the share-link calls', () => {
  it.each([
    ['a file', file('a.pdf', { fileSeq: 5 }), 'file', '5'],
    ['a folder', folderItem, 'folder', '40'],
  ])('list the links of %s', async (_, item, kind, seq) => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, links: [LINK] }));
    expect(await loadShareLinks(env.client, item)).toEqual([LINK]);
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/v2/share-link/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({ kind, seq });
  });

  it.each([
    ['keeps the password when none is typed', '', false, {}],
    ['sets a typed password', 'secret', false, { password: 'secret' }],
    ['removes it when asked, whatever is typed', 'secret', true, { password: '' }],
  ])('a change %s', (_, password, drop, expected) => {
    expect(passwordChange(read(password), drop)).toEqual(expected);
  });

  it('makes a link and answers its token', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, link: LINK, token: 'tok' }));
    expect(
      await saveShareLink(env.client, file('a.pdf', { fileSeq: 5 }), null, read(''), false),
    ).toBe('tok');
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/v2/share-link/create');
    expect(await server.requests[0]?.json()).toEqual({
      target: { kind: 'file', seq: 5 },
      expires_at: 9000,
      download_limit: 3,
      preview_only: false,
      password: '',
    });
  });

  it.each([
    ['keeps', '', false, { id: 7, expires_at: 9000, download_limit: 3, preview_only: false }],
    [
      'removes',
      '',
      true,
      { id: 7, expires_at: 9000, download_limit: 3, preview_only: false, password: '' },
    ],
  ])('changes a link (%s its password) and answers no token', async (_, pw, drop, body) => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, link: LINK }));
    expect(await saveShareLink(env.client, file('a.pdf'), LINK, read(pw), drop)).toBeNull();
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/v2/share-link/update');
    expect(await server.requests[0]?.json()).toEqual(body);
  });

  it('revokes a link, and a refusal reaches the caller', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, link: { ...LINK, state: 'revoked' } }));
    await revokeLink(env.client, 7);
    expect(await server.requests[0]?.json()).toEqual({ id: 7 });
    server.reply(json({ success: false, result_code: 'no_authority', all: 'No.' }));
    await expect(revokeLink(env.client, 7)).rejects.toMatchObject({ resultCode: 'no_authority' });
  });
});
