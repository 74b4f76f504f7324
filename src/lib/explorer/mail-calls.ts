// The calls of the mail dialog (requirements X32): the earlier recipients it suggests, the
// black-list check of each recipient as it is added, forgetting a suggestion, and the sending,
// answering what happened to each address. The island renders what these answer.
import type { ApiClient } from '../api/client.ts';
import { mailAutocomplete, sendFilesByMail } from '../api/contract/mail.ts';
import { deleteAutocomplete, mailBlacklist } from '../api/contract/misc.ts';
import type { ExplorerItem } from './items.ts';
import { mailFileSeqs } from './mail-action.ts';

/** What happened to one address. */
export interface MailResult {
  readonly address: string;
  readonly result: 'sent' | 'blocked' | 'invalid';
}

/** The earlier recipients; none when the call fails (addresses can still be typed). */
export async function earlierRecipients(client: ApiClient): Promise<readonly string[]> {
  try {
    const answer = await client.call(mailAutocomplete, { query: '' }, { onFailure: 'caller' });
    return answer.addresses;
  } catch {
    return [];
  }
}

/** Whether the mail black-list refuses the address; false when unsure (sending checks again). */
export async function isBlacklisted(client: ApiClient, address: string): Promise<boolean> {
  try {
    const answer = await client.call(
      mailBlacklist,
      { addresses: [address] },
      { onFailure: 'caller' },
    );
    return answer.blocked.length > 0;
  } catch {
    return false;
  }
}

/** Forgets one earlier recipient. */
export async function forgetRecipient(client: ApiClient, address: string): Promise<void> {
  await client.call(deleteAutocomplete, { email: address }, { onFailure: 'caller' });
}

/** What a mail sends: the files (as links), the addresses, a subject and a message. */
export interface Mail {
  readonly items: readonly ExplorerItem[];
  readonly to: readonly string[];
  readonly subject: string;
  readonly message: string;
}

/** Sends the files; answers each address's result and when the links expire (epoch ms). */
export async function sendMail(
  client: ApiClient,
  mail: Mail,
): Promise<{ results: readonly MailResult[]; expiresAt: number }> {
  const answer = await client.call(
    sendFilesByMail,
    {
      file_seqs: mailFileSeqs(mail.items),
      to: [...mail.to],
      subject: mail.subject.trim(),
      message: mail.message,
    },
    { onFailure: 'caller' },
  );
  return { results: answer.results, expiresAt: answer.expires_at };
}
