import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApiEnv } from './browser-env.ts';

function stubPage(href: string, cookie: string) {
  const url = new URL(href);
  const assign = vi.fn<(target: string) => void>();
  vi.stubGlobal('location', {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    assign,
  });
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('navigator', { onLine: true });
  return assign;
}

const effects = { alert: () => Promise.resolve(), toastError: () => undefined };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserApiEnv', () => {
  it('reads the origin, host map, language and current path from the page', () => {
    stubPage('https://app.example.com/ja/files?a=1', 'env=qc; access_token=t');
    const env = browserApiEnv(effects);
    expect(env.origin).toBe('https://app.example.com');
    expect(env.hosts.api).toBe('https://api.qc.example.com');
    expect(env.langcode()).toBe('jpn');
    expect(env.currentPath()).toBe('/ja/files?a=1');
    expect(env.cookies()).toBe('env=qc; access_token=t');
    expect(env.isOnline?.()).toBe(true);
  });

  it('serves every host from the page origin on an unlisted host', () => {
    stubPage('http://localhost:4321/', '');
    const env = browserApiEnv(effects);
    expect(env.hosts.viewer).toBe('http://localhost:4321');
    expect(env.langcode()).toBe('eng');
  });

  it('navigates with location.assign', () => {
    const assign = stubPage('https://app.example.com/', '');
    browserApiEnv(effects).navigate('/login');
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
