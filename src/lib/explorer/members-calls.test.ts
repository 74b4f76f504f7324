import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import {
  findCandidates,
  loadMembers,
  removeFolderMember,
  saveFolderSettings,
  setMemberLevel,
  type MembersAnswer,
} from './members-calls.ts';
import { fakeCommands } from './test-commands.ts';

const ANSWER: MembersAnswer = {
  folder: {
    dir_seq: 40,
    node: '1{2',
    name: 'Plans',
    folder_type: 'shared',
    here: true,
    privall_manages_permissions: false,
    export_allowed: false,
    grantable: ['editor', 'previewer'],
    may_change_settings: true,
    may_invite_guests: true,
  },
  members: [
    {
      kind: 'user',
      id: 2,
      name: 'Bob',
      email: 'bob@example.com',
      user_type: 'user',
      level: 'editor',
      effective: ['editor'],
      groups: [],
      pending: false,
    },
  ],
};
const BOB = { kind: 'user', id: 2 } as const;

describe('the member calls', () => {
  it.each([
    [
      'lists the members',
      '/v2/folder/members',
      (c: Parameters<typeof loadMembers>[0]) => loadMembers(c, 40),
      { dir_seq: 40 },
    ],
    [
      'sets a level',
      '/v2/folder/members/set',
      (c: Parameters<typeof loadMembers>[0]) => setMemberLevel(c, 40, BOB, 'previewer'),
      { dir_seq: 40, kind: 'user', id: 2, level: 'previewer' },
    ],
    [
      'removes a member',
      '/v2/folder/members/remove',
      (c: Parameters<typeof loadMembers>[0]) => removeFolderMember(c, 40, BOB),
      { dir_seq: 40, kind: 'user', id: 2 },
    ],
    [
      'saves the Folder Settings',
      '/v2/folder/settings',
      (c: Parameters<typeof loadMembers>[0]) =>
        saveFolderSettings(c, 40, { privall_manages_permissions: true }),
      { dir_seq: 40, privall_manages_permissions: true },
    ],
  ])('%s and answers the members', async (_, path, run, body) => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, ...ANSWER }));
    expect(await run(env.client)).toEqual({ success: true, ...ANSWER });
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe(path);
    expect(await server.requests[0]?.json()).toEqual(body);
  });

  it('a refusal reaches the caller', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: 'last_master', all: 'Last.' }));
    await expect(removeFolderMember(env.client, 40, BOB)).rejects.toMatchObject({
      resultCode: 'last_master',
    });
  });

  const candidate = { kind: 'group', id: 9, name: 'Sales', email: '', user_type: null };
  it.each([
    ['answers the matches', json({ success: true, candidates: [candidate] }), [candidate]],
    ['answers none on a refusal', json({ success: false, result_code: 'x', all: 'No.' }), []],
    ['answers none without a network', reset, []],
  ])('the candidate search %s', async (_, reply, expected) => {
    const { server, env } = fakeCommands();
    server.reply(reply);
    expect(await findCandidates(env.client, 40, 'sa')).toEqual(expected);
  });
});
