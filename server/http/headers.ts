import type { IncomingMessage, ServerResponse } from 'node:http';
import { isEmailLinkRoute } from '../../src/lib/routes.ts';

// Headers every response carries. The pages' own <meta> CSP holds the script and style rules;
// frame-ancestors only works as a real header, so it is sent here on everything.

const LOCALE_PREFIXES = new Set(['ja', 'ko', 'en']);

/** Whether a path is an e-mail-link page in any locale (`/ja/forgotPassword/` included). */
export function isEmailLinkPage(pathname: string): boolean {
  const segments = pathname.split('/').filter((s) => s !== '');
  const first =
    segments[0] !== undefined && LOCALE_PREFIXES.has(segments[0]) ? segments[1] : segments[0];
  return first !== undefined && isEmailLinkRoute(`/${first}`);
}

/** The CSP of responses that are not pages (API JSON, errors): nothing may load or frame them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Scripts, styles and fonts cannot be framed, navigated to or given permissions: the document
 * headers mean nothing on them and only cost bytes on every request of a page's load.
 */
const SUBRESOURCE = /\.(m?js|css|woff2?)$/;

/** Whether a path is a script, style or font (it gets only the headers that apply to it). */
export function isSubresource(pathname: string): boolean {
  return SUBRESOURCE.test(pathname);
}

/** Sets the security headers of every response (documents, data and images get them all). */
export function setSecurityHeaders(
  res: ServerResponse,
  pathname: string,
  production: boolean,
): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (isSubresource(pathname)) return;
  res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader(
    'Referrer-Policy',
    isEmailLinkPage(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin',
  );
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  );
}

const ALLOWED_HEADERS =
  'access_token, lang, content-type, x-csrf-token, x-csrftoken, authorization, ' +
  // Resumable uploads on tus (security K44).
  'tus-resumable, upload-length, upload-metadata, upload-offset';

/** Adds CORS headers for an allowlisted Origin; returns whether the origin is allowed. */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowlist: readonly string[],
): boolean {
  res.appendHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin === undefined || !allowlist.includes(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  return true;
}

/** Answers a CORS preflight: 204, with permissions only for allowlisted origins. */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  allowlist: readonly string[],
): void {
  if (applyCors(req, res, allowlist)) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204).end();
}
