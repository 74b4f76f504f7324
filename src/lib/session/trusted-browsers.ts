// The user's trusted browsers (requirements X45): the browsers that skip the one-time code, as the
// user menu's dialog lists them — which browser on which system, when it was trusted, last used
// and until when — and the calls that list and remove them. The names come from the User-Agent
// the browser sent when it was trusted; one ua-parser-js cannot name reads "Unknown browser".
import { UAParser } from 'ua-parser-js';
import type { ApiClient } from '../api/client.ts';
import {
  listTrustedBrowsers,
  removeTrustedBrowsers,
  type trustedBrowser,
} from '../api/contract/trusted-browsers.ts';
import type { FailureKeys } from '../api/failures.ts';
import type * as v from 'valibot';

/** One browser as the list shows it. */
export interface TrustedBrowserRow {
  readonly id: number;
  /** "Chrome", "Mobile Safari"…, or null when the agent names none. */
  readonly browser: string | null;
  /** "Linux", "iOS 18.1"…, or null. */
  readonly system: string | null;
  readonly trustedAt: number;
  readonly lastUsedAt: number | null;
  readonly expiresAt: number;
  readonly current: boolean;
}

/** The browser and system a User-Agent names (major version only for the browser). */
export function browserName(userAgent: string): { browser: string | null; system: string | null } {
  if (userAgent.trim() === '') return { browser: null, system: null };
  const parser = new UAParser(userAgent);
  const b = parser.getBrowser();
  const os = parser.getOS();
  const major = b.version?.split('.')[0] ?? '';
  const browser = b.name === undefined ? null : major === '' ? b.name : `${b.name} ${major}`;
  const system =
    os.name === undefined ? null : os.version === undefined ? os.name : `${os.name} ${os.version}`;
  return { browser, system };
}

/** The rows of the list: this browser first, then the most recently used or trusted. */
export function trustedBrowserRows(
  browsers: readonly v.InferOutput<typeof trustedBrowser>[],
): TrustedBrowserRow[] {
  const rows = browsers.map((entry) => ({
    id: entry.id,
    ...browserName(entry.user_agent),
    trustedAt: entry.created_at,
    lastUsedAt: entry.last_used_at,
    expiresAt: entry.expires_at,
    current: entry.current,
  }));
  const recent = (row: TrustedBrowserRow): number => row.lastUsedAt ?? row.trustedAt;
  return rows.sort(
    (a, b) => Number(b.current) - Number(a.current) || recent(b) - recent(a) || b.id - a.id,
  );
}

/** The translation key and values of a row's name. */
export function rowTitle(row: TrustedBrowserRow): {
  key: string;
  values?: Record<string, string>;
} {
  if (row.browser !== null && row.system !== null)
    return { key: 'app.browsers.on', values: { browser: row.browser, system: row.system } };
  if (row.browser !== null) return { key: 'app.browsers.named', values: { name: row.browser } };
  if (row.system !== null) return { key: 'app.browsers.named', values: { name: row.system } };
  return { key: 'app.browsers.unknown' };
}

/** What a failed list or removal shows. */
export const BROWSER_FAILURES: FailureKeys = {
  failed: 'app.browsers.failed',
  network: 'files.upload.network',
  notOffered: 'app.browsers.notOffered',
};

/** Loads the caller's trusted browsers; a refusal or failure reaches the caller. */
export async function loadTrustedBrowsers(client: ApiClient): Promise<TrustedBrowserRow[]> {
  const answer = await client.call(listTrustedBrowsers, {}, { onFailure: 'caller' });
  return trustedBrowserRows(answer.browsers);
}

/** Removes one trusted browser (`id`) or all of them; answers how many were removed. */
export async function removeTrusted(client: ApiClient, which: number | 'all'): Promise<number> {
  const answer = await client.call(
    removeTrustedBrowsers,
    which === 'all' ? { all: true } : { id: which },
    { onFailure: 'caller' },
  );
  return answer.removed;
}
