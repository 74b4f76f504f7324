// yazl checks each entry's CRC-32 with `buffer-crc32`, a table loop in JavaScript on the event
// loop: ~130 MB/s on the project's loaded 2-core machine, so a 2 GB zip held the loop for ~15 s
// in 64 KB slices and a small request waited up to 199 ms meanwhile (bench/README.md). Node's
// own `zlib.crc32` (C, ~1.2 GB/s there) gives the same values, so yazl's copy of the module is
// pointed at it once, before any archive is built. Checked by server/files/zip.test.ts.
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

interface BufferCrc32 {
  unsigned: (input: Buffer, previous?: number) => number;
}

/** Whether yazl's CRC-32 is Node's native one (false where the module could not be reached). */
export const nativeZipCrc: boolean = (() => {
  try {
    // The exact module yazl requires, resolved from yazl's own folder.
    const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
    const module = fromYazl('buffer-crc32') as BufferCrc32;
    module.unsigned = (input, previous = 0) => crc32(input, previous);
    return true;
  } catch {
    return false;
  }
})();
