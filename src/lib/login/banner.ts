// The login page's right-hand banner (requirements L23, L24): what to show, from the company's
// page-wide info (`GET {api}/openapi/sso/info`, contract sso.ts). Every address is taken only as
// a safe http(s) link (the rules of security.md K1, less the same-origin one: a banner may link out).

/** The banner fields of the answer, as the back end sent them. */
export interface BannerFields {
  readonly banner_img_url?: string | undefined;
  readonly background_img_url?: string | undefined;
  readonly url?: string | undefined;
}

/** What the page shows: the image, an optional background, an optional link. */
export interface LoginBanner {
  readonly image: string;
  readonly background: string | null;
  readonly link: string | null;
}

/** The longest address taken. */
export const BANNER_URL_MAX = 2000;

/**
 * An address as an absolute http(s) URL, resolved against `origin`; null for anything else:
 * empty, too long, control characters, whitespace or backslashes, another scheme, credentials.
 */
export function safeHttpUrl(value: string | undefined, origin: string): string | null {
  if (value === undefined || value === '' || value.length > BANNER_URL_MAX) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** The banner to show, or null (no banner, or an image address that is not safe). */
export function loginBanner(fields: BannerFields | undefined, origin: string): LoginBanner | null {
  const image = safeHttpUrl(fields?.banner_img_url, origin);
  if (fields === undefined || image === null) return null;
  return {
    image,
    background: safeHttpUrl(fields.background_img_url, origin),
    link: safeHttpUrl(fields.url, origin),
  };
}
