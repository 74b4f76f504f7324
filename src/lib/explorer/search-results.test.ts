import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json } from '../api/fake-env.ts';
import type { WireItem } from './items.ts';
import { wireFile } from './test-items.ts';
import { loadSearch } from './search-results.ts';

const wire = (extra: Partial<WireItem>): WireItem => wireFile({ favorite: false, ...extra });

describe('loadSearch', () => {
  it('sends the query and scope, and shapes each result to open in place', async () => {
    const server = fakeEnv();
    server.reply(
      json({
        success: true,
        truncated: false,
        results: [
          {
            item: wire({}),
            root: 'mybox',
            location: [
              { node: '1', dir_seq: 1, name: 'My Box' },
              { node: '1{6001', dir_seq: 42, name: 'Plans' },
            ],
          },
        ],
      }),
    );
    const client = createApiClient(server.env);
    const outcome = await loadSearch(client, ' plan ', { node: '1{6001', dirSeq: null });
    expect(outcome !== 'unavailable' && outcome.results.map((r) => r.location)).toEqual([
      ['My Box', 'Plans'],
    ]);
    expect(outcome !== 'unavailable' && outcome.results[0]?.open.preview).toBe(5);
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname.endsWith('/v2/search')).toBe(true);
    expect(url.searchParams.get('q')).toBe('plan');
    expect(url.searchParams.get('node')).toBe('1{6001');
  });

  it('makes no call for an empty query, and says when the back end has no search', async () => {
    const server = fakeEnv();
    server.reply(new Response('Not found', { status: 404 }));
    const client = createApiClient(server.env);
    expect(await loadSearch(client, '  ', null)).toEqual({ results: [], truncated: false });
    expect(server.requests).toHaveLength(0);
    expect(await loadSearch(client, 'x', null)).toBe('unavailable');
  });
});
