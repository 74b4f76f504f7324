// The reference server under load: autocannon on loopback, 32 connections for 10 s per call.
// Login: the main demo's CORRECT password, which the brute-force limits never count (they count
// failures only), so every request does the full password check and opens a session. Folder
// list: page 1 of my box (50 entries), signed in once.
import autocannon from 'autocannon';
import { csrfHeaders, listUrl, loginBody, signIn } from './session.ts';

/** The figures of one call under load. */
export interface LoadFigures {
  readonly rps: number;
  readonly p99: number;
  readonly requests: number;
  /** Answers other than 2xx. */
  readonly non2xx: number;
  /** Requests with no answer within 20 s, and connection errors. */
  readonly timeouts: number;
  readonly errors: number;
}

const RUN = { connections: 32, duration: 10, timeout: 20 } as const;

async function run(options: Parameters<typeof autocannon>[0]): Promise<LoadFigures> {
  const result = await autocannon({ ...RUN, ...options });
  return {
    rps: Math.round(result.requests.average * 10) / 10,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
  };
}

/** POST /login/proceed/ with correct credentials and a valid CSRF cookie and header. */
export async function loadLogin(base: string): Promise<LoadFigures> {
  const headers = await csrfHeaders(base);
  return run({
    url: `${base}/login/proceed/`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: loginBody(),
  });
}

/** POST {api}/app/explorer/lists/1 (page 1 of my box) with one session. */
export async function loadFolderList(base: string): Promise<LoadFigures> {
  const session = await signIn(base);
  return run({
    url: listUrl(base, '1'),
    method: 'POST',
    headers: session.headers,
    body: new URLSearchParams({ node: '1', page: '1' }).toString(),
  });
}
