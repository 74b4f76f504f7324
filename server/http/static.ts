import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  createFileCache,
  negotiateEncoding,
  type ContentEncoding,
  type StaticEntry,
} from './compress.ts';
import { extensionOf } from './mime.ts';
import { sendFailure, sendText } from './respond.ts';

// Serves dist/ the way a CDN in front of the static build should: /x and /x/ → x/index.html,
// unknown page paths → the login page of their locale, hashed assets cached forever, HTML
// revalidated, compressed variants negotiated, and nothing outside dist/ ever reachable.

const LOCALES = new Set(['ja', 'ko']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hooks the app adds to static answers. */
export interface StaticOptions {
  /** Called before an HTML page is answered (sets the csrf_token cookie). */
  readonly onHtml: (req: IncomingMessage, res: ServerResponse) => void;
}

/** The dist-relative segments of a URL path, or null when any segment could escape or hide. */
export function safeSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // Separators, NUL and dot-segments after decoding are the classic traversal tricks;
    // dotfiles are never part of the build.
    if (/[/\\\0]/.test(segment) || segment.startsWith('.')) return null;
    segments.push(segment);
  }
  return segments;
}

function candidates(segments: string[], trailingSlash: boolean): string[] {
  const joined = segments.join('/');
  if (joined === '') return ['index.html'];
  return trailingSlash ? [`${joined}/index.html`] : [joined, `${joined}/index.html`];
}

/** Whether the request is a navigation that should get a page (GET/HEAD accepting HTML). */
function wantsHtml(req: IncomingMessage): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    (req.headers.accept ?? '').includes('text/html')
  );
}

/** Creates the static handler for a built site folder. */
export function createStaticSite(distDir: string, options: StaticOptions) {
  const root = path.resolve(distDir);
  const cache = createFileCache();

  async function lookup(relative: string): Promise<StaticEntry | null> {
    const file = path.resolve(root, relative);
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    return cache.get(file);
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: StaticEntry,
    cacheControl: string,
  ): void {
    const available = Object.keys(entry.bodies) as ContentEncoding[];
    const encoding = negotiateEncoding(req.headers['accept-encoding'], available);
    const body = entry.bodies[encoding] ?? entry.bodies.identity ?? Buffer.alloc(0);
    const etag = `"${entry.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', cacheControl);
    if (entry.compressible) res.appendHeader('Vary', 'Accept-Encoding');
    if (entry.contentType.startsWith('text/html')) options.onHtml(req, res);
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader('Content-Type', entry.contentType);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    /** Whether there is a build to serve at all. */
    built: (): boolean => existsSync(path.join(root, 'login', 'index.html')),
    /** Answers a GET or HEAD for a path outside the API. */
    async serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      const segments = safeSegments(url.pathname);
      if (segments === null) {
        sendText(res, 400, 'Bad path.');
        return;
      }
      for (const relative of candidates(segments, url.pathname.endsWith('/'))) {
        const entry = await lookup(relative);
        if (!entry) continue;
        const cacheControl = segments[0] === '_astro' ? IMMUTABLE : 'no-cache';
        send(req, res, entry, cacheControl);
        return;
      }
      // A missing file with an extension is a broken asset link, never a page.
      if (extensionOf(url.pathname) !== '' || !wantsHtml(req)) {
        sendFailure(res, 404, 'not_found', 'Not found.');
        return;
      }
      const locale = segments[0] !== undefined && LOCALES.has(segments[0]) ? segments[0] : null;
      const login = await lookup(locale ? `${locale}/login/index.html` : 'login/index.html');
      if (!login) {
        sendText(res, 503, 'The site is not built yet. Run "npm run build", then reload.');
        return;
      }
      send(req, res, login, 'no-cache');
    },
  };
}

/** If-None-Match against one ETag (weak comparison, as RFC 9110 prescribes for this header). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
