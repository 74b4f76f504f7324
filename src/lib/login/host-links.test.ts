import { describe, expect, it } from 'vitest';
import { hostFeatures } from '../hosts/features.ts';
import { resolveHosts } from '../hosts/resolve.ts';
import { LEGAL_DOCUMENTS, hostLinks } from './host-links.ts';

const linksOf = (host: string) =>
  hostLinks(hostFeatures(host), resolveHosts(`https://${host}`, null));

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
    ['cloudbox.example.jp', { header: null, footer: LEGAL_DOCUMENTS.ja }],
    ['cloudbox-eu.example.com', { header: null, footer: LEGAL_DOCUMENTS.en }],
  ])('on %s', (host, links) => {
    expect(linksOf(host)).toEqual(links);
  });
});
