import type { RequestOf } from '../../src/lib/api/endpoint.ts';
import type {
  blacklistConfirm,
  newPassword,
  newPasswordVerify,
  resetPassword,
  resetVerify,
} from '../../src/lib/api/contract/public.ts';
import {
  ALREADY_SET_PASSWORD,
  EXPIRED_BLACKLIST,
  EXPIRED_LINK,
} from '../../src/lib/api/contract/public.ts';
import { companyById, findCompany, userById, type Company, type User } from '../auth/accounts.ts';
import { maskEmail } from '../auth/login.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { text } from '../db/rows.ts';
import { textsOf, type Lang, type LinkTexts } from './messages.ts';
import { companyPolicy, refusePassword, storePassword, type LinkFailure } from './passwords.ts';
import { checkLink, hashSecret, useLink, type EmailLink } from './tokens.ts';

// The handlers behind the e-mail-link calls. Every bad link, whatever the cause, gets the one
// generic answer; the cause is only written to the server log.

/** The reset and registration flavours of the same calls. */
export type PasswordLinkKind = 'reset' | 'registration';

type LinkInput = RequestOf<typeof resetVerify>;
type SetInput = RequestOf<typeof resetPassword>;

function expired(texts: LinkTexts): LinkFailure {
  return { success: false, result_code: EXPIRED_LINK, all: texts.expired };
}

/** The user and company a link belongs to, when it may be used and names that user ID. */
function accountOf(
  app: AppContext,
  kind: PasswordLinkKind,
  input: LinkInput,
): { link: EmailLink; user: User; company: Company } | null {
  const check = checkLink(app.db, kind, input.code, app.clock.now(), input.batch_seq);
  if (!check.ok) {
    app.log(`${kind} link refused: ${check.problem}`);
    return null;
  }
  const user = check.link.userId === null ? null : userById(app.db, check.link.userId);
  if (user === null || user.loginId.toLowerCase() !== input.id.toLowerCase()) return null;
  const company = companyById(app.db, user.companyId);
  if (company.blocked || user.blocked) return null;
  return { link: check.link, user, company };
}

function logoOf(app: AppContext, company: Company): string {
  const row = app.db.prepare('SELECT url FROM company_logos WHERE company_id = ?').get(company.id);
  return row ? text(row, 'url') : '';
}

/** Verify: the logo and policy of a usable link, or the generic failure. */
export function verifyLink(app: AppContext, kind: PasswordLinkKind, input: LinkInput) {
  const account = accountOf(app, kind, input);
  if (account === null) return expired(textsOf(input.lang));
  return {
    success: true as const,
    logo_img_url: logoOf(app, account.company),
    password_policy: companyPolicy(account.company),
  };
}

/** Reset or registration: sets the password through a usable link. */
export async function setThroughLink(app: AppContext, kind: PasswordLinkKind, input: SetInput) {
  const texts = textsOf(input.lang);
  const account = accountOf(app, kind, input);
  if (account === null) return expired(texts);
  const refused = await refusePassword(app, account, input.password, input.password_confirm, texts);
  if (refused !== null) return refused;
  if (!(await storePassword(app, account.link.id, account.user, input.password)))
    return expired(texts);
  return {
    success: true as const,
    all: kind === 'reset' ? texts.resetDone : texts.registrationDone,
  };
}

type FirstPasswordLink = Pick<RequestOf<typeof newPassword>, 'request' | 'code' | 'id'>;

/** Where a first-password link stands: unusable, already used to set one, or usable. */
function firstPasswordAccount(
  app: AppContext,
  input: FirstPasswordLink,
):
  | { readonly state: 'expired' }
  | { readonly state: 'already_set' }
  | { readonly state: 'usable'; user: User; company: Company; linkId: number } {
  const row = app.db
    .prepare("SELECT user_id FROM email_links WHERE token_hash = ? AND kind = 'new_password'")
    .get(hashSecret(input.request));
  const userId = row?.['user_id'];
  const user = typeof userId === 'number' ? userById(app.db, userId) : null;
  const company = findCompany(app.db, input.code);
  const matches =
    user !== null &&
    company !== null &&
    user.companyId === company.id &&
    user.loginId.toLowerCase() === input.id.toLowerCase();
  if (!matches) return { state: 'expired' };
  if (user.passwordHash !== '') return { state: 'already_set' };
  const check = checkLink(app.db, 'new_password', input.request, app.clock.now());
  if (!check.ok || company.blocked || user.blocked) return { state: 'expired' };
  return { state: 'usable', user, company, linkId: check.link.id };
}

const alreadySet = {
  success: false as const,
  result_code: ALREADY_SET_PASSWORD,
  all: ALREADY_SET_PASSWORD,
};

/** First-password verify (ours, requirements E11): the logo and policy, or why not. */
export function verifyFirstPassword(app: AppContext, input: RequestOf<typeof newPasswordVerify>) {
  const account = firstPasswordAccount(app, input);
  if (account.state === 'expired') return expired(textsOf(input.lang));
  if (account.state === 'already_set') return alreadySet;
  return {
    success: true as const,
    logo_img_url: logoOf(app, account.company),
    password_policy: companyPolicy(account.company),
  };
}

/** First password (newPassword): `already_set_password` once the user has one. */
export async function setFirstPassword(app: AppContext, input: RequestOf<typeof newPassword>) {
  const texts = textsOf(input.lang);
  const account = firstPasswordAccount(app, input);
  if (account.state === 'expired') return expired(texts);
  if (account.state === 'already_set') return alreadySet;
  const { user, company } = account;
  const refused = await refusePassword(
    app,
    { user, company },
    input.password,
    input.password_confirm,
    texts,
  );
  if (refused !== null) return refused;
  if (!(await storePassword(app, account.linkId, user, input.password))) return expired(texts);
  return { success: true as const, all: texts.newPasswordDone };
}

/** Black-list confirmation: takes the address off the list and uses up the link. */
export function confirmBlacklist(
  app: AppContext,
  input: RequestOf<typeof blacklistConfirm>,
  lang: Lang,
) {
  const now = app.clock.now();
  const check = checkLink(app.db, 'blacklist', input.request, now);
  const failure = {
    success: false as const,
    result_code: EXPIRED_BLACKLIST,
    all: textsOf(lang).blacklistExpired,
  };
  if (!check.ok) {
    app.log(`blacklist link refused: ${check.problem}`);
    return failure;
  }
  const { email } = check.link;
  const done = transaction(app.db, () => {
    if (!useLink(app.db, check.link.id, now)) return false;
    app.db.prepare('DELETE FROM mail_blacklist WHERE email = ?').run(email);
    return true;
  });
  return done ? { success: true as const, email: maskEmail(email) } : failure;
}
