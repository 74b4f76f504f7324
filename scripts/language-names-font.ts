// Writes the language switcher's font (decision 023): the CJK characters of the languages' own
// names (`LOCALE_NAMES`) and the space, cut out of Noto Sans CJK JP (SIL Open Font License 1.1,
// Debian's `fonts-noto-cjk`), regular and bold, as OpenType files small enough for the build to
// write into every page's CSS. Run it after adding a language:
// `npx node scripts/language-names-font.ts`.
//
// Measured (decision 023): without the space, Chromium does not take the font as the names' first
// font and opens the next family of the list, a CJK system font, after all; and WOFF2's own
// decoding cost the first layout more than the 1.6 KB that OpenType adds (less, once the page is
// compressed: base64 of OpenType compresses, WOFF2 does not).
// The build does not run it, so a machine without the fonts still builds the committed files.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { LOCALE_NAMES } from '../src/lib/i18n/locales.ts';
import { nameGlyphs } from '../src/lib/i18n/name-glyphs.ts';

const SOURCES = {
  'language-names.otf': '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  'language-names-bold.otf': '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
} as const;
/** The collection's first font is Noto Sans CJK JP. */
const FACE = 0;
const OUT = new URL('../src/styles/fonts/', import.meta.url);

/** One font of a TrueType/OpenType collection as a font file of its own (its tables copied). */
function collectionFace(collection: Buffer, index: number): Buffer {
  if (collection.toString('latin1', 0, 4) !== 'ttcf') return collection;
  if (index >= collection.readUInt32BE(8)) throw new Error(`no font ${index} in the collection`);
  const start = collection.readUInt32BE(12 + 4 * index);
  const count = collection.readUInt16BE(start + 4);
  const tables = Array.from({ length: count }, (_, i) => {
    const record = start + 12 + 16 * i;
    return {
      record,
      offset: collection.readUInt32BE(record + 8),
      length: collection.readUInt32BE(record + 12),
    };
  });
  const padded = (length: number): number => (length + 3) & ~3;
  const header = 12 + 16 * count;
  const face = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.length), header));
  collection.copy(face, 0, start, start + 12);
  let next = header;
  tables.forEach((table, i) => {
    collection.copy(face, 12 + 16 * i, table.record, table.record + 16);
    face.writeUInt32BE(next, 12 + 16 * i + 8);
    collection.copy(face, next, table.offset, table.offset + table.length);
    next += padded(table.length);
  });
  return face;
}

const glyphs = nameGlyphs(Object.values(LOCALE_NAMES));
for (const [file, source] of Object.entries(SOURCES)) {
  const face = collectionFace(readFileSync(source), FACE);
  const font = await subsetFont(face, ` ${glyphs}`, { targetFormat: 'sfnt' });
  writeFileSync(new URL(file, OUT), font);
  console.log(`${file}: ${font.length} bytes`);
}
writeFileSync(
  new URL('language-names.json', OUT),
  `${JSON.stringify({ glyphs, source: 'Noto Sans CJK JP (fonts-noto-cjk 20220127), SIL OFL 1.1' }, null, 2)}\n`,
);
