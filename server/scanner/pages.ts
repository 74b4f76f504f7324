// The scanned pages the simulator produces: a real multi-page PDF (text "Scan page k") or one
// real PNG or JPEG per page, in the colour mode asked for.
import type { ScanSettings } from '../../src/lib/api/contract/scanner.ts';
import { encodeJpeg, encodePng, type Paint } from '../files/samples-image.ts';

function pdfText(value: string): string {
  // Helvetica's standard encoding covers ASCII; other characters (a CJK prefix) show as '?'.
  return value.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}

/** A PDF with one A4 page per entry of `pages`, each a title line and lines of text. */
export function makeScanPdf(
  title: string,
  pages: readonly { heading: string; lines: readonly string[] }[],
): Buffer {
  const pageCount = pages.length;
  // Objects: 1 catalog, 2 pages, 3 font, 4 info, then a page object and its contents per page.
  const kids = pages.map((_, i) => `${5 + i * 2} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${pdfText(title)}) /Producer (Cloudbox scanner simulator) >>`,
  ];
  pages.forEach((page, i) => {
    const text = [
      'BT /F1 24 Tf 56 780 Td',
      `(${pdfText(page.heading)}) Tj`,
      '/F1 11 Tf 0 -32 Td 15 TL',
      ...page.lines.map((line) => `(${pdfText(line)}) '`),
      'ET',
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    );
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const WIDTH = 248;
const HEIGHT = 352;

/** A page picture: paper, a header band, text-like lines and `page` marks at the top right. */
function pagePaint(page: number, colormode: ScanSettings['colormode']): Paint {
  const tint: readonly [number, number, number] =
    colormode === 'color' ? [30, 90, 200] : [70, 70, 70];
  return (x, y) => {
    const ink = (): readonly [number, number, number] => (colormode === 'mono' ? [0, 0, 0] : tint);
    if (y >= 24 && y < 48 && x >= 24 && x < 160) return ink();
    // One 8-pixel square per page number at the top right, so pages look different.
    const fromRight = WIDTH - 24 - x;
    const slot = Math.floor(fromRight / 12);
    if (y >= 32 && y < 40 && fromRight > 0 && slot < page && fromRight % 12 < 8) return ink();
    if (y >= 72 && y < HEIGHT - 32 && x >= 24 && x < WIDTH - 24 && Math.floor(y / 8) % 3 === 0) {
      return colormode === 'mono' ? [0, 0, 0] : [120, 120, 120];
    }
    return [255, 255, 255];
  };
}

/** One scanned page as a PNG or JPEG. */
export function makeScanImage(
  format: 'png' | 'jpeg',
  page: number,
  colormode: ScanSettings['colormode'],
): Buffer {
  const paint = pagePaint(page, colormode);
  return format === 'png' ? encodePng(WIDTH, HEIGHT, paint) : encodeJpeg(WIDTH, HEIGHT, paint);
}
