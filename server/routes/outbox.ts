import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import type { OutboxMessage } from '../outbox.ts';

// The demo's mail and SMS viewer. Every value is escaped; the page has its own CSP that allows
// exactly its one stylesheet and no script at all.

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#1a1a1a;background:#f6f7f9}
h1{font-size:1.4rem;margin:0 0 1rem}form{margin:0 0 1rem;display:flex;gap:.5rem}
input{flex:1;padding:.4rem .6rem;font:inherit}button{font:inherit;padding:.4rem .9rem}
article{background:#fff;border:1px solid #d8dce3;border-radius:8px;padding:1rem 1.2rem;margin:0 0 1rem}
.meta{color:#555;font-size:.85rem}.kind{font-weight:600;text-transform:uppercase;margin-right:.5rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:.5rem 0}
code{font-size:1.3rem;letter-spacing:.15em;background:#eef1f6;padding:.1rem .5rem;border-radius:4px;user-select:all}
a{word-break:break-all}.empty{color:#555}`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
/** The outbox page's own CSP. */
export const OUTBOX_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function renderMessage(m: OutboxMessage): string {
  const link = /^https?:\/\//i.test(m.link)
    ? `<p><a href="${escapeHtml(m.link)}" rel="noreferrer">${escapeHtml(m.link)}</a></p>`
    : '';
  const code = m.code === '' ? '' : `<p>Code: <code>${escapeHtml(m.code)}</code></p>`;
  return `<article><div class="meta"><span class="kind">${m.kind}</span>to ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</div>
<h2>${escapeHtml(m.subject || '(no subject)')}</h2>${code}${link}<pre>${escapeHtml(m.body)}</pre></article>`;
}

/** The whole outbox page. */
export function renderOutbox(messages: readonly OutboxMessage[], to: string): string {
  const items =
    messages.length === 0
      ? '<p class="empty">No messages yet.</p>'
      : messages.map(renderMessage).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox</title><style>${STYLE}</style></head><body><h1>Outbox: e-mail and SMS the server would have sent</h1>
<form method="get" action="/dev/outbox"><input name="to" type="search" placeholder="Filter by recipient" value="${escapeHtml(to)}"><button>Filter</button></form>
${items}</body></html>`;
}

function recipient(url: URL): string | undefined {
  const to = url.searchParams.get('to');
  return to === null || to === '' ? undefined : to;
}

/** GET /dev/outbox — the HTML viewer, newest first. */
export function outboxPage(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const to = recipient(url);
  const html = renderOutbox(app.outbox.list(to === undefined ? {} : { to }), to ?? '');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', OUTBOX_CSP);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : html);
}

/** GET /dev/outbox.json?to= — the messages as JSON, newest first (for e2e tests). */
export function outboxJson(
  app: AppContext,
  _req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const to = recipient(url);
  sendJson(res, 200, { success: true, messages: app.outbox.list(to === undefined ? {} : { to }) });
}
