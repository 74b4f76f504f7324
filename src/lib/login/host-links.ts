// The host-specific parts of the login page (requirements I9): the sign-up/admin header on one host
// family, the privacy footer on `.jp` hosts and one other family, Japanese documents on `.jp`.
import type { HostFeatures } from '../hosts/features.ts';
import type { HostMap } from '../hosts/types.ts';

/** The legal documents, in English and Japanese. */
export const LEGAL_DOCUMENTS = {
  en: {
    privacy: 'https://www.example.com/legal/privacy',
    terms: 'https://www.example.com/legal/terms',
  },
  ja: {
    privacy: 'https://www.example.jp/legal/privacy',
    terms: 'https://www.example.jp/legal/terms',
  },
} as const;

/** The links the page shows on a host; null parts are not shown. */
export interface HostLinks {
  readonly header: { readonly signup: string; readonly admin: string } | null;
  readonly footer: { readonly privacy: string; readonly terms: string } | null;
}

/** No header and no footer: what the static page renders before it knows its host. */
export const NO_HOST_LINKS: HostLinks = { header: null, footer: null };

/** The header and footer links of a host; sign-up and admin live on the manager host. */
export function hostLinks(features: HostFeatures, hosts: HostMap): HostLinks {
  const manager = hosts.manager.replace(/\/+$/, '');
  return {
    header: features.signupHeader ? { signup: `${manager}/signup`, admin: `${manager}/` } : null,
    footer: features.privacyFooter
      ? LEGAL_DOCUMENTS[features.japaneseLegalLinks ? 'ja' : 'en']
      : null,
  };
}
