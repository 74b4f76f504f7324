// Where the local scanner service is, from the config call's answer. Only two places are
// accepted: the real service (https://localhost:6851, in every page's connect-src) or the page's
// own origin (the reference server's simulator); anything else would break the CSP anyway.
import { SCANNER_ORIGIN } from '../hosts/csp.ts';

/** The service root (origin + base path), or null when the answer names another place. */
export function scannerRoot(
  config: { readonly origin: string; readonly base_path: string },
  pageOrigin: string,
): string | null {
  let origin: string;
  try {
    origin = new URL(config.origin).origin;
  } catch {
    return null;
  }
  if (origin !== config.origin.replace(/\/+$/, '')) return null;
  if (origin !== SCANNER_ORIGIN && origin !== pageOrigin) return null;
  const base = config.base_path.replace(/\/+$/, '');
  if (!/^(?:\/[\w.-]+)*$/.test(base) || base.split('/').includes('..')) return null;
  return `${origin}${base}`;
}
