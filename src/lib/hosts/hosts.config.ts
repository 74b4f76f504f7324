// The real host names of every deployment, in one place. Edit this file (not the code) to add a
// host, an environment or a brand; `config.test.ts` checks every origin is a bare https origin.
import type { Brand, HostsConfig } from './types.ts';

const cloudbox: Brand = { id: 'cloudbox', name: 'Cloudbox', logo: '/brand/cloudbox.svg' };
const harbor: Brand = { id: 'harbor', name: 'Harbor Files', logo: '/brand/harbor.svg' };

/** Hosts, environments, brands and host families of the product. */
export const HOSTS_CONFIG: HostsConfig = {
  envCookie: 'env',
  environments: {
    production: {
      api: 'https://api.example.com',
      uploader: 'https://upload.example.com',
      viewer: 'https://viewer.example.com',
      thumb: 'https://thumb.example.com',
      manager: 'https://manager.example.com',
      downloader: 'https://download.example.com',
    },
    staging: {
      api: 'https://api.staging.example.com',
      uploader: 'https://upload.staging.example.com',
      viewer: 'https://viewer.staging.example.com',
      thumb: 'https://thumb.staging.example.com',
      manager: 'https://manager.staging.example.com',
      downloader: 'https://download.staging.example.com',
    },
    qc: {
      api: 'https://api.qc.example.com',
      uploader: 'https://upload.qc.example.com',
      viewer: 'https://viewer.qc.example.com',
      thumb: 'https://thumb.qc.example.com',
      manager: 'https://manager.qc.example.com',
      downloader: 'https://download.qc.example.com',
    },
    test: {
      api: 'https://api.test.example.com',
      uploader: 'https://upload.test.example.com',
      viewer: 'https://viewer.test.example.com',
      thumb: 'https://thumb.test.example.com',
      manager: 'https://manager.test.example.com',
      downloader: 'https://download.test.example.com',
    },
    // The dev environment shares one API gateway; the other services follow the page's origin.
    dev: { api: 'https://api.dev.example.com', viewer: 'https://viewer.dev.example.com' },
  },
  pageHosts: {
    'app.example.com': 'production',
    'cloudbox.example.com': 'production',
    'cloudbox.example.jp': 'production',
    'cloudbox-eu.example.com': 'production',
    'files.harbor.example.com': 'production',
    'partner.example.net': 'production',
    'app.staging.example.com': 'staging',
    'app.qc.example.com': 'qc',
    'app.test.example.com': 'test',
    'app.dev.example.com': 'dev',
  },
  defaultBrand: cloudbox,
  brandHosts: { 'files.harbor.example.com': harbor },
  signupHeader: ['cloudbox.example.com'],
  privacyFooter: ['jp', 'cloudbox-eu.example.com'],
  japaneseLegalLinks: ['jp'],
  accessTokenLoginHost: 'partner.example.net',
};
