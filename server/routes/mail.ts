import { mailAutocomplete, sendFilesByMail } from '../../src/lib/api/contract/mail.ts';
import type { AppContext } from '../context.ts';
import {
  autocompleteOf,
  MAIL_BLOB_PATH,
  mailBlob,
  sendFilesByMail as send,
} from '../files/mail.ts';
import { refusing } from '../files/results.ts';
import type { PageRoute, Router } from './types.ts';

/** Routes File Attachment via Mail (ours, requirements X32): sending and the autocomplete. */
export function registerMailRoutes(router: Router, app: AppContext): void {
  router.addAuthed(sendFilesByMail, (input, { auth: { user } }) =>
    refusing(() => {
      const { results, expiresAt } = send(app, user, input);
      return { success: true as const, results, expires_at: expiresAt };
    }),
  );
  router.addAuthed(mailAutocomplete, (input, { auth: { user } }) => ({
    success: true as const,
    addresses: autocompleteOf(app.db, user, input.query),
  }));
}

/** The GET route of mailed file links (outside the contract: its URLs are in the e-mails). */
export function mailPageRoutes(): [string, PageRoute][] {
  return [[MAIL_BLOB_PATH, mailBlob]];
}
