// The sso/init payload (requirements SSO2): built once from the page's language and query.
import type { RequestOf } from '../api/endpoint.ts';
import type { ssoInit } from '../api/contract/sso.ts';
import { localePath, type Locale } from '../i18n/locales.ts';
import { redirectFromSearch } from '../nav/safe-redirect.ts';

/** The `service` we announce: the web front end (the reference server ignores it). */
export const SSO_SERVICE = 'web';

/** What the page knows when SSO starts. */
export interface SsoPageFacts {
  readonly locale: Locale;
  /** `location.search` of the login page (redirect_url and invite_seq come from it). */
  readonly search: string;
  /** `location.origin`, for validating redirect_url. */
  readonly origin: string;
}

/** A valid invitation number from the query (first value, digits only), or undefined. */
export function inviteSeqFrom(search: string): string | undefined {
  const value = new URLSearchParams(search).get('invite_seq');
  return value !== null && /^\d{1,32}$/.test(value) ? value : undefined;
}

/** The init request for a company ID: `path` is the validated redirect_url, never off-origin. */
export function ssoInitRequest(code: string, facts: SsoPageFacts): RequestOf<typeof ssoInit> {
  const inviteSeq = inviteSeqFrom(facts.search);
  return {
    code,
    service: SSO_SERVICE,
    return_url: localePath('/login', facts.locale),
    path: redirectFromSearch(facts.search, facts.origin),
    ...(inviteSeq === undefined ? {} : { invite_seq: inviteSeq }),
  };
}
