// The "Send by e-mail" command (requirements X32): the matrix's File Attachment via Mail row
// (Master, PrivAll, Editor; never a guest), files only, at most MAIL_LIMITS.files of them, none
// locked by someone else. What the mail dialog sends is worked out here too.
import { MAIL_LIMITS } from '../api/contract/mail.ts';
import { decide } from '../files/access.ts';
import { isInviteAddress } from '../files/members.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import type { ExplorerItem } from './items.ts';
import { lockHolder } from './lock.ts';

/** The action's id. */
export const MAIL_ACTION_ID = 'mailFiles';

/** Shown for a selection of files the row allows; disabled with a reason when one is locked. */
export function mailAvailability(ctx: ActionContext): Availability {
  const items = ctx.selection;
  if (
    items.length === 0 ||
    items.length !== ctx.selectedCount ||
    items.some((item) => item.kind !== 'file') ||
    decide('mail_attach', ctx.access) !== 'allowed'
  ) {
    return { state: 'hidden' };
  }
  if (items.length > MAIL_LIMITS.files) {
    return { state: 'disabled', reasonKey: 'files.mail.tooManyFiles' };
  }
  if (items.some((item) => lockHolder(item) === 'other')) {
    return { state: 'disabled', reasonKey: 'files.reason.downloadLocked' };
  }
  return { state: 'enabled' };
}

/** The Send by e-mail entry of the action table. */
export const MAIL_ACTION: Action = {
  id: MAIL_ACTION_ID,
  labelKey: 'files.mail.action',
  icon: 'mail',
  scope: 'selection',
  menuOnly: true,
  fn: 'mail_attach',
  available: mailAvailability,
  perform: (ctx, fx) => {
    fx.mailFiles(ctx.selection);
  },
};

/** A recipient as the dialog holds it: the address and whether the black-list refuses it. */
export interface Recipient {
  readonly address: string;
  readonly blocked: boolean;
}

/** Why a typed recipient is not added, or null to add it. */
export function recipientProblem(
  typed: string,
  recipients: readonly Recipient[],
): 'invalid' | 'duplicate' | 'tooMany' | null {
  const address = typed.trim();
  if (!isInviteAddress(address)) return 'invalid';
  if (recipients.some((r) => r.address.toLowerCase() === address.toLowerCase())) return 'duplicate';
  if (recipients.length >= MAIL_LIMITS.recipients) return 'tooMany';
  return null;
}

/** The earlier recipients to suggest: matching what is typed, not chosen yet, at most 5. */
export function suggestRecipients(
  earlier: readonly string[],
  typed: string,
  recipients: readonly Recipient[],
): string[] {
  const needle = typed.trim().toLowerCase();
  const chosen = new Set(recipients.map((r) => r.address.toLowerCase()));
  return earlier
    .filter((a) => !chosen.has(a.toLowerCase()) && a.toLowerCase().includes(needle))
    .slice(0, 5);
}

/** The default subject: the first file's name, and how many more. */
export function defaultSubject(items: readonly ExplorerItem[]): string {
  const [first, ...rest] = items;
  if (first === undefined) return '';
  return rest.length === 0 ? first.name : `${first.name} (+${String(rest.length)})`;
}

/** The file_seqs the send call names. */
export function mailFileSeqs(items: readonly ExplorerItem[]): number[] {
  return items.flatMap((item) =>
    item.kind === 'file' && item.fileSeq !== null ? [item.fileSeq] : [],
  );
}
