import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  UNFILLED,
  changeField,
  codeDigits,
  enterAction,
  firstEmptyField,
  hydratedValues,
  missingFields,
  phoneDigits,
  prefillFromCookies,
  type CookiePrefill,
  type FormState,
  type FormValues,
} from './fields.ts';

const values = (overrides: Partial<FormValues> = {}): FormValues => ({
  ...EMPTY_FORM,
  ...overrides,
});

describe('prefillFromCookies', () => {
  it.each<[string, string, CookiePrefill]>([
    ['no cookies: empty, Stay signed in on', '', { values: values(), companyLocked: false }],
    [
      'company and user from their cookies',
      'company_code=acme; user_id=alice%40x',
      { values: values({ company: 'acme', userId: 'alice@x' }), companyLocked: false },
    ],
    [
      'persistent_session=false unchecks Stay signed in',
      'persistent_session=false',
      { values: values({ persistent: false }), companyLocked: false },
    ],
    [
      'persistent_session=true keeps it checked',
      'persistent_session=true',
      { values: values(), companyLocked: false },
    ],
    [
      'use_subdomain locks the company field',
      'use_subdomain=true; company_code=acme',
      { values: values({ company: 'acme' }), companyLocked: true },
    ],
    [
      'use_subdomain=false does not',
      'use_subdomain=false',
      { values: values(), companyLocked: false },
    ],
  ])('%s', (_, cookies, expected) => {
    expect(prefillFromCookies(cookies)).toEqual(expected);
  });
});

describe('hydratedValues keeps what was typed before the page came alive', () => {
  const fromCookies: CookiePrefill = {
    values: values({ company: 'acme', userId: 'alice' }),
    companyLocked: false,
  };
  it.each<[string, CookiePrefill, Parameters<typeof hydratedValues>[1], FormValues]>([
    ['nothing typed: the cookies', fromCookies, {}, values({ company: 'acme', userId: 'alice' })],
    [
      'typed text wins over the cookies',
      fromCookies,
      { company: 'other', userId: 'bob', password: 'secret' },
      values({ company: 'other', userId: 'bob', password: 'secret' }),
    ],
    [
      'an empty typed field falls back to the cookie',
      fromCookies,
      { company: '', password: 'pw' },
      values({ company: 'acme', userId: 'alice', password: 'pw' }),
    ],
    [
      'a typed checkbox state wins',
      fromCookies,
      { persistent: false },
      values({ company: 'acme', userId: 'alice', persistent: false }),
    ],
    [
      'a locked company always comes from the cookie',
      { ...fromCookies, companyLocked: true },
      { company: 'typed' },
      values({ company: 'acme', userId: 'alice' }),
    ],
  ])('%s', (_, prefill, typed, expected) => {
    expect(hydratedValues(prefill, typed)).toEqual(expected);
  });
});

describe('changeField builds on the prefill until it has rendered', () => {
  const pending: FormState = {
    values: values({ company: 'acme', userId: 'alice' }),
    companyLocked: true,
    prefilled: true,
  };
  const filled: FormState = { ...pending, values: values({ company: 'acme', userId: 'bob' }) };
  it.each<[string, FormState, FormState | null, FormState]>([
    [
      'before the prefill is read: on what the state holds',
      UNFILLED,
      null,
      { ...UNFILLED, values: values({ password: 'pw' }) },
    ],
    [
      'read but not yet rendered: on the prefill, the other fields kept',
      UNFILLED,
      pending,
      { ...pending, values: values({ company: 'acme', userId: 'alice', password: 'pw' }) },
    ],
    [
      'rendered: on the state, later changes kept',
      filled,
      pending,
      { ...filled, values: values({ company: 'acme', userId: 'bob', password: 'pw' }) },
    ],
  ])('%s', (_, old, read, expected) => {
    expect(changeField(old, read, 'password', 'pw')).toEqual(expected);
  });

  it('changes the checkbox as any other field', () => {
    expect(changeField(filled, null, 'persistent', false).values.persistent).toBe(false);
  });
});

describe('firstEmptyField', () => {
  it.each<[string, FormValues, boolean, string]>([
    ['an empty form starts at the company', values(), false, 'company'],
    ['a known company starts at the user ID', values({ company: 'a' }), false, 'userId'],
    [
      'known company and user start at the password',
      values({ company: 'a', userId: 'b' }),
      false,
      'password',
    ],
    ['a locked company is skipped', values(), true, 'userId'],
    [
      'a full form starts at the password',
      values({ company: 'a', userId: 'b', password: 'c' }),
      false,
      'password',
    ],
  ])('%s', (_, form, locked, field) => {
    expect(firstEmptyField(form, locked)).toBe(field);
  });
});

describe('enterAction', () => {
  it.each<[string, Parameters<typeof enterAction>, ReturnType<typeof enterAction>]>([
    [
      'Enter in a filled company field moves to the user ID',
      ['company', 'acme', false],
      { focus: 'userId' },
    ],
    ['Enter in an empty company field does nothing', ['company', ' ', false], 'none'],
    ['Enter in the user ID moves to the password', ['userId', '', false], { focus: 'password' }],
    ['Enter in a filled password submits', ['password', 'pw', false], 'submit'],
    ['Enter in an empty password does nothing', ['password', '', false], 'none'],
    ['the shortcuts are off while SSO is on', ['company', 'acme', true], 'none'],
    ['no submit while SSO is on', ['password', 'pw', true], 'none'],
  ])('%s', (_, args, action) => {
    expect(enterAction(...args)).toEqual(action);
  });
});

describe('missingFields', () => {
  it.each<[string, FormValues, string[]]>([
    ['all empty', values(), ['company', 'userId', 'password']],
    [
      'spaces are empty for IDs',
      values({ company: '  ', userId: 'x', password: 'p' }),
      ['company'],
    ],
    [
      'a password of spaces is a password',
      values({ company: 'c', userId: 'u', password: '  ' }),
      [],
    ],
  ])('%s', (_, form, missing) => {
    expect(missingFields(form)).toEqual(missing);
  });
});

describe('digits of phone numbers and codes', () => {
  it.each([
    ['090-1234-5678', '09012345678'],
    ['０９０１２３４５６７８', '09012345678'],
    ['+81 90 abc', '8190'],
    ['', ''],
  ])('phone %s → %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it.each([
    ['123456', '123456'],
    [' 123 456 \n', '123456'],
    ['１２３４５６', '123456'],
    ['12-34-56', '123456'],
    ['code: 987654', '987654'],
  ])('code %j → %s', (typed, digits) => {
    expect(codeDigits(typed)).toBe(digits);
  });
});
