// The viewer's deep link (requirements V3): `preview={fileseq}` on the current path, other
// parameters kept.
import { parsePreviewParam } from '../nav/preview-param.ts';

const BASE = 'http://localhost';

function parse(url: string | URL): URL {
  return new URL(url, BASE);
}

function isPreviewPart(part: string): boolean {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')) === 'preview';
  } catch {
    return false;
  }
}

// Other parameters are kept byte for byte: re-serialising them could change what the page reads.
function otherParts(search: string): string[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !isPreviewPart(part));
}

function href(url: URL, parts: readonly string[]): string {
  const query = parts.length === 0 ? '' : `?${parts.join('&')}`;
  return `${url.pathname}${query}${url.hash}`;
}

/** The current path with `preview={fileSeq}` set (earlier values replaced, a non-digit seq ignored). */
export function withPreview(url: string | URL, fileSeq: number): string {
  const parsed = parse(url);
  if (parsePreviewParam(fileSeq) === null) return href(parsed, otherParts(parsed.search));
  return href(parsed, [...otherParts(parsed.search), `preview=${fileSeq}`]);
}

/** The current path without any `preview` parameter; others kept. */
export function withoutPreview(url: string | URL): string {
  const parsed = parse(url);
  return href(parsed, otherParts(parsed.search));
}

/** The file sequence a URL asks to preview (first value, digits only), or null. */
export function previewFromUrl(url: string | URL): number | null {
  return parsePreviewParam(parse(url).searchParams.getAll('preview'));
}
