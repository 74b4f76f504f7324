import { FILE_RESULTS, type FileResultCode } from '../../src/lib/api/contract/files.ts';
import {
  RESUMABLE_RESULTS,
  type ResumableResultCode,
} from '../../src/lib/api/contract/resumable.ts';
import {
  SHARE_LINK_RESULTS,
  type ShareLinkResultCode,
} from '../../src/lib/api/contract/share-links.ts';

// The server's messages (`all`) keyed by message id × language (requirements L26): English,
// Japanese and Korean, in the terms the front end uses in locales/ja and locales/ko. The English
// of the file, share-link and request-upload refusals is the contract's; the rest is written here.
// `{{name}}` is replaced by a value; `eng_one` is the English when `count` is 1.

/** The API's langcodes. */
export type Lang = 'eng' | 'jpn' | 'kor';

/** One message in every language. */
export interface Entry {
  readonly eng: string;
  readonly eng_one?: string;
  readonly jpn: string;
  readonly kor: string;
}

type Translations<K extends string> = Readonly<Record<K, Omit<Entry, 'eng'>>>;

const FILES: Translations<FileResultCode> = {
  no_authority: { jpn: '権限がありません。', kor: '권한이 없습니다.' },
  no_folder: { jpn: 'フォルダーがありません。', kor: '폴더가 없습니다.' },
  not_found: { jpn: 'ファイルが見つかりません。', kor: '파일을 찾을 수 없습니다.' },
  invalid_name: {
    jpn: 'ファイル（フォルダー）名に使用できない文字が含まれています。(\\ / : * ? " < > |)',
    kor: '파일(폴더) 이름에 사용할 수 없는 문자가 포함되어 있습니다. (\\ / : * ? " < > |)',
  },
  duplicate_name: {
    jpn: '同じ名前のファイルまたはフォルダーがすでに存在します。',
    kor: '같은 이름의 파일 또는 폴더가 이미 있습니다.',
  },
  fax_fields: {
    jpn: 'FAX番号とFAX名を入力してください。',
    kor: '팩스 번호와 팩스 이름을 입력하세요.',
  },
  file_frozen: {
    jpn: 'このファイルはコールドストレージにあります。凍結を解除し、利用可能になってからダウンロードしてください。',
    kor: '이 파일은 콜드 스토리지에 있습니다. 동결을 해제하고 사용할 수 있게 되면 다운로드하세요.',
  },
  not_cold: {
    jpn: '凍結解除できるのはコールドストレージのファイルだけです。',
    kor: '동결 해제는 콜드 스토리지의 파일만 할 수 있습니다.',
  },
  file_locked: {
    jpn: 'ファイルがロックされているため、アクセスできません。',
    kor: '파일이 잠겨 있어 접근할 수 없습니다.',
  },
  preview_locked: {
    jpn: 'このファイルはロックされているため、プレビューできません。',
    kor: '잠긴 파일이라 미리 볼 수 없습니다.',
  },
  preview_unsupported: {
    jpn: 'この種類のファイルはプレビューできません。',
    kor: '이 유형의 파일은 미리 볼 수 없습니다.',
  },
  preview_too_large: {
    jpn: '30 MB を超えるファイルはプレビューできません。',
    kor: '30MB보다 큰 파일은 미리 볼 수 없습니다.',
  },
  media_too_large: {
    jpn: 'このメディアファイルは、プレビューが許可されたサイズを超えています。',
    kor: '이 미디어 파일은 미리 보기가 허용된 크기보다 큽니다.',
  },
  workflow_required: {
    jpn: 'このダウンロードにはワークフローの承認が必要です。',
    kor: '이 다운로드에는 워크플로 승인이 필요합니다.',
  },
  no_workflow: {
    jpn: 'ワークフロー承認が有効になっていません。',
    kor: '워크플로 승인이 활성화되어 있지 않습니다.',
  },
  task_not_found: {
    jpn: 'ダウンロードタスクが見つからないか、有効期限が切れています。',
    kor: '다운로드 작업을 찾을 수 없거나 만료되었습니다.',
  },
  nothing_to_zip: {
    jpn: '選択した項目に、ダウンロードできるものがありません。',
    kor: '선택한 항목 중 다운로드할 수 있는 것이 없습니다.',
  },
  too_large: {
    jpn: 'ファイルがアップロードの上限サイズを超えています。',
    kor: '파일이 업로드 한도보다 큽니다.',
  },
  lock_not_yours: {
    jpn: 'このファイルのロックを解除できるのは、ロックしたユーザー、Master または PrivAll だけです。',
    kor: '이 파일의 잠금은 잠근 사용자, Master 또는 PrivAll만 해제할 수 있습니다.',
  },
  origin_gone: {
    jpn: '削除元のフォルダーがなくなっているため、元の場所に復元できません。',
    kor: '삭제된 위치의 폴더가 없어 원래 위치로 복원할 수 없습니다.',
  },
  irm_extension: {
    jpn: '保護されたファイルの .irm 拡張子は、名前の変更で追加・削除・変更できません。',
    kor: '보호된 파일의 .irm 확장자는 이름을 바꿔서 추가, 삭제 또는 변경할 수 없습니다.',
  },
  invalid_tag: {
    jpn: 'タグは制御文字を含まない1〜50文字で、1つのファイルに付けられるタグは20個までです。',
    kor: '태그는 제어 문자 없이 1~50자여야 하며, 파일 하나에 태그는 최대 20개까지 붙일 수 있습니다.',
  },
  comments_off: {
    jpn: 'このファイルではコメントが無効になっています。',
    kor: '이 파일은 댓글이 꺼져 있습니다.',
  },
  comment_empty: { jpn: '投稿する内容を入力してください。', kor: '게시할 내용을 입력하세요.' },
  comment_too_long: {
    jpn: 'コメントは2000文字までです。',
    kor: '댓글은 최대 2000자까지 쓸 수 있습니다.',
  },
  comment_not_yours: {
    jpn: 'このコメントを変更できるのは投稿者だけです。削除できるのは投稿者、Master または PrivAll だけです。',
    kor: '이 댓글은 작성자만 수정할 수 있으며, 작성자, Master 또는 PrivAll만 삭제할 수 있습니다.',
  },
  master_only: {
    jpn: 'Master 権限の付与・変更・削除ができるのは Master だけです。',
    kor: 'Master 권한은 Master만 부여, 변경, 삭제할 수 있습니다.',
  },
  last_master: {
    jpn: '共有フォルダーには Master が少なくとも1人必要です。',
    kor: '공유 폴더에는 Master가 한 명 이상 있어야 합니다.',
  },
  cannot_invite: { jpn: 'このユーザーは招待できません。', kor: '이 사용자는 초대할 수 없습니다.' },
  guest_level: {
    jpn: 'ゲストに Master または PrivAll 権限は付与できません。',
    kor: '게스트에게는 Master 또는 PrivAll 권한을 줄 수 없습니다.',
  },
  no_member: {
    jpn: '会社内にそのユーザーまたはグループはありません。',
    kor: '회사에 해당 사용자나 그룹이 없습니다.',
  },
  into_itself: {
    jpn: 'フォルダーを、そのフォルダー自身やその中のフォルダーに移動またはコピーすることはできません。',
    kor: '폴더를 자기 자신이나 그 안의 폴더로 이동하거나 복사할 수 없습니다.',
  },
  invalid_date: {
    jpn: '明日以降、10年以内の日付を選択してください。',
    kor: '내일부터 10년 이내의 날짜를 선택하세요.',
  },
};

