import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBlacklistLink, parseNewPasswordLink, parseResetLink } from './link.ts';

const CODE = 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB';
const base = `https://app.example.com/forgotPassword?lang=eng&code=${CODE}&id=alice&batch_seq=17`;

describe('parseResetLink', () => {
  it('reads a link the server mails', () => {
    expect(parseResetLink(base)).toEqual({
      ok: true,
      code: CODE,
      id: 'alice',
      batchSeq: '17',
      lang: 'eng',
    });
  });

  it.each([
    ['a Japanese user ID, encoded', `?code=${CODE}&id=%E5%B1%B1%E7%94%B0&batch_seq=1`, '山田'],
    ['an e-mail as user ID', `?code=${CODE}&id=a%2Bb%40c.example&batch_seq=1`, 'a+b@c.example'],
  ])('accepts %s', (_, query, id) => {
    expect(parseResetLink(`/forgotPassword${query}`)).toMatchObject({ ok: true, id, lang: null });
  });

  // The back end's values, passed on as they came: it judges them (security K25).
  it.each([
    ['a short code', '?code=abc&id=alice&batch_seq=1', 'abc', '1'],
    ['a company ID as code', '?code=ACME&id=jdoe&batch_seq=REQ-1', 'ACME', 'REQ-1'],
    ['standard base64', '?code=ab%2Bcd%2Fef%3D%3D&id=a&batch_seq=1', 'ab+cd/ef==', '1'],
    ['markup (never shown)', '?code=%3Cb%3E&id=a&batch_seq=-1', '<b>', '-1'],
  ])('passes on %s', (_, query, code, batchSeq) => {
    expect(parseResetLink(`/forgotPassword${query}`)).toMatchObject({ ok: true, code, batchSeq });
  });

  it.each([
    ['no query at all', '/forgotPassword', 'missing', 'code'],
    ['no code', '?id=alice&batch_seq=1', 'missing', 'code'],
    ['an empty code', '?code=&id=alice&batch_seq=1', 'missing', 'code'],
    ['no id', `?code=${CODE}&batch_seq=1`, 'missing', 'id'],
    ['no batch_seq', `?code=${CODE}&id=alice`, 'missing', 'batch_seq'],
    ['a control character in code', `?code=a%0Ab&id=a&batch_seq=1`, 'malformed', 'code'],
    [
      'a code of 2049 characters',
      `?code=${'a'.repeat(2049)}&id=a&batch_seq=1`,
      'malformed',
      'code',
    ],
    ['a NUL in batch_seq', `?code=${CODE}&id=alice&batch_seq=1%00`, 'malformed', 'batch_seq'],
    ['a control character in id', `?code=${CODE}&id=a%00b&batch_seq=1`, 'malformed', 'id'],
    ['a padded id', `?code=${CODE}&id=%20alice&batch_seq=1`, 'malformed', 'id'],
    ['an unknown lang', `?code=${CODE}&id=alice&batch_seq=1&lang=fra`, 'malformed', 'lang'],
    ['two codes', `?code=${CODE}&code=${CODE}&id=a&batch_seq=1`, 'duplicated', 'code'],
    ['two ids', `?code=${CODE}&id=a&id=b&batch_seq=1`, 'duplicated', 'id'],
    ['two batch_seqs', `?code=${CODE}&id=a&batch_seq=1&batch_seq=2`, 'duplicated', 'batch_seq'],
    ['two langs', `?code=${CODE}&id=a&batch_seq=1&lang=eng&lang=kor`, 'duplicated', 'lang'],
  ])('refuses %s', (_, query, reason, field) => {
    expect(parseResetLink(`/forgotPassword${query}`)).toEqual({ ok: false, reason, field });
  });

  it('never throws, whatever the address', () => {
    fc.assert(
      fc.property(fc.string(), (text) => typeof parseResetLink(text).ok === 'boolean'),
      { numRuns: 1000 },
    );
  });
});

describe('parseNewPasswordLink', () => {
  it.each([
    [`?lang=kor&request=${CODE}&code=demo&id=newcomer`, { ok: true, code: 'demo', lang: 'kor' }],
    [`?request=${CODE}&id=newcomer`, { ok: false, reason: 'missing', field: 'code' }],
    [
      `?request=${CODE}&code=${'c'.repeat(128)}&id=x`,
      { ok: false, reason: 'malformed', field: 'code' },
    ],
    [
      `?request=${CODE}&request=x&code=d&id=x`,
      { ok: false, reason: 'duplicated', field: 'request' },
    ],
  ])('reads %s', (query, expected) => {
    expect(parseNewPasswordLink(`/newPassword${query}`)).toMatchObject(expected);
  });
});

describe('parseBlacklistLink', () => {
  it.each([
    [`?lang=jpn&request=${CODE}`, { ok: true, request: CODE, lang: 'jpn' }],
    ['?lang=jpn', { ok: false, reason: 'missing', field: 'request' }],
    [`?request=${CODE}&request=${CODE}`, { ok: false, reason: 'duplicated', field: 'request' }],
  ])('reads %s', (query, expected) => {
    expect(parseBlacklistLink(`/black-list${query}`)).toEqual(expected);
  });
});
