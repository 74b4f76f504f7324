// The mail-service completion page (gmailAuthSuccess, exchangeAuthSuccess) reads `type`, `app`
// and `key` (requirements E8). We define them: `type` is the service (gmail | exchange) and must
// agree with the page; `app` is where the connection was started (web | desktop | mobile, default
// web) and decides the next step; `key` is an opaque connection reference ([A-Za-z0-9_-], 1–128),
// checked only for shape and never shown. Values are matched, never echoed.

/** The services the pages stand for. */
export type MailService = 'gmail' | 'exchange';
/** Where the user started the connection. */
export type MailApp = 'web' | 'desktop' | 'mobile';

/** What the page shows: the connection and the next step, or that the link is damaged. */
export type MailAuthResult =
  | { readonly ok: true; readonly service: MailService; readonly app: MailApp }
  | { readonly ok: false; readonly service: MailService };

const APPS: readonly MailApp[] = ['web', 'desktop', 'mobile'];
const KEY = /^[A-Za-z0-9_-]{1,128}$/;

function single(params: URLSearchParams, name: string): string | null | false {
  const all = params.getAll(name);
  if (all.length > 1) return false;
  return all[0] ?? null;
}

/** Reads the page's query for the service the page stands for. */
export function parseMailAuth(url: string | URL, service: MailService): MailAuthResult {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'https://page.invalid').searchParams;
  } catch {
    return { ok: false, service };
  }
  const type = single(params, 'type');
  const app = single(params, 'app');
  const key = single(params, 'key');
  if (type === false || app === false || key === false) return { ok: false, service };
  if (type !== null && type.toLowerCase() !== service) return { ok: false, service };
  if (key !== null && !KEY.test(key)) return { ok: false, service };
  const where = app === null ? 'web' : APPS.find((a) => a === app.toLowerCase());
  return where === undefined ? { ok: false, service } : { ok: true, service, app: where };
}
