import { describe, expect, it, vi } from 'vitest';
import { createProgressFetch } from './progress-fetch.ts';

/** A scripted XMLHttpRequest: records what was sent, plays progress events, then answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  body: unknown = null;
  aborted = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string): void {
    this.headers[key] = value;
  }
  getAllResponseHeaders(): string {
    return 'content-type: application/json\r\nx-test: 1\r\n';
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }
  /** Plays progress, then a 200 JSON answer. */
  finish(answer: unknown): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    this.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    this.status = 200;
    this.statusText = 'OK';
    this.response = new Blob([JSON.stringify(answer)]);
    this.onload?.();
  }
}

const makeXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

describe('the progress fetch (requirements X39)', () => {
  it('sends a FormData POST through XMLHttpRequest while listened to, reporting bytes', async () => {
    const base = vi.fn<typeof fetch>();
    const progress = createProgressFetch(base, makeXhr);
    const seen: [number, number][] = [];
    progress.listen((loaded, total) => seen.push([loaded, total]));
    const body = new FormData();
    body.set('file', new File(['abc'], 'a.txt'));
    const pending = progress.fetch('https://up.example.com/v2/request/upload', {
      method: 'POST',
      body,
      headers: { 'X-CSRFToken': 't' },
      credentials: 'include',
    });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({
      method: 'POST',
      url: 'https://up.example.com/v2/request/upload',
      withCredentials: true,
      responseType: 'blob',
      headers: { 'x-csrftoken': 't' },
    });
    expect(xhr?.body).toBe(body);
    xhr?.finish({ success: true });
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-test')).toBe('1');
    expect(await response.json()).toEqual({ success: true });
    expect(seen).toEqual([
      [40, 100],
      [100, 100],
    ]);
    expect(base).not.toHaveBeenCalled();
  });

  it.each([
    ['no listener', false, new FormData()],
    ['a JSON body', true, '{}'],
  ])('uses the plain fetch with %s', async (_name, listening, body) => {
    const base = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    const progress = createProgressFetch(base, makeXhr);
    if (listening) progress.listen(() => undefined);
    FakeXhr.last = null;
    await progress.fetch('https://api.example.com/x', { method: 'POST', body });
    expect(base).toHaveBeenCalledTimes(1);
    expect(FakeXhr.last).toBeNull();
  });

  it('aborts the request when its signal aborts, and fails on a network error', async () => {
    const progress = createProgressFetch(vi.fn<typeof fetch>(), makeXhr);
    progress.listen(() => undefined);
    const controller = new AbortController();
    const aborted = progress.fetch('https://up.example.com/u', {
      method: 'POST',
      body: new FormData(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last?.aborted).toBe(true);
    const failing = progress.fetch('https://up.example.com/u', {
      method: 'POST',
      body: new FormData(),
    });
    FakeXhr.last?.onerror?.();
    await expect(failing).rejects.toBeInstanceOf(TypeError);
  });
});
