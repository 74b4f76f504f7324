import { describe, expect, it } from 'vitest';
import {
  SCANNER_ORIGIN,
  configuredOrigins,
  cspConnectSources,
  cspFrameSources,
  cspImageSources,
} from './csp.ts';
import type { HostsConfig } from './types.ts';

const config: HostsConfig = {
  envCookie: 'env',
  environments: {
    production: {
      api: 'https://api.example.com',
      viewer: 'https://viewer.example.com',
      thumb: 'https://thumb.example.com',
      uploader: 'https://upload.example.com',
    },
    qc: { api: 'https://api.qc.example.com', viewer: 'https://viewer.example.com' },
  },
  pageHosts: {},
  defaultBrand: { id: 'x', name: 'X', logo: '/x.svg' },
  brandHosts: {},
  signupHeader: [],
  privacyFooter: [],
  japaneseLegalLinks: [],
  accessTokenLoginHost: 'x.example.com',
};

describe('CSP sources from a configuration', () => {
  it('lists self, every service origin once, then the scanner in connect-src', () => {
    expect(cspConnectSources(config)).toEqual([
      "'self'",
      'https://api.example.com',
      'https://api.qc.example.com',
      'https://thumb.example.com',
      'https://upload.example.com',
      'https://viewer.example.com',
      SCANNER_ORIGIN,
    ]);
  });

  it('lists thumbnail, API and viewer origins plus data: and blob: in img-src', () => {
    expect(cspImageSources(config)).toEqual([
      "'self'",
      'https://api.example.com',
      'https://api.qc.example.com',
      'https://thumb.example.com',
      'https://viewer.example.com',
      'data:',
      'blob:',
    ]);
  });

  it('lists only self and the viewer origins in frame-src', () => {
    expect(cspFrameSources(config)).toEqual(["'self'", 'https://viewer.example.com']);
  });

  it('gives no origins for services no environment configures', () => {
    expect(configuredOrigins(['manager', 'downloader'], config)).toEqual([]);
  });
});

describe('CSP sources from the shipped configuration', () => {
  const lists = [
    ['connect-src', cspConnectSources()],
    ['img-src', cspImageSources()],
    ['frame-src', cspFrameSources()],
  ] as const;

  it.each(lists)('%s starts with self and has no wildcard or bare scheme', (_, sources) => {
    expect(sources[0]).toBe("'self'");
    for (const source of sources) {
      expect(source).not.toContain('*');
      expect(['https:', 'http:', "'unsafe-inline'", "'unsafe-eval'"]).not.toContain(source);
    }
  });

  it('connects to the scanner and every environment API', () => {
    const sources = cspConnectSources();
    expect(sources).toContain(SCANNER_ORIGIN);
    expect(sources).toContain('https://api.example.com');
    expect(sources).toContain('https://api.qc.example.com');
    expect(sources).toContain('https://download.staging.example.com');
  });

  it('keeps data: out of connect-src and frame-src', () => {
    expect(cspConnectSources()).not.toContain('data:');
    expect(cspFrameSources()).not.toContain('data:');
  });
});
