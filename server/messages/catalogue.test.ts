import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed.ts';
import { signIn } from '../files/testing.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { MESSAGES, langOf, messageIn, type MessageId } from './catalogue.ts';
import { currentLang, inLanguage, say } from './language.ts';

const IDS = Object.keys(MESSAGES) as MessageId[];
const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;
const KOREAN = /[\uac00-\ud7af]/u;

describe('the server message catalogue (requirements L26)', () => {
  it.each(IDS)('%s has English, Japanese and Korean with the same values', (id) => {
    const entry = MESSAGES[id];
    expect(entry.eng.trim()).not.toBe('');
    expect(entry.jpn).toMatch(JAPANESE);
    expect(entry.kor).toMatch(KOREAN);
    expect(names(entry.jpn)).toEqual(names(entry.eng));
    expect(names(entry.kor)).toEqual(names(entry.eng));
  });

  it.each([
    [
      'eng',
      'too_many_logins',
      { count: 1 },
      'Too many failed sign-in attempts. Try again in 1 minute.',
    ],
    [
      'eng',
      'too_many_logins',
      { count: 5 },
      'Too many failed sign-in attempts. Try again in 5 minutes.',
    ],
    [
      'jpn',
      'too_many_logins',
      { count: 1 },
      'ログインの失敗が多すぎます。1分後にもう一度お試しください。',
    ],
    [
      'kor',
      'otp_resend_locked',
      { count: 161 },
      '이미 보낸 인증 코드가 아직 유효합니다. 161초 후에 새 코드를 요청할 수 있습니다.',
    ],
    ['jpn', 'files.duplicate_name', {}, '同じ名前のファイルまたはフォルダーがすでに存在します。'],
    ['kor', 'shareLinks.link_expired', {}, '이 링크는 만료되었습니다.'],
  ] as const)('%s %s %j → %s', (lang, id, vars, text) => {
    expect(messageIn(lang, id, vars)).toBe(text);
  });

  it.each([
    ['jpn', 'jpn'],
    ['kor', 'kor'],
    ['eng', 'eng'],
    ['fra', 'eng'],
    [undefined, 'eng'],
  ])('the lang %j is answered in %s', (value, lang) => {
    expect(langOf(value)).toBe(lang);
  });

  it('says a message in the language of the work it runs in, English outside', () => {
    expect(currentLang()).toBe('eng');
    expect(inLanguage('kor', () => say('sso_unavailable'))).toBe(MESSAGES.sso_unavailable.kor);
    expect(say('sso_unavailable')).toBe(MESSAGES.sso_unavailable.eng);
  });
});

describe('answers in the language of the request (requirements L26)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['jpn', '会社ID、ユーザーID、またはパスワードが正しくありません。'],
    ['kor', '회사 ID, 사용자 ID 또는 비밀번호가 올바르지 않습니다.'],
    ['eng', 'The company ID, user ID or password is incorrect.'],
  ])('a wrong password with lang %s', async (lang, text) => {
    const client = server.client();
    const response = await client.post(
      '/login/proceed/',
      { company_code: 'demo', id: 'alice', password: `${DEMO_PASSWORD}x`, device_id: '' },
      { lang },
    );
    expect(await response.json()).toMatchObject({ result_code: 'invalid_credentials', all: text });
  });

  it('an SSO-only company in Japanese', async () => {
    const response = await server
      .client()
      .post(
        '/login/proceed/',
        { company_code: 'demo-sso-only', id: 'sue', password: DEMO_PASSWORD, device_id: '' },
        { lang: 'jpn' },
      );
    expect(await response.json()).toMatchObject({
      result_code: 'sso_only',
      all: MESSAGES.sso_only.jpn,
    });
  });

  it('a duplicate folder name in Korean, a refused CSRF token in Japanese', async () => {
    const alice = await signIn(server, 'alice');
    const answer = await alice.json(
      '/folder/add/',
      { node: '1', name: 'Invoices' },
      { lang: 'kor' },
    );
    expect(answer).toMatchObject({
      result_code: 'duplicate_name',
      all: '같은 이름의 파일 또는 폴더가 이미 있습니다.',
    });
    const refused = await alice.raw.fetch('/folder/add/', {
      method: 'POST',
      headers: { lang: 'jpn', 'content-type': 'application/json', access_token: alice.token },
      body: '{}',
    });
    expect(await refused.json()).toMatchObject({ all: MESSAGES.csrf_refused.jpn });
  });
});
