// A small zip container writer: deflate (node:zlib) or store, CRC-32, UTF-8 names (flag bit 11),
// local headers, central directory and end record. No zip64: under 65 535 entries and 4 GB.
import { crc32, deflateRawSync } from 'node:zlib';

/** One entry; a name ending in `/` is a folder. */
export interface ZipEntry {
  readonly name: string;
  readonly data: Uint8Array;
  readonly modified: Date;
}

/** The most entries a zip without zip64 can hold. */
export const MAX_ZIP_ENTRIES = 65_535;
const UTF8_FLAG = 0x0800;

/** MS-DOS time and date of a moment (local fields read in UTC, 2-second resolution). */
export function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

// Characters no entry name keeps: controls, bidi overrides and isolates, and those Windows refuses.
const UNSAFE_IN_ENTRY = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\\:*?"<>|]/gu;

/**
 * An entry path no unzip tool can be led out of its target folder with (Zip Slip), whatever the
 * stored names hold: no absolute path, drive letter or backslash, no `.` or `..` segment, no
 * control or bidi character, no empty segment, no trailing dot or space. A trailing `/` (folder)
 * is kept.
 */
export function safeEntryName(name: string): string {
  const folder = name.endsWith('/') || name.endsWith('\\');
  const segments = name
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (/^\.+$/u.test(segment)) return '_';
      const clean = segment.replace(UNSAFE_IN_ENTRY, '_').replace(/[.\s]+$/u, '');
      return clean === '' ? '_' : clean;
    });
  const path = segments.length === 0 ? '_' : segments.join('/');
  return folder ? `${path}/` : path;
}

/** Builds a zip archive in memory; every entry name goes through `safeEntryName`. */
export function writeZip(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > MAX_ZIP_ENTRIES) throw new RangeError('Too many zip entries');
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(safeEntryName(entry.name), 'utf8');
    const raw = Buffer.from(entry.data);
    const deflated = raw.length > 0 ? deflateRawSync(raw) : raw;
    const stored = deflated.length >= raw.length;
    const body = stored ? raw : deflated;
    const method = stored ? 0 : 8;
    const crc = crc32(raw);
    const { time, date } = dosDateTime(entry.modified);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_FLAG, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(0x031e, 4); // made by: Unix, spec 3.0
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(UTF8_FLAG, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(raw.length, 24);
    header.writeUInt16LE(name.length, 28);
    const folder = name.at(-1) === 0x2f;
    header.writeUInt32LE(((folder ? 0o40755 : 0o100644) << 16) >>> 0, 38);
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, body);
    central.push(header, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** One entry as the central directory lists it (read back by tests and by the docx sample). */
export interface ZipListing {
  readonly name: string;
  readonly utf8: boolean;
  readonly method: number;
  readonly crc: number;
  readonly size: number;
  readonly compressedSize: number;
  readonly offset: number;
}

/** Reads the central directory of a zip written by `writeZip` (no comment, no zip64). */
export function listZip(zip: Buffer): ZipListing[] {
  const end = zip.length - 22;
  if (end < 0 || zip.readUInt32LE(end) !== 0x06054b50) throw new Error('No end record');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const list: ZipListing[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('Bad central header');
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    list.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      utf8: (zip.readUInt16LE(at + 8) & UTF8_FLAG) !== 0,
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extra;
  }
  return list;
}
