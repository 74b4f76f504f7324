import { describe, expect, it } from 'vitest';
import {
  validateResetRequest,
  visibleFields,
  type ResetContext,
  type ResetFields,
} from './reset-request.ts';

const user: ResetContext = { type: 'user', subdomain: false, subdomainCode: '', lang: 'eng' };
const guest: ResetContext = { ...user, type: 'guest' };
const subUser: ResetContext = { ...user, subdomain: true, subdomainCode: 'acme' };
const subGuest: ResetContext = { ...subUser, type: 'guest' };
const empty: ResetFields = { company: '', id: '', email: '' };
const filled: ResetFields = { company: ' demo ', id: ' alice ', email: ' a@example.com ' };

describe('visibleFields', () => {
  it.each<[string, ResetContext, string[]]>([
    ['a user', user, ['company', 'id', 'email']],
    ['a guest', guest, ['company', 'id']],
    ['a user on a sub-domain', subUser, ['id', 'email']],
    ['a guest on a sub-domain', subGuest, ['id']],
  ])('shows %s the fields %j', (_, context, expected) => {
    expect(visibleFields(context)).toEqual(expected);
  });
});

describe('validateResetRequest', () => {
  it.each<[string, ResetFields, ResetContext, [string, string][]]>([
    [
      'names every empty field of a user in form order',
      empty,
      user,
      [
        ['company', 'resetRequest.companyRequired'],
        ['id', 'resetRequest.userIdRequired'],
        ['email', 'resetRequest.emailRequired'],
      ],
    ],
    [
      'asks a guest for the guest ID and no e-mail',
      empty,
      guest,
      [
        ['company', 'resetRequest.companyRequired'],
        ['id', 'resetRequest.guestIdRequired'],
      ],
    ],
    [
      'asks for no company ID on a sub-domain',
      empty,
      subUser,
      [
        ['id', 'resetRequest.userIdRequired'],
        ['email', 'resetRequest.emailRequired'],
      ],
    ],
    [
      'treats spaces as empty',
      { company: '  ', id: '\t', email: ' ' },
      user,
      [
        ['company', 'resetRequest.companyRequired'],
        ['id', 'resetRequest.userIdRequired'],
        ['email', 'resetRequest.emailRequired'],
      ],
    ],
    [
      'refuses an address without @',
      { ...filled, email: 'alice.example.com' },
      user,
      [['email', 'resetRequest.emailInvalid']],
    ],
    [
      'flags only the missing ID',
      { ...filled, id: '' },
      user,
      [['id', 'resetRequest.userIdRequired']],
    ],
  ])('%s', (_, fields, context, expected) => {
    const result = validateResetRequest(fields, context);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => [e.field, e.key])).toEqual(expected);
  });

  it.each<[string, ResetFields, ResetContext, object]>([
    [
      'a user request, trimmed',
      filled,
      { ...user, lang: 'jpn' },
      {
        type: 'user',
        request: { code: 'demo', id: 'alice', lang: 'jpn', email: 'a@example.com' },
      },
    ],
    [
      'a guest request without e-mail',
      filled,
      guest,
      { type: 'guest', request: { code: 'demo', id: 'alice', lang: 'eng' } },
    ],
    [
      'a sub-domain request with the sub-domain code',
      { ...filled, company: 'ignored' },
      subGuest,
      { type: 'guest', request: { code: 'acme', id: 'alice', lang: 'eng' } },
    ],
    [
      'a guest request even when an e-mail was typed as a user',
      { ...filled, email: 'not checked' },
      guest,
      { type: 'guest', request: { code: 'demo', id: 'alice', lang: 'eng' } },
    ],
  ])('builds %s', (_, fields, context, call) => {
    expect(validateResetRequest(fields, context)).toEqual({ ok: true, call });
  });
});
