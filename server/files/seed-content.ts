// The demo files' bytes, generated in code: images, a PDF, text, CSV, a WAV, a Word document,
// an IRM-protected file and the rows of the 10 000-entry folder.
import type { Paint } from './samples-image.ts';
import { encodeJpeg, encodePng } from './samples-image.ts';
import { makeDocx, makePdf, makeWav } from './samples-docs.ts';

const sunrise: Paint = (x, y) => [
  Math.min(255, 180 + y),
  Math.max(0, 140 - y + (x % 16)),
  Math.max(0, 60 + ((x * 3) % 40) - y),
];
const dusk: Paint = (x, y) => [200 - (y >> 1), 90 + ((x + y) % 40), 120 + (x >> 2)];
const mosaic: Paint = (x, y) => [(x * 7) % 256, (y * 5) % 256, ((x ^ y) * 3) % 256];

/** Bytes of every named demo file. */
export function demoBytes(now: number): Record<string, Buffer> {
  const date = new Date(now);
  return {
    'sunrise.png': encodePng(160, 96, sunrise),
    'mosaic.png': encodePng(256, 256, mosaic),
    '夕焼け.jpg': encodeJpeg(160, 96, dusk),
    'team-photo.jpg': encodeJpeg(128, 128, mosaic),
    'invoice-2026-01.pdf': makePdf('Invoice 2026-01', [
      'Demo Company',
      'Cloud storage, 25 seats: 1,250.00 EUR',
      'Due 2026-02-15',
    ]),
    'invoice-2026-02.pdf': makePdf('Invoice 2026-02', [
      'Demo Company',
      'Cloud storage, 30 seats: 1,500.00 EUR',
      'Due 2026-03-15',
    ]),
    'handbook.pdf': makePdf('Employee handbook', [
      '1. Working hours',
      '2. Security',
      '3. Sharing files with guests',
    ]),
    'contract.pdf': makePdf('Supply contract (locked)', [
      'This file is locked: no preview, no download.',
    ]),
    'invoices.csv': Buffer.from(
      'number,date,amount,currency\n2026-01,2026-01-15,1250.00,EUR\n2026-02,2026-02-15,1500.00,EUR\n',
      'utf8',
    ),
    'Welcome.txt': Buffer.from(
      'Welcome to your box.\nDrop files here, or use Upload.\nようこそ。환영합니다.\n',
      'utf8',
    ),
    'plan.txt': Buffer.from('Apollo launch plan\n- Beta in March\n- Launch in May\n', 'utf8'),
    '2026-01-12 회의록.txt': Buffer.from(
      '회의록 — 2026년 1월 12일\n참석: Alice, 유키\n결정: 베타 일정 확정\n',
      'utf8',
    ),
    'tone.wav': makeWav([440, 554.37, 659.25], 1),
    'Quarterly report.docx': makeDocx(
      ['Quarterly report', 'Revenue grew 12% over the quarter.', 'Next steps: hire two engineers.'],
      date,
    ),
    // IRM-protected files hold encrypted bytes only the protected viewer opens; these stand in.
    'Design spec.pdf.irm': Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 131 + 7) % 256)),
  };
}

/** The size of the large demo file: one byte over the 30 MB preview limit (stored sparse). */
export const LARGE_FILE_SIZE = 31_457_281;

/** Shared payloads of the 10 000-entry folder: 16 small texts of growing size. */
export function archivePayloads(): Buffer[] {
  return Array.from({ length: 16 }, (_, i) =>
    Buffer.from(`archived log entry ${i}\n`.repeat(4 + i * 3), 'utf8'),
  );
}
