import { MAIL_LINK_ROUTE } from '../../src/lib/routes.ts';
import type { AppContext } from '../context.ts';
import type { Lang } from './messages.ts';

// The e-mails the link flows send (to the outbox): subject and body in the user's language, the
// link built from PUBLIC_URL (app.publicUrl), never from the request's Host header.

/** The e-mails of this module. */
export type LinkMail = keyof typeof MAIL_LINK_ROUTE;

const PREFIX: Readonly<Record<Lang, string>> = { eng: '', jpn: '/ja', kor: '/ko' };

/** The link of an e-mail: `${PUBLIC_URL}[/ja|/ko]/<page>?lang=…&…`. */
export function linkUrl(
  publicUrl: string,
  mail: LinkMail,
  lang: Lang,
  params: Readonly<Record<string, string>>,
): string {
  const url = new URL(`${PREFIX[lang]}${MAIL_LINK_ROUTE[mail]}`, publicUrl);
  url.searchParams.set('lang', lang);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

type Compose = (link: string, vars: { name: string; company: string }) => [string, string];

const MAILS: Readonly<Record<Lang, Readonly<Record<LinkMail, Compose>>>> = {
  eng: {
    reset: (link, { name }) => [
      'Reset your Cloudbox password',
      `Hello ${name},\n\nWe received a request to reset your password. Open this link within 24 hours to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
    ],
    registration: (link, { name, company }) => [
      `You are invited to ${company} on Cloudbox`,
      `Hello ${name},\n\nAn account has been created for you at ${company}. Open this link within 24 hours to register your password:\n\n${link}\n\nIf the link has expired, ask your administrator for a new one.`,
    ],
    new_password: (link, { name, company }) => [
      'Set your Cloudbox password',
      `Hello ${name},\n\nNo password is set yet for your account at ${company}. Open this link within 24 hours to set one:\n\n${link}`,
    ],
    blacklist: (link) => [
      'Verify your e-mail address',
      `Cloudbox stopped sending e-mail to this address after delivery problems. Open this link within 24 hours to confirm the address and receive e-mail again:\n\n${link}`,
    ],
  },
  jpn: {
    reset: (link, { name }) => [
      'Cloudbox パスワードの再設定',
      `${name} 様\n\nパスワード再設定のリクエストを受け付けました。24時間以内に次のリンクを開き、新しいパスワードを設定してください。\n\n${link}\n\nお心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。`,
    ],
    registration: (link, { name, company }) => [
      `Cloudbox の ${company} に招待されました`,
      `${name} 様\n\n${company} にあなたのアカウントが作成されました。24時間以内に次のリンクを開き、パスワードを登録してください。\n\n${link}\n\nリンクの有効期限が切れている場合は、管理者に新しいリンクを依頼してください。`,
    ],
    new_password: (link, { name, company }) => [
      'Cloudbox パスワードの設定',
      `${name} 様\n\n${company} のアカウントにはまだパスワードが設定されていません。24時間以内に次のリンクを開き、パスワードを設定してください。\n\n${link}`,
    ],
    blacklist: (link) => [
      'メールアドレスの確認',
      `配信エラーのため、Cloudbox はこのアドレスへのメール送信を停止しました。24時間以内に次のリンクを開いてアドレスを確認すると、再びメールが届くようになります。\n\n${link}`,
    ],
  },
  kor: {
    reset: (link, { name }) => [
      'Cloudbox 비밀번호 재설정',
      `${name} 님, 안녕하세요.\n\n비밀번호 재설정 요청을 받았습니다. 24시간 안에 아래 링크를 열어 새 비밀번호를 설정해 주세요.\n\n${link}\n\n요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.`,
    ],
    registration: (link, { name, company }) => [
      `Cloudbox ${company}에 초대되었습니다`,
      `${name} 님, 안녕하세요.\n\n${company}에 계정이 만들어졌습니다. 24시간 안에 아래 링크를 열어 비밀번호를 등록해 주세요.\n\n${link}\n\n링크가 만료되었다면 관리자에게 새 링크를 요청해 주세요.`,
    ],
    new_password: (link, { name, company }) => [
      'Cloudbox 비밀번호 설정',
      `${name} 님, 안녕하세요.\n\n${company} 계정에 아직 비밀번호가 설정되지 않았습니다. 24시간 안에 아래 링크를 열어 비밀번호를 설정해 주세요.\n\n${link}`,
    ],
    blacklist: (link) => [
      '이메일 주소 확인',
      `전송 오류로 Cloudbox가 이 주소로 메일 보내기를 중단했습니다. 24시간 안에 아래 링크를 열어 주소를 확인하면 다시 메일을 받을 수 있습니다.\n\n${link}`,
    ],
  },
};

/** Writes one link e-mail to the outbox. */
export function sendLinkMail(
  app: AppContext,
  mail: LinkMail,
  to: { email: string; lang: Lang; name: string; company: string },
  params: Readonly<Record<string, string>>,
): void {
  const link = linkUrl(app.publicUrl, mail, to.lang, params);
  const [subject, body] = MAILS[to.lang][mail](link, { name: to.name, company: to.company });
  app.outbox.send({ to: to.email, kind: 'email', subject, body, link });
}
