// Real documents and sound generated in code for the demo seed: PDF, WAV and DOCX.
import { writeZip } from './zip-writer.ts';

function pdfText(value: string): string {
  // Helvetica's standard encoding covers ASCII; other characters are shown as '?'.
  return value.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}

/** A one-page PDF with a title and lines of text (Helvetica, A4). */
export function makePdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F1 20 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Cloudbox reference server) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 16-bit mono PCM WAV of a few notes (sine tones with a short fade). */
export function makeWav(notes: readonly number[], secondsPerNote: number, rate = 22_050): Buffer {
  const perNote = Math.round(rate * secondsPerNote);
  const samples = perNote * notes.length;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  notes.forEach((frequency, n) => {
    for (let i = 0; i < perNote; i += 1) {
      const fade = Math.min(1, i / 400, (perNote - i) / 400);
      const value = Math.sin((2 * Math.PI * frequency * i) / rate) * 0.4 * fade;
      wav.writeInt16LE(Math.round(value * 32767), 44 + (n * perNote + i) * 2);
    }
  });
  return wav;
}

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A minimal but valid Word document (Office Open XML) with one paragraph per line. */
export function makeDocx(paragraphs: readonly string[], modified: Date): Buffer {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${w}"><w:body>${paragraphs
      .map((p) => `<w:p><w:r><w:t xml:space="preserve">${xml(p)}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  };
  return writeZip(
    Object.entries(files).map(([name, content]) => ({
      name,
      data: Buffer.from(content, 'utf8'),
      modified,
    })),
  );
}
