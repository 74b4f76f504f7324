// The permission source of list entries (details panel, requirements X20).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, openPath, signIn } from './testing.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Permission = {
  node: string;
  access_level: string | null;
  source?: { name: string; grants: { level: string; via: string; group?: string }[] };
};
const permissionOf = (item: Record<string, unknown>) => item['permission'] as Permission;

describe('where a level comes from', () => {
  it.each([
    [
      'previewer: Previewer of their own, and Uploader through the Design Team group',
      'previewer',
      {
        access_level: 'previewer',
        source: {
          name: 'Design Reviews',
          grants: [
            { level: 'previewer', via: 'user' },
            { level: 'uploader', via: 'group', group: 'Design Team' },
          ],
        },
      },
    ],
    [
      'alice: Master of her own',
      'alice',
      {
        access_level: 'master',
        source: { name: 'Design Reviews', grants: [{ level: 'master', via: 'user' }] },
      },
    ],
  ])('%s', async (_, who, expected) => {
    const client = await signIn(server, who);
    const list = await openPath(client, '1{2', ['Design Reviews']);
    const file = itemNamed(list, 'mosaic.png');
    expect(permissionOf(file)).toMatchObject(expected);
    expect(typeof file['created_at']).toBe('number');
  });

  it('names the owner of a My Box', async () => {
    const alice = await signIn(server, 'alice');
    const invoices = itemNamed(await alice.form(listPath('1')), 'Invoices');
    expect(permissionOf(invoices).source?.grants).toEqual([{ level: 'master', via: 'owner' }]);
    expect(typeof invoices['created_at']).toBe('number');
  });
});
