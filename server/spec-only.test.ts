import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, resumableUpload } from '../src/lib/api/contract/index.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { callMatcher, oursOf } from './spec-only.ts';
import { startTestServer, type TestServer } from './testing/harness.ts';

describe('spec-only mode (requirements C13)', () => {
  const ours = callMatcher(oursOf(endpoints), [resumableUpload]);

  it.each([
    ['GET', '/csrf', true],
    ['GET', '/app/explorer/roots', true],
    ['POST', '/v2/item/rename', true],
    ['GET', '/openapi/sso/info', true],
    ['POST', '/login/cancel/', true],
    ['POST', '/login/proceed/', false],
    ['POST', '/app/explorer/lists/1%7B2', false],
    ['GET', '/v2/users/me/profile', false],
    ['GET', '/app/object_task/status/abc', false],
    ['POST', '/csrf', false],
    ['GET', '/app/explorer/roots/extra', false],
    ['POST', '/v2/files/resumable', true],
    ['PATCH', '/v2/files/resumable/0123abcd', true],
    ['HEAD', '/v2/files/resumable/0123abcd', true],
    ['PATCH', '/v2/files/resumable/a/b', false],
  ])('%s %s is a call of ours: %s', (method, path, expected) => {
    expect(ours(method, path)).toBe(expected);
  });
});

describe('answers the spec does not show (requirements C14)', () => {
  const notShown = endpoints.filter((endpoint) => endpoint.answerNotShown === true);

  it('marks the spec’s calls whose answer it does not show', () => {
    expect(notShown.map((endpoint) => endpoint.name).sort()).toEqual([
      'explorer.projects',
      'files.addFolder',
      'files.trash',
      'logs.error',
      'misc.commonTags',
      'misc.deleteAutocomplete',
      'misc.mailBlacklist',
      'misc.ransomware',
      'otp.deviceRegistration',
      'public.blacklistConfirm',
    ]);
    for (const endpoint of notShown) expect(endpoint.ours).toBeUndefined();
  });

  it.each(notShown.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s takes { success: true } alone',
    (_, endpoint) => {
      expect(v.safeParse(endpoint.response, { success: true }).success).toBe(true);
    },
  );

  describe('in spec-only mode', () => {
    let server: TestServer;
    let form: (path: string, fields: Record<string, string>) => Promise<Record<string, unknown>>;
    beforeAll(async () => {
      server = await startTestServer({ config: { specOnly: true } });
      const raw = server.client();
      // No GET /csrf on such a back end: the page's own HTML sets the cookie.
      await raw.fetch('/login');
      expect((await raw.login('demo', 'alice', DEMO_PASSWORD))['success']).toBe(true);
      const auth = () => ({
        access_token: raw.jar.get('access_token') ?? '',
        'x-csrftoken': raw.jar.get('csrf_token') ?? '',
      });
      form = async (path, fields) =>
        (await (await raw.post(path, fields, auth())).json()) as Record<string, unknown>;
    });
    afterAll(() => server.close());

    it('answers a made folder with { success: true } only, and the folder is made', async () => {
      expect(await form('/folder/add/', { node: '1', name: 'Minimal' })).toEqual({
        success: true,
      });
      expect(await form('/folder/add/', { node: '1', name: 'Minimal' })).toMatchObject({
        success: false,
      });
    });

    it('keeps the fields of a refusal', async () => {
      const refused = await form('/folder/add/', { node: '1', name: 'a/b' });
      expect(refused['success']).toBe(false);
      expect(Object.keys(refused).length).toBeGreaterThan(1);
    });
  });
});