const LINKS = {
  link_password_short: {
    jpn: 'リンクのパスワードは4文字以上にしてください。',
    kor: '링크 비밀번호는 4자 이상이어야 합니다.',
  },
  link_unknown: { jpn: 'このリンクは存在しません。', kor: '존재하지 않는 링크입니다.' },
  link_expired: { jpn: 'このリンクは有効期限が切れています。', kor: '이 링크는 만료되었습니다.' },
  link_revoked: {
    jpn: 'このリンクは共有したユーザーによって無効にされました。',
    kor: '공유한 사용자가 이 링크를 비활성화했습니다.',
  },
  link_password_required: {
    jpn: 'このリンクのパスワードを入力してください。',
    kor: '이 링크의 비밀번호를 입력하세요.',
  },
  link_wrong_password: {
    jpn: 'パスワードが正しくありません。',
    kor: '비밀번호가 올바르지 않습니다.',
  },
  link_locked: {
    jpn: 'パスワードの誤りが多すぎます。しばらくしてから、もう一度お試しください。',
    kor: '비밀번호를 너무 많이 틀렸습니다. 잠시 후 다시 시도해 주세요.',
  },
} as const;

const SHARE_LINKS: Translations<ShareLinkResultCode> = {
  no_authority: FILES.no_authority,
  not_found: FILES.not_found,
  too_many_requests: {
    jpn: 'お使いのネットワークからの試行が多すぎます。しばらくしてから、もう一度お試しください。',
    kor: '사용 중인 네트워크에서 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  ...LINKS,
  link_restricted: {
    jpn: 'リンクは管理者によって制限されています。',
    kor: '관리자가 링크를 제한했습니다.',
  },
  link_invalid: {
    jpn: '有効期限には今日より後の日付を、ダウンロード回数の上限には1〜1000を入力してください。',
    kor: '만료일은 오늘 이후 날짜로, 다운로드 횟수 제한은 1~1000으로 입력하세요.',
  },
  link_limit_reached: {
    jpn: 'このリンクはダウンロード回数の上限に達しました。',
    kor: '이 링크는 다운로드 횟수 제한에 도달했습니다.',
  },
  link_gone: {
    jpn: '共有された項目は利用できなくなりました。',
    kor: '공유된 항목을 더 이상 사용할 수 없습니다.',
  },
  link_preview_only: {
    jpn: 'このリンクではプレビューのみ可能です。',
    kor: '이 링크는 미리 보기만 허용합니다.',
  },
  link_no_preview: {
    jpn: 'この項目はプレビューできません。',
    kor: '이 항목은 미리 볼 수 없습니다.',
  },
};

function withEnglish<K extends string>(
  english: Readonly<Record<K, string>>,
  translations: Translations<K>,
): Readonly<Record<K, Entry>> {
  const entries = Object.entries(translations) as [K, Omit<Entry, 'eng'>][];
  return Object.fromEntries(
    entries.map(([code, t]) => [code, { eng: english[code], ...t }]),
  ) as Record<K, Entry>;
}

/** The messages of the sign-in, verification, password and transport answers. */
const OWN = {
  invalid_credentials: {
    eng: 'The company ID, user ID or password is incorrect.',
    jpn: '会社ID、ユーザーID、またはパスワードが正しくありません。',
    kor: '회사 ID, 사용자 ID 또는 비밀번호가 올바르지 않습니다.',
  },
  login_screen_expired: {
    eng: 'Login was blocked because the security session on the login screen expired (1 hour). Please log in again.',
    jpn: 'ログイン画面のセキュリティセッションの有効期限（1時間）が切れたため、ログインがブロックされました。もう一度ログインしてください。',
    kor: '로그인 화면의 보안 세션(1시간)이 만료되어 로그인이 차단되었습니다. 다시 로그인해 주세요.',
  },
  too_many_logins: {
    eng: 'Too many failed sign-in attempts. Try again in {{count}} minutes.',
    eng_one: 'Too many failed sign-in attempts. Try again in 1 minute.',
    jpn: 'ログインの失敗が多すぎます。{{count}}分後にもう一度お試しください。',
    kor: '로그인 실패가 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.',
  },
  sso_only: {
    eng: 'This company signs in with SSO only. Use SSO Login.',
    jpn: 'この会社はSSOでのみログインできます。「SSOログイン」をご利用ください。',
    kor: '이 회사는 SSO로만 로그인할 수 있습니다. SSO 로그인을 이용하세요.',
  },
  sso_unavailable: {
    eng: 'SSO is not available for this company ID. Check the company ID.',
    jpn: 'この会社IDではSSOを利用できません。会社IDを確認してください。',
    kor: '이 회사 ID에서는 SSO를 사용할 수 없습니다. 회사 ID를 확인하세요.',
  },
  attempt_expired: {
    eng: 'The sign-in attempt has expired. Please sign in again.',
    jpn: '認証の有効期限が切れました。もう一度ログインしてください。',
    kor: '로그인 시도가 만료되었습니다. 다시 로그인해 주세요.',
  },
  otp_not_requested: {
    eng: 'Request a verification code first.',
    jpn: '先に認証コードを送信してください。',
    kor: '먼저 인증 코드를 요청하세요.',
  },
  otp_expired: {
    eng: 'Deadline time to input has been exceeded. Request a new verification code.',
    jpn: '入力期限を過ぎました。新しい認証コードを送信してください。',
    kor: '입력 기한이 지났습니다. 새 인증 코드를 요청하세요.',
  },
  otp_invalid: {
    eng: 'The verification code is incorrect. Please try again.',
    jpn: '認証コードが正しくありません。もう一度お試しください。',
    kor: '인증 코드가 올바르지 않습니다. 다시 시도해 주세요.',
  },
  otp_void: {
    eng: 'Too many wrong codes: this code no longer works. Request a new verification code.',
    jpn: '誤ったコードの入力が多すぎるため、このコードは使用できなくなりました。新しい認証コードを送信してください。',
    kor: '잘못된 코드를 너무 많이 입력하여 이 코드는 더 이상 사용할 수 없습니다. 새 인증 코드를 요청하세요.',
  },
  otp_rate_limited: {
    eng: 'Too many verification codes were requested. Try again in {{count}} minutes.',
    eng_one: 'Too many verification codes were requested. Try again in 1 minute.',
    jpn: '認証コードの送信回数が多すぎます。{{count}}分後にもう一度お試しください。',
    kor: '인증 코드를 너무 많이 요청했습니다. {{count}}분 후에 다시 시도해 주세요.',
  },
  otp_type_not_allowed: {
    eng: 'This verification method is not available.',
    jpn: 'この認証方法は利用できません。',
    kor: '이 인증 방법은 사용할 수 없습니다.',
  },
  no_phone: {
    eng: 'There is no registered mobile phone number. Please contact the administrator to register the mobile phone number.',
    jpn: '登録された携帯電話番号がありません。携帯電話番号の登録は管理者にお問い合わせください。',
    kor: '등록된 휴대폰 번호가 없습니다. 휴대폰 번호 등록은 관리자에게 문의하세요.',
  },
  phone_required: {
    eng: 'Please enter your phone number.',
    jpn: '電話番号を入力してください。',
    kor: '전화번호를 입력하세요.',
  },
  phone_mismatch: {
    eng: 'It does not match the entered mobile phone number.\r\nPlease contact the administrator.',
    jpn: '入力された携帯電話番号と一致しません。\r\n管理者にお問い合わせください。',
    kor: '입력한 휴대폰 번호와 일치하지 않습니다.\r\n관리자에게 문의하세요.',
  },
  otp_resend_locked: {
    eng: 'The verification code already sent is still valid. You can request a new one in {{count}} seconds.',
    jpn: '送信済みの認証コードはまだ有効です。{{count}}秒後に新しいコードを送信できます。',
    kor: '이미 보낸 인증 코드가 아직 유효합니다. {{count}}초 후에 새 코드를 요청할 수 있습니다.',
  },
  device_trust_unavailable: {
    eng: 'This browser can only be trusted right after signing in with a verification code.',
    jpn: 'このブラウザーを信頼できるのは、認証コードでログインした直後だけです。',
    kor: '이 브라우저는 인증 코드로 로그인한 직후에만 신뢰할 수 있습니다.',
  },
  password_ldap: {
    eng: 'Directory (LDAP) passwords are changed in the directory.',
    jpn: 'ディレクトリ（LDAP）のパスワードはディレクトリで変更してください。',
    kor: '디렉터리(LDAP) 비밀번호는 디렉터리에서 변경하세요.',
  },
  too_many_passwords: {
    eng: 'Too many wrong passwords. Try again later.',
    jpn: 'パスワードの誤りが多すぎます。しばらくしてから、もう一度お試しください。',
    kor: '비밀번호를 너무 많이 틀렸습니다. 잠시 후 다시 시도해 주세요.',
  },
  password_mismatch: {
    eng: 'Password does not match.',
    jpn: 'パスワードが一致しません。',
    kor: '비밀번호가 일치하지 않습니다.',
  },
  current_password_wrong: {
    eng: 'The current password is incorrect.',
    jpn: '現在のパスワードが正しくありません。',
    kor: '현재 비밀번호가 올바르지 않습니다.',
  },
  password_rules: {
    eng: 'The new password must have {{rules}}.',
    jpn: '新しいパスワードは次の条件を満たす必要があります：{{rules}}。',
    kor: '새 비밀번호는 다음 조건을 충족해야 합니다: {{rules}}.',
  },
  password_policy: {
    eng: 'The password does not meet the password policy: {{rules}}.',
    jpn: 'パスワードがパスワードポリシーを満たしていません：{{rules}}。',
    kor: '비밀번호가 비밀번호 정책에 맞지 않습니다: {{rules}}.',
  },
  rule_min_length: {
    eng: 'at least {{count}} characters',
    jpn: '{{count}}文字以上',
    kor: '{{count}}자 이상',
  },
  rule_max_length: {
    eng: 'at most {{count}} characters',
    jpn: '{{count}}文字以内',
    kor: '{{count}}자 이하',
  },
  rule_types: { eng: 'the required character types', jpn: '必要な文字種', kor: '필요한 문자 종류' },
  rule_types_1: { eng: 'letters and digits', jpn: '英字と数字', kor: '영문자와 숫자' },
  rule_types_2: {
    eng: 'letters, digits and special characters',
    jpn: '英字・数字・記号',
    kor: '영문자·숫자·특수 문자',
  },
  rule_types_3: {
    eng: 'upper-case letters, lower-case letters and digits',
    jpn: '英大文字・英小文字・数字',
    kor: '영문 대문자·영문 소문자·숫자',
  },
  rule_types_4: {
    eng: 'upper-case letters, lower-case letters, digits and special characters',
    jpn: '英大文字・英小文字・数字・記号',
    kor: '영문 대문자·영문 소문자·숫자·특수 문자',
  },
  rule_continuation: {
    eng: 'the same character at most {{count}} times in a row',
    jpn: '同じ文字の連続は{{count}}回まで',
    kor: '같은 문자는 최대 {{count}}번까지 연속',
  },
  rule_no_repeat: {
    eng: 'no character repeated more than {{count}} times in a row',
    jpn: '同じ文字の連続は{{count}}回まで',
    kor: '같은 문자는 최대 {{count}}번까지 연속',
  },
  rule_not_recent: {
    eng: 'a password you have not used recently',
    jpn: '最近使用していないパスワード',
    kor: '최근에 사용하지 않은 비밀번호',
  },
  rule_past_use: {
    eng: 'not a previous password',
    jpn: '以前のパスワードではないこと',
    kor: '이전 비밀번호가 아닐 것',
  },
  password_reused: {
    eng: 'You cannot use a password you have used recently.',
    jpn: '最近使用したパスワードは使用できません。',
    kor: '최근에 사용한 비밀번호는 사용할 수 없습니다.',
  },
  password_reused_depth: {
    eng: 'This password was used recently. Choose one that is not among your last {{count}} passwords.',
    jpn: 'このパスワードは最近使用されています。直近{{count}}回に使用していないパスワードを選んでください。',
    kor: '최근에 사용한 비밀번호입니다. 최근 {{count}}개의 비밀번호에 없는 비밀번호를 선택하세요.',
  },
  password_changed: {
    eng: 'Your password has been changed.',
    jpn: 'パスワードを変更しました。',
    kor: '비밀번호가 변경되었습니다.',
  },
  password_registered: {
    eng: 'Your password has been registered.',
    jpn: 'パスワードを登録しました。',
    kor: '비밀번호가 등록되었습니다.',
  },
  password_set: {
    eng: 'Your password has been set.',
    jpn: 'パスワードを設定しました。',
    kor: '비밀번호가 설정되었습니다.',
  },
  reset_accepted: {
    eng: 'If the details match an account, we have sent an e-mail with a link to reset the password. The link is valid for 24 hours.',
    jpn: '入力内容がアカウントと一致した場合、パスワード再設定用のリンクをメールで送信しました。リンクの有効期限は24時間です。',
    kor: '입력하신 정보가 계정과 일치하면 비밀번호 재설정 링크를 이메일로 보냈습니다. 링크는 24시간 동안 유효합니다.',
  },
  rate_limited: {
    eng: 'Too many requests. Please wait a while and try again.',
    jpn: 'リクエストが多すぎます。しばらく待ってから再度お試しください。',
    kor: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  link_url_expired: {
    eng: 'This URL is already expired.',
    jpn: 'このURLは既に有効期限が切れています。',
    kor: '이미 만료된 URL입니다.',
  },
  blacklist_expired: {
    eng: 'This verification link has expired.',
    jpn: 'この認証リンクは有効期限が切れています。',
    kor: '이 인증 링크는 만료되었습니다.',
  },
  too_many_error_reports: {
    eng: 'Too many error reports. Try again later.',
    jpn: 'エラー報告が多すぎます。しばらくしてから、もう一度お試しください。',
    kor: '오류 보고가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  csrf_refused: {
    eng: 'CSRF token missing or invalid.',
    jpn: 'セキュリティトークンがないか、無効です。ページを再読み込みしてください。',
    kor: '보안 토큰이 없거나 유효하지 않습니다. 페이지를 새로 고치세요.',
  },
  cross_site: {
    eng: 'Cross-site request refused.',
    jpn: '他のサイトからのリクエストは受け付けられません。',
    kor: '다른 사이트에서 보낸 요청은 받을 수 없습니다.',
  },
  // A byte link that no longer works, opened in a tab (security K53).
  link_ended_signed_out: {
    eng: 'This link ended when you signed out. Sign in again and open the file from Cloudbox.',
    jpn: 'ログアウトしたため、このリンクは無効になりました。もう一度ログインして、Cloudbox からファイルを開いてください。',
    kor: '로그아웃하여 이 링크가 만료되었습니다. 다시 로그인한 뒤 Cloudbox에서 파일을 여세요.',
  },
  link_ended_gone: {
    eng: 'File not found. It may have been moved to the trash, or the link has expired.',
    jpn: 'ファイルが見つかりません。ごみ箱に移動されたか、リンクの有効期限が切れた可能性があります。',
    kor: '파일을 찾을 수 없습니다. 휴지통으로 이동되었거나 링크가 만료되었을 수 있습니다.',
  },
  link_ended_title: {
    eng: 'Link ended · Cloudbox',
    jpn: 'リンクの終了 · Cloudbox',
    kor: '링크 종료 · Cloudbox',
  },
  link_ended_heading: {
    eng: 'This link no longer works',
    jpn: 'このリンクは使用できなくなりました',
    kor: '이 링크는 더 이상 사용할 수 없습니다',
  },
  link_ended_sign_in: { eng: 'Sign in', jpn: 'ログイン', kor: '로그인' },
  too_many_uploads: {
    eng: 'Too many uploads at once. Try again when one ends.',
    jpn: '同時に実行中のアップロードが多すぎます。いずれかが終わってから、もう一度お試しください。',
    kor: '동시에 진행 중인 업로드가 너무 많습니다. 하나가 끝난 뒤 다시 시도해 주세요.',
  },
} as const satisfies Readonly<Record<string, Entry>>;

// The resumable uploads' own refusals (requirements X34, X41).
const RESUMABLE: Translations<ResumableResultCode> = {
  over_quota: {
    jpn: 'このアップロードは会社のストレージ容量の上限を超えます。',
    kor: '이 업로드는 회사 저장 용량 한도를 초과합니다.',
  },
  bad_upload: {
    jpn: 'アップロードにフォルダー、名前、またはサイズがありません。',
    kor: '업로드에 폴더, 이름 또는 크기가 없습니다.',
  },
};

const FILE_ENTRIES = withEnglish(FILE_RESULTS, FILES);
const RESUMABLE_ENTRIES = withEnglish(RESUMABLE_RESULTS, RESUMABLE);
const SHARE_LINK_ENTRIES = withEnglish(SHARE_LINK_RESULTS, SHARE_LINKS);

type Prefixed<P extends string, K extends string> = `${P}.${K}`;
function prefixed<P extends string, K extends string>(
  prefix: P,
  entries: Readonly<Record<K, Entry>>,
): Record<Prefixed<P, K>, Entry> {
  return Object.fromEntries(
    Object.entries(entries).map(([code, entry]) => [`${prefix}.${code}`, entry]),
  ) as Record<Prefixed<P, K>, Entry>;
}

/** Every message: the own ones by name, the refusal tables as `files.` or `shareLinks.` + code (upload requests answer with the share-link texts). */
export const MESSAGES: Readonly<
  Record<
    | keyof typeof OWN
    | Prefixed<'files', FileResultCode>
    | Prefixed<'shareLinks', ShareLinkResultCode>
    | Prefixed<'resumable', ResumableResultCode>,
    Entry
  >
> = {
  ...OWN,
  ...prefixed('files', FILE_ENTRIES),
  ...prefixed('shareLinks', SHARE_LINK_ENTRIES),
  ...prefixed('resumable', RESUMABLE_ENTRIES),
};

/** A message id. */
export type MessageId = keyof typeof MESSAGES;

/** The values a message names. */
export type MessageVars = Readonly<Record<string, string | number>>;

/** A langcode from a field or header value, English when unknown. */
export function langOf(value: unknown): Lang {
  return value === 'jpn' || value === 'kor' ? value : 'eng';
}

/** A message in a language, its `{{name}}`s replaced. */
export function messageIn(lang: Lang, id: MessageId, vars: MessageVars = {}): string {
  const entry = MESSAGES[id];
  const template =
    lang === 'eng' && vars['count'] === 1 ? (entry.eng_one ?? entry.eng) : entry[lang];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
