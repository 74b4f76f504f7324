import type { DatabaseSync } from 'node:sqlite';
import { int, text } from './db/rows.ts';

// The server never sends e-mail or SMS: it records each message here, where the demo's
// /dev/outbox page and the e2e tests read them (links to follow, codes to type).

/** A message to record. */
export interface OutgoingMessage {
  readonly to: string;
  readonly kind: 'email' | 'sms';
  readonly subject?: string;
  readonly body: string;
  readonly link?: string;
  readonly code?: string;
}

/** A recorded message. */
export interface OutboxMessage {
  readonly id: number;
  readonly to: string;
  readonly kind: 'email' | 'sms';
  readonly subject: string;
  readonly body: string;
  readonly link: string;
  readonly code: string;
  readonly created_at: string;
}

/** The outbox of one server. */
export interface Outbox {
  send(message: OutgoingMessage): OutboxMessage;
  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(filter?: { to?: string; limit?: number }): OutboxMessage[];
}

/** Creates the outbox over the database. */
export function createOutbox(db: DatabaseSync, now: () => number): Outbox {
  return {
    send(message) {
      const at = now();
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO outbox (to_addr, kind, subject, body, link, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          message.to,
          message.kind,
          message.subject ?? '',
          message.body,
          message.link ?? '',
          message.code ?? '',
          at,
        );
      return {
        id: Number(lastInsertRowid),
        to: message.to,
        kind: message.kind,
        subject: message.subject ?? '',
        body: message.body,
        link: message.link ?? '',
        code: message.code ?? '',
        created_at: new Date(at).toISOString(),
      };
    },
    list(filter = {}) {
      const limit = Math.min(Math.max(filter.limit ?? 200, 1), 1000);
      const rows =
        filter.to === undefined
          ? db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
          : db
              .prepare(
                'SELECT * FROM outbox WHERE to_addr = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?',
              )
              .all(filter.to, limit);
      return rows.map((row) => ({
        id: int(row, 'id'),
        to: text(row, 'to_addr'),
        kind: text(row, 'kind') === 'sms' ? 'sms' : 'email',
        subject: text(row, 'subject'),
        body: text(row, 'body'),
        link: text(row, 'link'),
        code: text(row, 'code'),
        created_at: new Date(int(row, 'created_at')).toISOString(),
      }));
    },
  };
}
