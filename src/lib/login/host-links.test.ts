import { describe, expect, it } from 'vitest';
import { hostFeatures } from '../hosts/features.ts';
import { HOST_LINKS } from '../hosts/links.config.ts';
import { resolveHosts } from '../hosts/resolve.ts';
import type { HostLinksConfig } from '../hosts/types.ts';
import { hostLinks } from './host-links.ts';

const linksOf = (host: string, config?: HostLinksConfig) =>
  hostLinks(hostFeatures(host), resolveHosts(`https://${host}`, null), `https://${host}`, config);

const LEGAL = HOST_LINKS.legal;

describe('hostLinks', () => {
  it.each([
    ['localhost', { header: null, footer: null }],
    ['app.example.com', { header: null, footer: null }],
    [
      'cloudbox.example.com',
      {
        header: {
          signup: 'https://manager.example.com/signup',
          admin: 'https://manager.example.com/',
        },
        footer: null,
      },
    ],
    ['cloudbox.example.jp', { header: null, footer: LEGAL.ja }],
    ['cloudbox-eu.example.com', { header: null, footer: LEGAL.en }],
  ])('on %s with the shipped configuration', (host, links) => {
    expect(linksOf(host)).toEqual(links);
  });

  it('follows the deployment’s configuration: absolute links and paths on their hosts', () => {
    const config: HostLinksConfig = {
      signup: 'https://join.acme.test/start',
      admin: '/admin/',
      legal: {
        en: { privacy: '/privacy', terms: 'https://acme.test/terms' },
        ja: { privacy: '/ja/privacy', terms: '/ja/terms' },
      },
    };
    expect(linksOf('cloudbox.example.com', config).header).toEqual({
      signup: 'https://join.acme.test/start',
      admin: 'https://manager.example.com/admin/',
    });
    expect(linksOf('cloudbox-eu.example.com', config).footer).toEqual({
      privacy: 'https://cloudbox-eu.example.com/privacy',
      terms: 'https://acme.test/terms',
    });
    expect(linksOf('cloudbox.example.jp', config).footer).toEqual({
      privacy: 'https://cloudbox.example.jp/ja/privacy',
      terms: 'https://cloudbox.example.jp/ja/terms',
    });
  });
});
