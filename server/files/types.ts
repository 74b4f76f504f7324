// Content types of stored files, and which of them may be shown inline from our origin.
import { splitExtension } from '../../src/lib/files/names.ts';

const TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain; charset=utf-8',
  log: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  mkv: 'video/x-matroska',
  '3gp': 'video/3gpp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};

/** The stored content type of a file name (IRM files are opaque). */
export function contentTypeFor(name: string): string {
  const { extension, irm } = splitExtension(name);
  if (irm) return 'application/octet-stream';
  return TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Whether bytes of this type may be served inline from our origin: images (not SVG), PDF,
 * plain text, audio and video. Anything else could run script, so it is only ever an attachment.
 */
export function inlineSafe(contentType: string): boolean {
  return /^(image\/(png|jpeg|gif|webp|bmp|tiff)|application\/pdf|text\/plain|text\/csv|audio\/|video\/)/.test(
    contentType,
  );
}
