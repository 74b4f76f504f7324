import type { PolicyRule } from '../../src/lib/password/policy.ts';

// The server's own texts (`all`) in the user's language: the `lang` field of the call, else its
// `lang` header, else English.

/** The API's langcodes. */
export type Lang = 'eng' | 'jpn' | 'kor';

/** The texts the link calls answer with. */
export interface LinkTexts {
  readonly requestAccepted: string;
  readonly rateLimited: string;
  readonly expired: string;
  readonly blacklistExpired: string;
  readonly mismatch: string;
  readonly policy: (rules: string) => string;
  readonly reused: string;
  readonly resetDone: string;
  readonly registrationDone: string;
  readonly newPasswordDone: string;
  readonly rule: (id: PolicyRule['id'] | 'maxLength', count: number) => string;
}

const ENG: LinkTexts = {
  requestAccepted:
    'If the details match an account, we have sent an e-mail with a link to reset the password. The link is valid for 24 hours.',
  rateLimited: 'Too many requests. Please wait a while and try again.',
  expired: 'This URL is already expired.',
  blacklistExpired: 'This verification link has expired.',
  mismatch: 'Password does not match.',
  policy: (rules) => `The password does not meet the password policy: ${rules}.`,
  reused: 'You cannot use a password you have used recently.',
  resetDone: 'Your password has been changed.',
  registrationDone: 'Your password has been registered.',
  newPasswordDone: 'Your password has been set.',
  rule: (id, count) =>
    ({
      minLength: `at least ${count} characters`,
      types: 'the required character types',
      continuation: `the same character at most ${count} times in a row`,
      pastUse: 'not a previous password',
      maxLength: `at most ${count} characters`,
    })[id],
};

const JPN: LinkTexts = {
  requestAccepted:
    '入力内容がアカウントと一致した場合、パスワード再設定用のリンクをメールで送信しました。リンクの有効期限は24時間です。',
  rateLimited: 'リクエストが多すぎます。しばらく待ってから再度お試しください。',
  expired: 'このURLは既に有効期限が切れています。',
  blacklistExpired: 'この認証リンクは有効期限が切れています。',
  mismatch: 'パスワードが一致しません。',
  policy: (rules) => `パスワードがパスワードポリシーを満たしていません：${rules}。`,
  reused: '最近使用したパスワードは使用できません。',
  resetDone: 'パスワードを変更しました。',
  registrationDone: 'パスワードを登録しました。',
  newPasswordDone: 'パスワードを設定しました。',
  rule: (id, count) =>
    ({
      minLength: `${count}文字以上`,
      types: '必要な文字種',
      continuation: `同じ文字の連続は${count}回まで`,
      pastUse: '以前のパスワードではないこと',
      maxLength: `${count}文字以内`,
    })[id],
};

const KOR: LinkTexts = {
  requestAccepted:
    '입력하신 정보가 계정과 일치하면 비밀번호 재설정 링크를 이메일로 보냈습니다. 링크는 24시간 동안 유효합니다.',
  rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  expired: '이미 만료된 URL입니다.',
  blacklistExpired: '이 인증 링크는 만료되었습니다.',
  mismatch: '비밀번호가 일치하지 않습니다.',
  policy: (rules) => `비밀번호가 비밀번호 정책에 맞지 않습니다: ${rules}.`,
  reused: '최근에 사용한 비밀번호는 사용할 수 없습니다.',
  resetDone: '비밀번호가 변경되었습니다.',
  registrationDone: '비밀번호가 등록되었습니다.',
  newPasswordDone: '비밀번호가 설정되었습니다.',
  rule: (id, count) =>
    ({
      minLength: `${count}자 이상`,
      types: '필요한 문자 종류',
      continuation: `같은 문자는 최대 ${count}번까지 연속`,
      pastUse: '이전 비밀번호가 아닐 것',
      maxLength: `${count}자 이하`,
    })[id],
};

const TEXTS: Readonly<Record<Lang, LinkTexts>> = { eng: ENG, jpn: JPN, kor: KOR };

/** A langcode from a field or header value, English when unknown. */
export function langOf(value: unknown): Lang {
  return value === 'jpn' || value === 'kor' ? value : 'eng';
}

/** The texts of a language. */
export function textsOf(lang: Lang): LinkTexts {
  return TEXTS[lang];
}
