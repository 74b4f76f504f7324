import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAVICON_PX, pngDataUri } from './favicon.ts';

const svg = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'public', 'favicon.svg'),
  'utf8',
);

async function pixels(uri: string) {
  const png = Buffer.from(uri.slice('data:image/png;base64,'.length), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
  ];
  return { png, info, at };
}

describe('pngDataUri', () => {
  it('draws the favicon as a 32-pixel PNG under 1 KB', async () => {
    const uri = await pngDataUri(svg);
    expect(uri).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const { png, info } = await pixels(uri);
    expect([info.width, info.height]).toEqual([FAVICON_PX, FAVICON_PX]);
    expect(png.length).toBeLessThan(1024);
  });

  it('keeps what the SVG draws: transparent rounded corners, the brand blue, the white cloud', async () => {
    const { at } = await pixels(await pngDataUri(svg));
    expect(at(0, 0)[3]).toBe(0);
    const [r = 0, g = 0, b = 0, a = 0] = at(3, 16);
    expect(a).toBe(255);
    expect(b).toBeGreaterThan(r + 100);
    expect(b).toBeGreaterThan(g + 50);
    expect(
      at(16, 19)
        .slice(0, 3)
        .every((c) => c > 230),
    ).toBe(true);
  });

  it('draws each image once per build', () => {
    expect(pngDataUri(svg)).toBe(pngDataUri(svg));
    expect(pngDataUri(svg, 16)).not.toBe(pngDataUri(svg));
  });
});
