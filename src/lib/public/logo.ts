// The company logo of the verify answer is shown only when it is an http(s) address on the page's
// own origin or one of the service origins the page's CSP allows images from; anything else
// (javascript:, data:, credentials, other hosts) means no logo.

/** The logo address to show, or null. */
export function safeLogoUrl(
  raw: string,
  origin: string,
  allowedOrigins: readonly string[],
): string | null {
  if (raw === '' || raw.length > 2000 || /[\s\\]/.test(raw.trim()) || raw !== raw.trim())
    return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.origin === origin || allowedOrigins.includes(url.origin) ? url.href : null;
}
