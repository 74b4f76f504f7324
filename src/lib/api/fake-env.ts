// Test support: an ApiEnv whose fetch is a scripted server and whose side effects are recorded,
// so client tests read as prose (`server.reply(json({ success: true }))`). Never used by the app.
import type { ApiEnv } from './env.ts';

/** A scripted answer: a Response, or a function of the request (may wait, throw or hang). */
export type Reply = Response | ((request: Request) => Response | Promise<Response>);

/** A JSON response (status 200 unless given). */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** A response with a raw body and content type. */
export function raw(
  body: string | null,
  contentType: string | null,
  init: ResponseInit = {},
): Response {
  const headers = new Headers(init.headers);
  if (contentType !== null) headers.set('Content-Type', contentType);
  return new Response(body, { ...init, headers });
}

/** A reply that never comes: the request hangs until its signal aborts. */
export function stall(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => {
      reject(request.signal.reason as Error);
    });
  });
}

/** A reply that fails like a reset connection. */
export function reset(): Promise<Response> {
  return Promise.reject(new TypeError('fetch failed: ECONNRESET'));
}

/** A fake environment and everything the client did through it. */
export function fakeEnv(overrides: Partial<ApiEnv> = {}) {
  const requests: Request[] = [];
  const queue: Reply[] = [];
  const record = {
    alerts: [] as string[],
    toasts: [] as string[],
    navigations: [] as string[],
    logs: [] as string[],
  };
  let fallback: Reply = () => json({ success: true });
  let dismissAlert: () => void = () => undefined;

  const env: ApiEnv = {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      const reply = queue.shift() ?? fallback;
      return typeof reply === 'function' ? reply(request) : reply.clone();
    },
    origin: 'https://app.example.com',
    hosts: {
      api: 'https://api.example.com',
      uploader: 'https://upload.example.com',
      viewer: 'https://viewer.example.com',
      thumb: 'https://thumb.example.com',
      manager: 'https://manager.example.com',
      downloader: 'https://download.example.com',
    },
    cookies: () => 'access_token=tok123; csrf_token=csrf456',
    langcode: () => 'eng',
    currentPath: () => '/files?folder=1%7B2&sort=name',
    navigate: (url) => record.navigations.push(url),
    alert: (message) => {
      record.alerts.push(message);
      return new Promise((resolve) => (dismissAlert = resolve));
    },
    toastError: (message) => record.toasts.push(message),
    log: (message) => record.logs.push(message),
    random: () => 0.5,
    ...overrides,
  };

  return {
    env,
    requests,
    ...record,
    /** Answers the next requests in order; after them, `always` (or success) answers. */
    reply(...replies: Reply[]) {
      queue.push(...replies);
    },
    /** Answers every request without a queued reply. */
    always(reply: Reply) {
      fallback = reply;
    },
    /** The user presses OK on the open alert. */
    dismissAlert() {
      dismissAlert();
    },
  };
}
