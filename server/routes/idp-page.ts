import { createHash } from 'node:crypto';
import { escapeHtml } from './outbox.ts';

// The fake identity provider's page: plain server-rendered HTML, every value escaped, no script,
// one hashed stylesheet; its CSP allows nothing else.

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a;background:#eef1f6}
main{max-width:28rem;margin:0 auto;background:#fff;border:1px solid #d0d5dd;border-radius:10px;padding:1.5rem}
h1{font-size:1.3rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#444}ul{list-style:none;margin:0;padding:0}
li{margin:0 0 .5rem}button{width:100%;min-height:44px;font:inherit;text-align:left;padding:.6rem .9rem;border:1px solid #98a2b3;border-radius:6px;background:#fff;color:#1a1a1a;cursor:pointer}
button:hover,button:focus-visible{border-color:#1d4ed8;outline:2px solid #1d4ed8;outline-offset:1px}
.id{color:#555;font-size:.9em}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}main{background:#1f2937;border-color:#374151}p,.id{color:#d1d5db}button{background:#111827;color:#f3f4f6;border-color:#6b7280}}`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The page's CSP; `formTarget` is the origin the sign-in redirects to when it is not this one. */
export function idpCsp(formTarget = ''): string {
  const targets = formTarget === '' ? "'self'" : `'self' ${formTarget}`;
  return `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action ${targets}; base-uri 'none'; frame-ancestors 'none'`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The "sign in as" page listing a company's users. */
export function renderIdpPage(fields: {
  idpName: string;
  companyName: string;
  key: string;
  csrfToken: string;
  action: string;
  users: readonly { loginId: string; name: string }[];
}): string {
  const items = fields.users
    .map(
      (u) =>
        `<li><button type="submit" name="user_id" value="${escapeHtml(u.loginId)}">Sign in as ${escapeHtml(u.name)} <span class="id">(${escapeHtml(u.loginId)})</span></button></li>`,
    )
    .join('\n');
  return page(
    `${fields.idpName} sign-in`,
    `<h1>${escapeHtml(fields.idpName)}</h1>
<p>Demo identity provider for ${escapeHtml(fields.companyName)}. Choose the account to sign in as.</p>
<form method="post" action="${escapeHtml(fields.action)}">
<input type="hidden" name="key" value="${escapeHtml(fields.key)}">
<input type="hidden" name="csrf_token" value="${escapeHtml(fields.csrfToken)}">
<ul>${items}</ul></form>`,
  );
}

/** The page shown for a missing, used or expired key. */
export function renderIdpError(message: string): string {
  return page(
    'Sign-in link expired',
    `<h1>Sign-in link expired</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}
