import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../files/testing.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('where the app finds the scanner service', () => {
  it.each([
    ['test', (url: string) => ({ origin: url, base_path: '/scanner-sim/api/v1' }), 200],
    ['production', () => ({ origin: 'https://localhost:6851', base_path: '/api/v1' }), 404],
  ] as const)('in %s mode', async (mode, expected, simStatus) => {
    // Production seeds no demo account; this test brings alice along to ask.
    server = await startTestServer({ config: { mode }, seedDemo: true });
    const alice = await signIn(server, 'alice');
    expect(await alice.get('/app/scanner/config')).toMatchObject({
      success: true,
      ...expected(server.url),
    });
    const sim = await fetch(`${server.url}/scanner-sim/api/v1/scanners`);
    expect(sim.status).toBe(simStatus);
  });

  it('needs a session', async () => {
    server = await startTestServer();
    const answer = await fetch(`${server.url}/app/scanner/config`);
    expect(await answer.json()).toMatchObject({ success: false, result_code: '01' });
  });
});
