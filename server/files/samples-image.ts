// Real images generated in code for the demo seed: a PNG encoder (zlib) and a baseline JPEG
// encoder that codes each 8×8 block as one flat colour (DC only), so no DCT is needed.
import { crc32, deflateSync } from 'node:zlib';

/** A colour function: RGB 0–255 of pixel (x, y). */
export type Paint = (x: number, y: number) => readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG. */
export function encodePng(width: number, height: number, paint: Paint): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y);
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Standard DC Huffman tables (ITU T.81 Annex K): code-length counts, symbols 0–11.
const DC_LUMA = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_CHROMA = [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0];
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
// An AC table holding only end-of-block: every block here is flat.
const AC_EOB_ONLY = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/** Canonical Huffman codes from the counts (symbol → [code, length]). */
function canonical(
  counts: readonly number[],
  symbols: readonly number[],
): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  counts.forEach((count, i) => {
    for (let j = 0; j < count; j += 1) codes.set(symbols[k++] ?? 0, [code++, i + 1]);
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  readonly bytes: number[] = [];
  private acc = 0;
  private n = 0;
  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i -= 1) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      this.n += 1;
      if (this.n === 8) this.flushByte();
    }
  }
  private flushByte(): void {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0); // byte stuffing
    this.acc = 0;
    this.n = 0;
  }
  finish(): void {
    while (this.n !== 0) this.write(1, 1);
  }
}

function segment(marker: number, data: readonly number[]): number[] {
  const length = data.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...data];
}

/** A baseline JPEG (width and height multiples of 8), one flat colour per 8×8 block. */
export function encodeJpeg(width: number, height: number, paint: Paint): Buffer {
  const dc = [canonical(DC_LUMA, DC_SYMBOLS), canonical(DC_CHROMA, DC_SYMBOLS)];
  const bits = new BitWriter();
  const previous = [0, 0, 0];
  for (let by = 0; by < height / 8; by += 1) {
    for (let bx = 0; bx < width / 8; bx += 1) {
      const [r, g, b] = paint(bx * 8 + 4, by * 8 + 4);
      const ycc = [
        0.299 * r + 0.587 * g + 0.114 * b,
        128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
        128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
      ];
      ycc.forEach((value, c) => {
        const coefficient = Math.round(8 * (value - 128)); // DC of a flat block, quantiser 1
        const diff = coefficient - (previous[c] ?? 0);
        previous[c] = coefficient;
        const size = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
        const [code, length] = dc[c === 0 ? 0 : 1]?.get(size) ?? [0, 0];
        bits.write(code, length);
        if (size > 0) bits.write(diff > 0 ? diff : diff + (1 << size) - 1, size);
        bits.write(0, 1); // end of block
      });
    }
  }
  bits.finish();
  const jfif = [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x11,
    0,
    2,
    0x11,
    0,
    3,
    0x11,
    0,
  ];
  const dht = [
    0x00,
    ...DC_LUMA,
    ...DC_SYMBOLS,
    0x01,
    ...DC_CHROMA,
    ...DC_SYMBOLS,
    0x10,
    ...AC_EOB_ONLY,
    0x00,
  ];
  const sos = [3, 1, 0x00, 2, 0x10, 3, 0x10, 0, 63, 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, jfif),
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, sof),
    ...segment(0xc4, dht),
    ...segment(0xda, sos),
    ...bits.bytes,
    0xff,
    0xd9,
  ]);
}
