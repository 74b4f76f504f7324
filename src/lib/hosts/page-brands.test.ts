import { describe, expect, it } from 'vitest';
import { pageBrands, svgDataUri } from './page-brands.ts';
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

describe('svgDataUri', () => {
  it.each([
    ['quotes become single quotes', '<svg a="1"/>', "data:image/svg+xml,%3Csvg a='1'/%3E"],
    [
      '# and % are escaped',
      '<svg fill="#fff" w="5%"/>',
      "data:image/svg+xml,%3Csvg fill='%23fff' w='5%25'/%3E",
    ],
    [
      'whitespace collapses',
      '\n<svg>\n  <g/>\n</svg>\n',
      'data:image/svg+xml,%3Csvg%3E %3Cg/%3E %3C/svg%3E',
    ],
  ])('%s', (_name, svg, expected) => {
    expect(svgDataUri(svg)).toBe(expected);
  });

  it('is a URI the browser can read back', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 2z" fill="#1d5fd1"/></svg>';
    const body = decodeURIComponent(svgDataUri(svg).slice('data:image/svg+xml,'.length));
    expect(body).toBe(svg.replace(/"/g, "'"));
  });
});
