// Guest Invitation's form and call (requirements X31): what is wrong with the typed addresses,
// and the invitation, answering what happened to each address. The island renders these.
import type { ApiClient } from '../api/client.ts';
import { inviteGuests, MEMBER_LIMITS } from '../api/contract/members.ts';
import { isInviteAddress } from '../files/members.ts';
import type { AccessLevel } from '../files/permissions.ts';
import type { INVITE_RESULT_KEYS } from './members.ts';

/** What happened to one address. */
export interface InviteResult {
  readonly address: string;
  readonly result: keyof typeof INVITE_RESULT_KEYS;
}

/** A translation key with its values. */
export interface InviteProblem {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

/** Why the addresses cannot be sent (none, too many, or the malformed ones), or null. */
export function inviteProblem(addresses: readonly string[]): InviteProblem | null {
  if (addresses.length === 0) return { key: 'files.guests.none' };
  if (addresses.length > MEMBER_LIMITS.invites) return { key: 'files.guests.tooMany' };
  const bad = addresses.filter((a) => !isInviteAddress(a));
  return bad.length === 0
    ? null
    : { key: 'files.guests.invalid', values: { addresses: bad.join(', ') } };
}

/** What an invitation names: the folder, the addresses, the level and an optional message. */
export interface Invitation {
  readonly dirSeq: number;
  readonly addresses: readonly string[];
  readonly level: AccessLevel;
  /** Left out of the call when blank. */
  readonly message: string;
}

/** Invites the addresses; answers what happened to each. */
export async function sendInvitation(
  client: ApiClient,
  invitation: Invitation,
): Promise<readonly InviteResult[]> {
  const { dirSeq, addresses, level, message } = invitation;
  const answer = await client.call(
    inviteGuests,
    {
      dir_seq: dirSeq,
      addresses: [...addresses],
      level,
      ...(message.trim() === '' ? {} : { message }),
    },
    { onFailure: 'caller' },
  );
  return answer.results;
}
