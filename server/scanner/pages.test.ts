import { describe, expect, it } from 'vitest';
import { makeScanImage, makeScanPdf } from './pages.ts';

describe('scanned pages', () => {
  it('writes a PDF with one page per scanned page and a valid cross-reference table', () => {
    const pdf = makeScanPdf('Scan', [
      { heading: 'Scan page 1', lines: [] },
      { heading: 'Scan page 2', lines: ['(note)'] },
    ]).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/Count 2');
    expect(pdf).toContain('(Scan page 2) Tj');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => {
      expect(pdf.startsWith(`${i + 1} 0 obj\n`, offset)).toBe(true);
    });
    const start = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
  });

  it.each([
    ['png', [0x89, 0x50, 0x4e, 0x47]],
    ['jpeg', [0xff, 0xd8, 0xff]],
  ] as const)('writes a real %s image', (format, magic) => {
    const image = makeScanImage(format, 2, 'color');
    expect([...image.subarray(0, magic.length)]).toEqual(magic);
    expect(image.length).toBeGreaterThan(100);
  });
});
