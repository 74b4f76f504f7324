// File Attachment via Mail (requirements X32): files sent as links by e-mail. Each link is a
// random 256-bit token stored only as its SHA-256, valid for MAIL_LINK_DAYS days; it carries it
// in the query of GET /blob/mail (request logs drop the query, and every answer sends
// Referrer-Policy: no-referrer), and when opened it re-checks that the sender may still mail the
// file (the matrix's row, the lock, the trash) before sending the bytes (security K39).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { MAIL_LINK_DAYS } from '../../src/lib/api/contract/mail.ts';
import { formatSize } from '../../src/lib/files/names.ts';
import { isInviteAddress } from '../../src/lib/files/members.ts';
import { userById, type User } from '../auth/accounts.ts';
import { hashToken } from '../auth/sessions.ts';
import { DAY } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { int, text } from '../db/rows.ts';
import type { Lang } from '../links/messages.ts';
import { decisionIn } from './access.ts';
import { authorityFor } from './authority.ts';
import { filesOf } from './context.ts';
import { reachFile } from './items.ts';
import { LINK_GONE, sendLinkEnded } from './link-ended.ts';
import { lockedFor } from './lock.ts';
import { Refusal } from './results.ts';
import type { FileRow } from './rows.ts';
import { sendBlob } from './serve.ts';

/** The path that serves a mailed file. */
export const MAIL_BLOB_PATH = '/blob/mail';

/** What happened to one recipient. */
export type MailResult = 'sent' | 'blocked' | 'invalid';

/** A file the sender may mail, or a refusal. */
function mailable(app: AppContext, user: User, fileSeq: number): FileRow {
  const { file, access } = reachFile(app.db, user, fileSeq);
  if (decisionIn(access, 'mail_attach') !== 'allowed') throw new Refusal('no_authority');
  if (lockedFor(file, user)) throw new Refusal('file_locked');
  return file;
}

const INTRO: Readonly<Record<Lang, (sender: string, until: string) => [string, string]>> = {
  eng: (sender, until) => [
    `${sender} sent you files on Cloudbox. Each link downloads one file until ${until}:`,
    'Do not forward this e-mail: anyone with a link can download the file.',
  ],
  jpn: (sender, until) => [
    `${sender} さんから Cloudbox でファイルが届きました。各リンクから ${until} までファイルをダウンロードできます。`,
    'このメールを転送しないでください。リンクを知っている人は誰でもファイルをダウンロードできます。',
  ],
  kor: (sender, until) => [
    `${sender} 님이 Cloudbox로 파일을 보냈습니다. 각 링크로 ${until}까지 파일을 내려받을 수 있습니다.`,
    '이 메일을 전달하지 마세요. 링크가 있는 사람은 누구나 파일을 내려받을 수 있습니다.',
  ],
};

const LOCALE: Readonly<Record<Lang, string>> = { eng: 'en-GB', jpn: 'ja-JP', kor: 'ko-KR' };

function issueMailLink(db: DatabaseSync, file: FileRow, sender: User, now: number): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO mail_links (token_hash, file_seq, sender_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(hashToken(token), file.fileSeq, sender.id, now, now + MAIL_LINK_DAYS * DAY);
  return token;
}

/** Sends the files as links to each address; refused as a whole when any file may not be mailed. */
export function sendFilesByMail(
  app: AppContext,
  sender: User,
  input: {
    file_seqs: readonly number[];
    to: readonly string[];
    subject: string;
    message: string;
  },
): { results: { address: string; result: MailResult }[]; expiresAt: number } {
  const authority = authorityFor(app.db, sender);
  if (authority.wf_scope_zipmail && authority.wf_zipmail_perm) {
    throw new Refusal('workflow_required');
  }
  const files = [...new Set(input.file_seqs)].map((seq) => mailable(app, sender, seq));
  const now = app.clock.now();
  const expiresAt = now + MAIL_LINK_DAYS * DAY;
  const blocked = app.db.prepare('SELECT 1 FROM mail_blacklist WHERE email = ?');
  const until = new Date(expiresAt).toLocaleDateString(LOCALE[sender.lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const [intro, warning] = INTRO[sender.lang](sender.name, until);
  const seen = new Set<string>();
  const results: { address: string; result: MailResult }[] = [];
  transaction(app.db, () => {
    for (const raw of input.to) {
      const address = raw.trim();
      if (seen.has(address.toLowerCase())) continue;
      seen.add(address.toLowerCase());
      if (!isInviteAddress(address)) {
        results.push({ address, result: 'invalid' });
        continue;
      }
      if (blocked.get(address) !== undefined) {
        results.push({ address, result: 'blocked' });
        continue;
      }
      // Each recipient gets links of their own.
      const links = files.map((file) => ({
        file,
        url: new URL(
          `${MAIL_BLOB_PATH}?t=${issueMailLink(app.db, file, sender, now)}`,
          app.publicUrl,
        ).href,
      }));
      const lines = links.map(({ file, url }) => `${file.name} (${formatSize(file.size)})\n${url}`);
      const message = input.message.trim();
      const body = [message, intro, ...lines, warning].filter((part) => part !== '').join('\n\n');
      app.outbox.send({
        to: address,
        kind: 'email',
        subject: input.subject.trim(),
        body,
        link: links[0]?.url ?? '',
      });
      app.db
        .prepare(
          'INSERT INTO mail_autocomplete (user_id, email) VALUES (?, ?) ON CONFLICT DO NOTHING',
        )
        .run(sender.id, address);
      results.push({ address, result: 'sent' });
    }
  });
  return { results, expiresAt };
}

/** The caller's earlier recipients containing `query`, at most 20, in address order. */
export function autocompleteOf(db: DatabaseSync, user: User, query: string): string[] {
  const like = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .prepare(
      "SELECT email FROM mail_autocomplete WHERE user_id = ? AND email LIKE ? ESCAPE '\\' ORDER BY email LIMIT 20",
    )
    .all(user.id, like)
    .map((row) => text(row, 'email'));
}

/** GET /blob/mail?t= — a mailed file, while the link lives and the sender may still mail it. */
export function mailBlob(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  // The token is in this page's address: no answer (a file or a "link ended" page) may leak it.
  res.setHeader('Referrer-Policy', 'no-referrer');
  const token = url.searchParams.get('t') ?? '';
  const now = app.clock.now();
  const row =
    token.length >= 20 && token.length <= 128
      ? app.db
          .prepare('SELECT file_seq, sender_id, expires_at FROM mail_links WHERE token_hash = ?')
          .get(hashToken(token))
      : undefined;
  const sender = row === undefined ? null : userById(app.db, int(row, 'sender_id'));
  if (row === undefined || sender === null || sender.blocked || int(row, 'expires_at') <= now) {
    sendLinkEnded(req, res, 404, LINK_GONE);
    return;
  }
  let file: FileRow;
  try {
    file = mailable(app, sender, int(row, 'file_seq'));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    sendLinkEnded(req, res, 404, LINK_GONE);
    return;
  }
  if (req.method !== 'HEAD') {
    app.db
      .prepare('UPDATE mail_links SET downloads = downloads + 1 WHERE token_hash = ?')
      .run(hashToken(token));
  }
  const path = file.storage ? filesOf(app).storage.pathOf(file.storage) : null;
  sendBlob(req, res, {
    bytes: path ? { path, size: file.size } : Buffer.alloc(0),
    contentType: file.contentType,
    fileName: file.name,
    disposition: 'attachment',
  });
}
