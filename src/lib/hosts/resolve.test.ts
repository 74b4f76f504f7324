import { describe, expect, it } from 'vitest';
import { environmentOfCookie, environmentOfHost, resolveHosts } from './resolve.ts';
import type { HostsConfig } from './types.ts';

const everyService = (origin: string) => ({
  api: origin,
  uploader: origin,
  viewer: origin,
  thumb: origin,
  manager: origin,
  downloader: origin,
});

const production = {
  api: 'https://api.example.com',
  uploader: 'https://upload.example.com',
  viewer: 'https://viewer.example.com',
  thumb: 'https://thumb.example.com',
  manager: 'https://manager.example.com',
  downloader: 'https://download.example.com',
};

describe('resolveHosts with the shipped configuration', () => {
  it.each([
    ['http://localhost:4321', null, everyService('http://localhost:4321')],
    ['http://127.0.0.1:8080', undefined, everyService('http://127.0.0.1:8080')],
    ['https://unknown.example.org', '', everyService('https://unknown.example.org')],
    ['https://app.example.com', null, production],
    ['https://APP.example.com.', null, production],
    ['https://cloudbox.example.jp', null, production],
    ['https://files.harbor.example.com', null, production],
    ['https://app.qc.example.com', null, { ...production, ...qcOrigins() }],
  ])('maps the page %s with cookie %j to its origins', (page, cookie, expected) => {
    expect(resolveHosts(page, cookie)).toEqual(expected);
  });

  it.each([
    ['qc', 'https://viewer.qc.example.com'],
    ['QC', 'https://viewer.qc.example.com'],
    [' staging ', 'https://viewer.staging.example.com'],
    ['test', 'https://viewer.test.example.com'],
    ['production', 'https://viewer.example.com'],
  ])('lets the environment cookie %j switch the viewer to %s', (cookie, viewer) => {
    expect(resolveHosts('https://app.example.com', cookie).viewer).toBe(viewer);
  });

  it('fills the services the dev environment leaves out with the page origin', () => {
    expect(resolveHosts('http://localhost:4321', 'dev')).toEqual({
      ...everyService('http://localhost:4321'),
      api: 'https://api.dev.example.com',
      viewer: 'https://viewer.dev.example.com',
    });
  });

  it.each(['prod', 'evil', 'https://evil.com', '__proto__', 'constructor', 'qc;', 'toString'])(
    'ignores the unknown environment cookie %j',
    (cookie) => {
      expect(resolveHosts('https://app.qc.example.com', cookie).api).toBe(
        'https://api.qc.example.com',
      );
      expect(resolveHosts('http://localhost:4321', cookie)).toEqual(
        everyService('http://localhost:4321'),
      );
    },
  );

  it('uses the input as the origin when the page origin does not parse', () => {
    expect(resolveHosts('not a url', null).api).toBe('not a url');
  });
});

describe('environment lookups', () => {
  const partial: HostsConfig = {
    envCookie: 'env',
    environments: { qc: { api: 'https://api.qc.example.com' } },
    pageHosts: { 'a.example.com': 'qc' },
    defaultBrand: { id: 'x', name: 'X', logo: '/x.svg' },
    brandHosts: {},
    signupHeader: [],
    privacyFooter: [],
    japaneseLegalLinks: [],
    accessTokenLoginHost: 'none.example.com',
  };

  it.each([
    ['qc', 'qc'],
    ['test', null],
    ['staging', null],
    [null, null],
  ])('accepts the cookie %j only for a configured environment (%j)', (cookie, expected) => {
    expect(environmentOfCookie(cookie, partial)).toBe(expected);
  });

  it.each([
    ['a.example.com', 'qc'],
    ['A.EXAMPLE.COM', 'qc'],
    ['b.a.example.com', null],
    ['__proto__', null],
    ['', null],
  ])('maps the page host %j to the environment %j', (host, expected) => {
    expect(environmentOfHost(host, partial)).toBe(expected);
  });
});

function qcOrigins() {
  return {
    api: 'https://api.qc.example.com',
    uploader: 'https://upload.qc.example.com',
    viewer: 'https://viewer.qc.example.com',
    thumb: 'https://thumb.qc.example.com',
    manager: 'https://manager.qc.example.com',
    downloader: 'https://download.qc.example.com',
  };
}
