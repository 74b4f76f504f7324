import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A tiny stand-in for `astro build` output, so server tests never depend on a real build.

/** Files of the fixture site, relative to dist/. */
export const FIXTURE_FILES: Readonly<Record<string, string | Buffer>> = {
  'index.html': page('home'),
  'login/index.html': page('login en'),
  'ja/login/index.html': page('login ja'),
  'ko/login/index.html': page('login ko'),
  'forgotPassword/index.html': page('forgot en'),
  'ja/forgotPassword/index.html': page('forgot ja'),
  'blocked/index.html': page('blocked'),
  '_astro/app.B1a2C3d4.js': `export const big = ${JSON.stringify('compress me '.repeat(400))};\n`,
  '_astro/inter.D5e6F7g8.woff2': Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]),
  'favicon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
  'banner.webp': Buffer.from('RIFF0000WEBPVP8 '),
  'manifest.webmanifest': '{"name":"Cloudbox"}',
  'data.json': '{"ok":true}',
};

function page(name: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title></head><body>${name}${' padding'.repeat(100)}</body></html>`;
}

/** Writes the fixture site into `dir`. */
export function writeFixtureDist(dir: string): void {
  for (const [file, content] of Object.entries(FIXTURE_FILES)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}
