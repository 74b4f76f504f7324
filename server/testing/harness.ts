import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../app.ts';
import type { LoginLimits } from '../auth/limits.ts';
import { fakeClock, type FakeClock } from '../clock.ts';
import type { Config } from '../config.ts';
import { writeFixtureDist } from './fixture-dist.ts';

/** A server started for one test file, with its own data folder, fake clock and fixture site. */
export interface TestServer extends RunningServer {
  readonly clock: FakeClock;
  readonly dataDir: string;
  readonly logs: string[];
  /** A fresh browser-like client (own cookie jar). */
  client(): TestClient;
}

/** Starts a test-mode server on a free port; `close()` also removes its folders. */
export async function startTestServer(
  options: {
    config?: Partial<Config>;
    limits?: LoginLimits;
    dataDir?: string;
    passwordCost?: number;
    seedDemo?: boolean;
  } = {},
): Promise<TestServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'cloudbox-test-'));
  const dataDir = options.dataDir ?? path.join(root, 'data');
  const distDir = path.join(root, 'dist');
  writeFixtureDist(distDir);
  const clock = fakeClock();
  const logs: string[] = [];
  const server = await startServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      mode: 'test',
      dataDir,
      distDir,
      corsOrigins: [],
      publicUrl: null,
      ...options.config,
    },
    clock,
    passwordCost: options.passwordCost ?? 10,
    log: (line) => logs.push(line),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.seedDemo === undefined ? {} : { seedDemo: options.seedDemo }),
  });
  return {
    ...server,
    clock,
    dataDir,
    logs,
    client: () => new TestClient(server.url),
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** fetch with a cookie jar and the front end's CSRF and token habits. */
export class TestClient {
  readonly base: string;
  readonly jar = new Map<string, string>();

  constructor(base: string) {
    this.base = base;
  }

  /** A raw request; cookies from the jar are sent and Set-Cookie answers stored. */
  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size > 0 && !headers.has('cookie')) {
      headers.set(
        'cookie',
        [...this.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
      );
    }
    const response = await fetch(this.base + pathname, { redirect: 'manual', ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = decodeURIComponent(pair.slice(eq + 1));
      if (/max-age=0/i.test(cookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  /** Gets a CSRF cookie the way a page load does. */
  async primeCsrf(): Promise<string> {
    await this.fetch('/csrf');
    return this.jar.get('csrf_token') ?? '';
  }

  /** A form POST carrying X-CSRF-Token from the cookie (and access_token when signed in). */
  async post(
    pathname: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    if (!this.jar.has('csrf_token')) await this.primeCsrf();
    return this.fetch(pathname, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-csrf-token': this.jar.get('csrf_token') ?? '',
        ...this.authHeader(),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** A GET with the access_token header when signed in. */
  async get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(pathname, { headers: { ...this.authHeader(), ...headers } });
  }

  /** Signs in through POST /login/proceed/ and returns the parsed answer. */
  async login(
    company: string,
    id: string,
    password: string,
    extra: Record<string, string> = {},
  ): Promise<Record<string, unknown>> {
    const response = await this.post('/login/proceed/', {
      company_code: company,
      id,
      password,
      device_id: '',
      ...extra,
    });
    return (await response.json()) as Record<string, unknown>;
  }

  private authHeader(): Record<string, string> {
    const token = this.jar.get('access_token');
    return token === undefined ? {} : { access_token: token };
  }
}
