// The `preview` query parameter (a file sequence) opens the document viewer: security K3.

/** File sequences longer than this are not ours (they would not fit a 64-bit id). */
export const MAX_FILE_SEQ_DIGITS = 20;

/** Whether a value is a non-empty string of ASCII digits (`^\d+$`). */
export function isDigits(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9]+$/.test(value);
}

/**
 * The file sequence of a `preview` value (first value only; digits, or a number from the modal
 * manager), or null when it must be ignored: a sequence is a safe integer, as the contract's.
 */
export function parsePreviewParam(raw: unknown): number | null {
  const value: unknown = Array.isArray(raw) ? (raw as readonly unknown[])[0] : raw;
  const seq =
    typeof value === 'number'
      ? value
      : isDigits(value) && value.length <= MAX_FILE_SEQ_DIGITS
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(seq) && seq >= 0 ? seq : null;
}

/** The file sequence the current query string asks to preview, or null. */
export function previewFromSearch(search: string): number | null {
  return parsePreviewParam(new URLSearchParams(search).getAll('preview'));
}

/** The query string with `preview` set to a file sequence (or removed for null); others stay. */
export function withPreview(search: string, fileSeq: number | null): string {
  const params = new URLSearchParams(search);
  if (fileSeq === null) params.delete('preview');
  else params.set('preview', `${fileSeq}`);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
