import type { IncomingMessage, ServerResponse } from 'node:http';
import { findCompany } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import { escapeHtml } from '../routes/outbox.ts';

// GET /app/pb/logo?company=<code> — a generated logo (the company's initials), so the demo
// company has a same-origin `logo_img_url` to show on the reset page.

const COLOURS = ['#1d5fd1', '#0f766e', '#7c3aed', '#b45309', '#be123c'];

// Names are measured and cut by user-perceived characters, not UTF-16 units.
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The initials of a company name: "Demo Company" → "DC". */
export function initialsOf(name: string): string {
  const first = (word: string) => GRAPHEMES.segment(word)[Symbol.iterator]().next().value?.segment;
  return name
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 2)
    .map((w) => first(w) ?? '')
    .join('')
    .toUpperCase();
}

// Full-width characters: Hangul, CJK, kana, compatibility ideographs and full-width forms.
const WIDE =
  /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/**
 * The logo's width: the 48 px mark, a gap, and the name in 15 px bold, wide enough for the
 * widest system fonts (a full-width CJK character takes about 16 px, others at most 11).
 */
export function logoWidth(name: string): number {
  let text = 0;
  for (const { segment } of GRAPHEMES.segment(name)) text += WIDE.test(segment) ? 16 : 11;
  return Math.min(66 + text, 400);
}

// The answer for a code that names no company, or a company without a logo: the same neutral
// mark, status and headers, so the logo does not tell which company codes exist.
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img"><title>Logo</title><rect width="48" height="48" rx="12" fill="#64748b"/></svg>`;

/** The company whose logo `code` names, when it has one (company_logos). */
function companyWithLogo(app: AppContext, code: string): { id: number; name: string } | null {
  const company = findCompany(app.db, code.slice(0, 200));
  if (company === null) return null;
  const row = app.db.prepare('SELECT 1 FROM company_logos WHERE company_id = ?').get(company.id);
  return row === undefined ? null : company;
}

/** Serves the logo SVG; the placeholder for an unknown code or a company without a logo. */
export function companyLogo(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const company = companyWithLogo(app, url.searchParams.get('company') ?? '');
  let svg = PLACEHOLDER;
  if (company !== null) {
    const colour = COLOURS[company.id % COLOURS.length] ?? '#1d5fd1';
    const width = logoWidth(company.name);
    svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img"><title>${escapeHtml(company.name)}</title><rect width="48" height="48" rx="12" fill="${colour}"/><text x="24" y="31" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initialsOf(company.name))}</text><text x="58" y="30" font-family="system-ui,sans-serif" font-size="15" font-weight="600" fill="${colour}">${escapeHtml(company.name)}</text></svg>`;
  }
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.setHeader('Content-Length', Buffer.byteLength(svg));
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : svg);
}
