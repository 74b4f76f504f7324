// Guest Invitation (requirements X31): people invited by e-mail into a shared folder at a level.
// A new address becomes a guest account without a password, a member of the folder, and gets an
// e-mail (to the outbox) with a registration link to the passwordRegistration page and the
// company code and login ID to sign in with; an address of a company user makes that user a
// member. Guests never invite; connect users never add connect users (src/lib/files/members.ts).
import {
  GUEST_LEVELS,
  isInviteAddress,
  mayInviteGuests,
  memberChangeRefusal,
} from '../../src/lib/files/members.ts';
import { ACCESS_LEVEL_LABELS, type AccessLevel } from '../../src/lib/files/permissions.ts';
import { companyById, findUser, userFromRow, type User } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { linkUrl } from '../links/mail.ts';
import type { Lang } from '../links/messages.ts';
import { issueLink } from '../links/tokens.ts';
import { managedTarget, membersTarget, writeLevel } from './members.ts';
import { Refusal } from './results.ts';

/** What happened to one invited address. */
export type InviteResult = 'invited' | 'added' | 'blocked' | 'refused' | 'invalid';

interface InviteVars {
  readonly inviter: string;
  readonly company: string;
  readonly code: string;
  readonly folder: string;
  readonly level: string;
  readonly loginId: string;
  readonly message: string;
}

type Compose = (link: string, vars: InviteVars) => [string, string];

const note = (message: string, intro: string): string =>
  message === '' ? '' : `\n\n${intro}\n${message}`;

const MAILS: Readonly<Record<Lang, Compose>> = {
  eng: (link, v) => [
    `${v.inviter} shared “${v.folder}” with you on Cloudbox`,
    `Hello,\n\n${v.inviter} of ${v.company} invited you as a guest to the folder “${v.folder}” (${v.level}).${note(v.message, 'Their message:')}\n\nOpen this link within 24 hours to register your password:\n\n${link}\n\nThen sign in with company code ${v.code} and login ID ${v.loginId}. You will see only what was shared with you.`,
  ],
  jpn: (link, v) => [
    `${v.inviter} さんが Cloudbox で「${v.folder}」を共有しました`,
    `こんにちは。\n\n${v.company} の ${v.inviter} さんが、あなたをゲストとしてフォルダー「${v.folder}」（${v.level}）に招待しました。${note(v.message, 'メッセージ：')}\n\n24時間以内に次のリンクを開き、パスワードを登録してください。\n\n${link}\n\nその後、会社コード ${v.code}、ログインID ${v.loginId} でログインしてください。共有された内容だけが表示されます。`,
  ],
  kor: (link, v) => [
    `${v.inviter} 님이 Cloudbox에서 “${v.folder}” 폴더를 공유했습니다`,
    `안녕하세요.\n\n${v.company}의 ${v.inviter} 님이 게스트로 “${v.folder}” 폴더(${v.level})에 초대했습니다.${note(v.message, '메시지:')}\n\n24시간 안에 아래 링크를 열어 비밀번호를 등록해 주세요.\n\n${link}\n\n그런 다음 회사 코드 ${v.code}, 로그인 ID ${v.loginId}(으)로 로그인하세요. 공유된 항목만 표시됩니다.`,
  ],
};

function blacklisted(app: AppContext, address: string): boolean {
  return app.db.prepare('SELECT 1 FROM mail_blacklist WHERE email = ?').get(address) !== undefined;
}

function userByAddress(app: AppContext, companyId: number, address: string): User | null {
  const row = app.db
    .prepare(
      'SELECT * FROM users WHERE company_id = ? AND (email = ? COLLATE NOCASE OR login_id = ?) LIMIT 1',
    )
    .get(companyId, address, address);
  return row ? userFromRow(row) : null;
}

