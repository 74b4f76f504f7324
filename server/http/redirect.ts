// SECURITY.md item 1, server side: a redirect target is only ever a same-origin relative path.
// The front end has its own copy in src/lib; both follow the same rules and attack list.

const MAX_LENGTH = 2048;

/**
 * The validated same-origin path (pathname + search + hash) for `value`, or null. `origin` is
 * any absolute origin; it only anchors the resolution.
 */
export function safeRedirect(
  value: string | null | undefined,
  origin = 'http://localhost',
): string | null {
  if (value === null || value === undefined || value === '' || value.length > MAX_LENGTH)
    return null;
  // Control characters, any whitespace and backslashes are how parsers are made to disagree.
  if (/[\p{Cc}\p{Cf}\s\\]/u.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // '/..//evil.com' resolves to the path '//evil.com', which is protocol-relative once re-serialised.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
