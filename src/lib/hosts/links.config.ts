// Where the login page's host links point (requirements L25), beside `hosts.config.ts`: edit this
// file (not the code) for a deployment; `config.test.ts` checks every value. A file of its own so
// only the hosts that show these links load it.
import type { HostLinksConfig } from './types.ts';

/** The sign-up, admin, privacy-policy and terms links (docs/deploy.md). */
export const HOST_LINKS: HostLinksConfig = {
  signup: '/signup',
  admin: '/',
  legal: {
    en: {
      privacy: 'https://www.example.com/legal/privacy',
      terms: 'https://www.example.com/legal/terms',
    },
    ja: {
      privacy: 'https://www.example.jp/legal/privacy',
      terms: 'https://www.example.jp/legal/terms',
    },
  },
};
