// Preview eligibility (requirements V1, V2): authority, lock, listed extensions, the 30 MB limit
// and the media limit. One function answers for the viewer, the toolbar and the server.
import { splitExtension } from './names.ts';

/** The largest file previewed: 30 MB. */
export const PREVIEW_LIMIT = 31_457_280;

/**
 * Media extensions (requirements V1; played by /media/convert, limited by max_media_preview_size).
 */
export const MEDIA_EXTENSIONS: readonly string[] = [
  'mp4',
  'mov',
  'mpeg',
  'avi',
  'wmv',
  '3gp',
  'mkv',
  'mpg',
  'ogg',
  'mp3',
  'ogv',
  'webm',
  'm4a',
  'wav',
];
/** Extensions offered as PDF Download in the DLP box (requirements F2). */
export const PDF_DOWNLOAD_EXTENSIONS: readonly string[] = [
  'pptx',
  'xlsx',
  'docx',
  'ppt',
  'xls',
  'doc',
  'pdf',
  'dwg',
];
/** Office documents: previewed only with use_office_view. */
export const OFFICE_EXTENSIONS: readonly string[] = [
  'doc',
  'docx',
  'docm',
  'xls',
  'xlsx',
  'xlsm',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'hwp',
];
/** Images previewed as they are (SVG is left out: it can carry script). */
export const IMAGE_EXTENSIONS: readonly string[] = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'tif',
  'tiff',
  'webp',
];
/** Plain text shown as text. */
export const TEXT_EXTENSIONS: readonly string[] = ['txt', 'csv', 'log'];
/** CAD drawings, converted like documents. */
export const CAD_EXTENSIONS: readonly string[] = ['dwg', 'dxf'];

/** What kind of preview an extension gets. */
export type PreviewKind = 'office' | 'pdf' | 'text' | 'image' | 'cad' | 'media';

/** Every previewable extension (41) and its kind. */
export const PREVIEW_KINDS: ReadonlyMap<string, PreviewKind> = new Map<string, PreviewKind>([
  ...OFFICE_EXTENSIONS.map((e) => [e, 'office'] as const),
  ['pdf', 'pdf'],
  ...TEXT_EXTENSIONS.map((e) => [e, 'text'] as const),
  ...IMAGE_EXTENSIONS.map((e) => [e, 'image'] as const),
  ...CAD_EXTENSIONS.map((e) => [e, 'cad'] as const),
  ...MEDIA_EXTENSIONS.map((e) => [e, 'media'] as const),
]);

/** The preview kind of a file name (by its content extension, so `a.pdf.irm` is a PDF), or null. */
export function previewKindOf(name: string): PreviewKind | null {
  return PREVIEW_KINDS.get(splitExtension(name).contentExtension) ?? null;
}

/** Whether a file is a media file (requirements V1). */
export function isMedia(name: string): boolean {
  return MEDIA_EXTENSIONS.includes(splitExtension(name).contentExtension);
}

/** Which conversion call previews the file: /media/convert or /doc/convert (with cache polling). */
export function conversionOf(kind: PreviewKind): 'media' | 'document' {
  return kind === 'media' ? 'media' : 'document';
}

/**
 * Whether the viewer polls its document cache before converting (requirements V4): documents
 * only; an image goes to its conversion at once.
 */
export function waitsForViewerCache(kind: PreviewKind): boolean {
  return conversionOf(kind) === 'document' && kind !== 'image';
}

/** The authority flags preview reads (camelCase, as the app holds the profile). */
export interface PreviewAuthority {
  readonly usePreview: boolean;
  readonly useMediaView: boolean;
  readonly useOfficeView: boolean;
  readonly maxMediaPreviewSize: number;
}

/** The file facts preview reads. */
export interface PreviewFile {
  readonly name: string;
  readonly size: number;
  readonly locked: boolean;
}

/** Why a file cannot be previewed; each has its own message (requirements V1, V2, V5). */
export type PreviewRefusal =
  'no_authority' | 'locked' | 'unsupported' | 'too_large' | 'media_too_large';

/** The spec's English texts of each refusal (the server sends these as `all`). */
export const PREVIEW_MESSAGES: Readonly<Record<PreviewRefusal, string>> = {
  no_authority: 'You have no authority.',
  locked: 'This locked file does not allow you to preview.',
  unsupported: 'This file type cannot be previewed.',
  too_large: 'Files larger than 30 MB cannot be previewed.',
  media_too_large: 'This media file is larger than the preview size you are allowed.',
};

/** The preview decision. */
export type PreviewDecision =
  | { readonly ok: true; readonly kind: PreviewKind; readonly conversion: 'media' | 'document' }
  | { readonly ok: false; readonly reason: PreviewRefusal };

/** Decides whether a file may be previewed, checking in the spec's order. */
export function previewDecision(file: PreviewFile, authority: PreviewAuthority): PreviewDecision {
  if (!authority.usePreview) return { ok: false, reason: 'no_authority' };
  if (file.locked) return { ok: false, reason: 'locked' };
  const kind = previewKindOf(file.name);
  if (kind === null) return { ok: false, reason: 'unsupported' };
  if (kind === 'media' && !authority.useMediaView) return { ok: false, reason: 'no_authority' };
  if (kind === 'office' && !authority.useOfficeView) return { ok: false, reason: 'no_authority' };
  if (file.size > PREVIEW_LIMIT) return { ok: false, reason: 'too_large' };
  if (kind === 'media' && file.size > authority.maxMediaPreviewSize) {
    return { ok: false, reason: 'media_too_large' };
  }
  return { ok: true, kind, conversion: conversionOf(kind) };
}

/** A file item's lock: is_permission 2 with permission_flag_preview N refuses preview. */
export function isPreviewLocked(item: {
  readonly is_permission: number;
  readonly permission_flag_preview: string;
}): boolean {
  return item.is_permission === 2 && item.permission_flag_preview === 'N';
}

/** A file item's lock for download: any is_permission 2 (Unable to access file due to file lock.). */
export function isDownloadLocked(item: { readonly is_permission: number }): boolean {
  return item.is_permission === 2;
}