/** Creates the guest account of an invited address (no password yet) and returns it. */
function createGuest(app: AppContext, inviter: User, address: string): User {
  app.db
    .prepare(
      `INSERT INTO users (company_id, login_id, user_type, user_name, email, lang, password_hash,
       password_first_login, invited_by, created_at) VALUES (?, ?, 'guest', ?, ?, ?, '', 1, ?, ?)`,
    )
    .run(
      inviter.companyId,
      address,
      address.split('@')[0] ?? address,
      address,
      inviter.lang,
      inviter.id,
      app.clock.now(),
    );
  const guest = findUser(app.db, inviter.companyId, address);
  if (guest === null) throw new Error('The invited guest was not stored');
  return guest;
}

function sendInvitation(
  app: AppContext,
  inviter: User,
  guest: User,
  folder: string,
  level: AccessLevel,
  message: string,
): void {
  const company = companyById(app.db, guest.companyId);
  const { secret, batchSeq } = issueLink(
    app.db,
    { kind: 'registration', userId: guest.id, email: guest.email },
    app.clock.now(),
  );
  const link = linkUrl(app.publicUrl, 'registration', guest.lang, {
    code: secret,
    id: guest.loginId,
    batch_seq: String(batchSeq),
  });
  const [subject, body] = MAILS[guest.lang](link, {
    inviter: inviter.name,
    company: company.name,
    code: company.code,
    folder,
    level: ACCESS_LEVEL_LABELS[level],
    loginId: guest.loginId,
    message,
  });
  app.outbox.send({ to: guest.email, kind: 'email', subject, body, link });
}

/**
 * Invites each address into the shared folder of `dirSeq` at `level`. Refused as a whole when
 * the caller may not invite guests there (guests never may) or the level is above Editor.
 */
export function inviteGuests(
  app: AppContext,
  inviter: User,
  input: {
    dir_seq: number;
    addresses: readonly string[];
    level: AccessLevel;
    message?: string | undefined;
  },
): { address: string; result: InviteResult }[] {
  const target = membersTarget(app.db, inviter, input.dir_seq);
  if (!mayInviteGuests(target.access)) throw new Refusal('no_authority');
  if (!GUEST_LEVELS.includes(input.level)) throw new Refusal('guest_level');
  const seen = new Set<string>();
  return input.addresses.flatMap((raw) => {
    const address = raw.trim();
    const key = address.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    if (!isInviteAddress(address)) return [{ address, result: 'invalid' as const }];
    if (blacklisted(app, address)) return [{ address, result: 'blocked' as const }];
    return [{ address, result: inviteOne(app, inviter, target.folder, address, input) }];
  });
}

function inviteOne(
  app: AppContext,
  inviter: User,
  folder: { dirSeq: number; name: string },
  address: string,
  input: { level: AccessLevel; message?: string | undefined },
): InviteResult {
  const existing = userByAddress(app, inviter.companyId, address);
  if (existing !== null) {
    // A company user (or an invited guest) becomes a member through Permission Management's rules.
    let access;
    try {
      access = managedTarget(app.db, inviter, folder.dirSeq).access;
    } catch {
      return 'refused';
    }
    const row = app.db
      .prepare('SELECT level FROM folder_permissions WHERE dir_seq = ? AND user_id = ?')
      .get(folder.dirSeq, existing.id);
    if (row !== undefined) return 'added';
    const refusal = memberChangeRefusal(access, {
      from: null,
      to: input.level,
      memberType: existing.type,
      masters: 1,
      isUser: true,
    });
    if (refusal !== null || existing.blocked) return 'refused';
    writeLevel(app.db, folder.dirSeq, { kind: 'user', id: existing.id }, input.level);
    return 'added';
  }
  transaction(app.db, () => {
    const guest = createGuest(app, inviter, address);
    writeLevel(app.db, folder.dirSeq, { kind: 'user', id: guest.id }, input.level);
    app.db
      .prepare(
        'INSERT INTO mail_autocomplete (user_id, email) VALUES (?, ?) ON CONFLICT DO NOTHING',
      )
      .run(inviter.id, address);
    sendInvitation(app, inviter, guest, folder.name, input.level, input.message?.trim() ?? '');
  });
  return 'invited';
}
