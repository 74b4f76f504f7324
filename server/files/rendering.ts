// Preview renderings: what a preview link shows for each kind of file. Office, CAD and IRM
// files get a generated PDF page (the reference server has no document converter and says so).
import { formatSize, splitExtension } from '../../src/lib/files/names.ts';
import { previewKindOf } from '../../src/lib/files/preview.ts';
import type { FileRow } from './rows.ts';
import { makePdf } from './samples-docs.ts';
import { contentTypeFor } from './types.ts';

/** Whether the preview of a file is a generated PDF rather than its own bytes. */
export function rendersAsPdf(file: FileRow): boolean {
  const kind = previewKindOf(file.name);
  return kind === 'office' || kind === 'cad' || splitExtension(file.name).irm;
}

/** The Content-Type a preview link serves. */
export function previewContentType(file: FileRow): string {
  if (rendersAsPdf(file)) return 'application/pdf';
  const type = contentTypeFor(file.name);
  return type.startsWith('text/') ? 'text/plain; charset=utf-8' : type;
}

/** The stand-in PDF of a document. */
export function renderDocumentPdf(file: FileRow): Buffer {
  const { irm } = splitExtension(file.name);
  return makePdf(file.name, [
    `Type: ${file.extension.toUpperCase() || 'unknown'}    Size: ${formatSize(file.size)}    Version: ${file.version}`,
    `Updated: ${new Date(file.updatedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    irm
      ? 'This document is IRM-protected; its contents are shown only in the protected viewer.'
      : 'The reference server has no document converter. A production deployment shows',
    irm ? '' : 'the converted pages of the document here.',
  ]);
}
