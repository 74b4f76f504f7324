// The favicon, written into every page as a small PNG `data:` URI, made from public/favicon.svg
// when the site is built (decision 029). An SVG favicon costs Chromium a whole SVG document on
// the page's main thread next to the first paint (13–52 ms at the bench's 4× CPU, traces of
// `/blocked`); a 32-pixel PNG decodes in 0–5 ms. Built once per build, not once per page.
import sharp from 'sharp';

/** The favicon's side in pixels: 16 CSS pixels (a browser tab) at 2×. */
export const FAVICON_PX = 32;

const made = new Map<string, Promise<string>>();

/** `svg` drawn as a `size` × `size` PNG (palette colours), as a `data:` URI. */
export function pngDataUri(svg: string, size = FAVICON_PX): Promise<string> {
  const key = `${String(size)} ${svg}`;
  let uri = made.get(key);
  if (uri === undefined) {
    uri = sharp(Buffer.from(svg))
      .resize(size, size)
      .png({ palette: true })
      .toBuffer()
      .then((png) => `data:image/png;base64,${png.toString('base64')}`);
    made.set(key, uri);
  }
  return uri;
}
