import { describe, expect, it } from 'vitest';
import { pageBrands } from './page-brands.ts';
import type { HostsConfig } from './types.ts';

const cloudbox = { id: 'cloudbox', name: 'Cloudbox', logo: '/brand/cloudbox.svg' };
const harbor = { id: 'harbor', name: 'Harbor Files', logo: '/brand/harbor.svg' };
const config = (brandHosts: HostsConfig['brandHosts']) =>
  ({ defaultBrand: cloudbox, brandHosts }) as unknown as HostsConfig;

describe('pageBrands', () => {
  it.each([
    ['no other brand', {}, { fallback: 'Cloudbox', hosts: {} }],
    [
      'a second brand, host normalised',
      { 'Files.Harbor.example.com.': harbor },
      { fallback: 'Cloudbox', hosts: { 'files.harbor.example.com': harbor } },
    ],
    [
      'a host given the default brand is left out',
      { 'a.example.com': cloudbox, 'b.example.com': harbor },
      { fallback: 'Cloudbox', hosts: { 'b.example.com': harbor } },
    ],
  ])('%s', (_name, brandHosts, expected) => {
    expect(JSON.parse(pageBrands(config(brandHosts)))).toEqual(expected);
  });

  it('holds the configured second brand by default', () => {
    const { hosts } = JSON.parse(pageBrands()) as { hosts: Record<string, unknown> };
    expect(hosts).toHaveProperty('files.harbor.example.com');
  });
});
