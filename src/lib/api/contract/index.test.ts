import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pathParams } from '../endpoint.ts';
import { endpoints, loginResponse, myProfile } from './index.ts';
import { OTP_DEFAULT_SECONDS, otpDeviceRegistration, otpRequest } from './otp.ts';

// The calls the two spec documents list (their call tables, the thumbnail and download hosts;
// the local scanner service's calls are the spec's too, served by the scanner simulator, not in
// `endpoints`). Every other call of the contract is ours and says so with
// `ours: true`, so a back end that lacks it gets a fallback (requirements C13).
const SPEC_CALLS = [
  'auth.login',
  'download.file',
  'download.note',
  'explorer.list',
  'explorer.projects',
  'files.addFolder',
  'files.trash',
  'gdpr.agree',
  'logs.error',
  'misc.commonTags',
  'misc.deleteAutocomplete',
  'misc.mailBlacklist',
  'misc.ransomware',
  'otp.deviceRegistration',
  'otp.request',
  'password.change',
  'preview.cache',
  'preview.document',
  'preview.media',
  'public.blacklistConfirm',
  'public.forgotPasswordGuest',
  'public.forgotPasswordUser',
  'public.newPassword',
  'public.registerPassword',
  'public.registrationVerify',
  'public.resetPassword',
  'public.resetVerify',
  'sso.init',
  'thumbnails.images',
  'thumbnails.one',
  'thumbnails.v1',
  'thumbnails.v2',
  'users.profile',
  'workflow.download',
  'workflow.review',
  'zip.init',
  'zip.items',
  'zip.itemsStatus',
  'zip.start',
  'zip.status',
];

describe('the contract', () => {
  it('marks every call the spec does not list as ours (requirements C13)', () => {
    const spec = endpoints.filter((e) => e.ours !== true).map((e) => e.name);
    expect(spec.sort()).toEqual(SPEC_CALLS);
  });

  it('names every endpoint once', () => {
    const names = endpoints.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(endpoints.map((e) => [e.name, e] as const))(
    '%s is declared consistently',
    (_, endpoint) => {
      expect(endpoint.path.startsWith('/')).toBe(true);
      // Every {param} of the path is a field of the request (the router fills it from the path).
      const fields = Object.keys((endpoint.request as { entries?: object }).entries ?? {});
      for (const param of pathParams(endpoint.path)) expect(fields).toContain(param);
      if (endpoint.method === 'GET') {
        expect(endpoint.encoding).toBe('none');
        expect(endpoint.csrf).toBeNull();
      } else {
        expect(endpoint.csrf).not.toBeNull();
      }
    },
  );

  it.each([
    [
      'a success',
      { success: true, result_code: '00', duplicate_login: false, extra: 'kept' },
      true,
    ],
    [
      'LoginOTP',
      { success: false, all: 'LoginOTP', result_code: '10', result: { phone: '' } },
      true,
    ],
    [
      'WebConnectionDeny',
      { success: false, all: 'WebConnectionDeny', operation_authority: { blocked: true } },
      true,
    ],
    ['a wrong flag type', { success: true, need_gdpr: 'yes' }, false],
    ['no success field', { all: 'x' }, false],
  ])('accepts or refuses a login answer: %s', (_, body, ok) => {
    expect(v.is(loginResponse, body)).toBe(ok);
  });

  it.each([
    ['the session failure', { success: false, result_code: '01', all: 'WebConnectionDeny' }, true],
    ['success without profile_info', { success: true }, false],
    ['HTML', '<html>', false],
  ])('accepts or refuses a profile answer: %s', (_, body, ok) => {
    expect(v.is(myProfile.response, body)).toBe(ok);
  });
});

describe('answers the spec leaves open, taken liberally (security K25)', () => {
  it.each([
    ['with no result_code at all', { success: true, otp_expire_seconds: 90 }, 90],
    [
      'with a result_code that is not 00',
      { success: true, result_code: '0', otp_expire_seconds: 60 },
      60,
    ],
    ['with no expiry: the default 120 s countdown', { success: true }, OTP_DEFAULT_SECONDS],
  ])('accepts an OTP request success %s', (_, body, seconds) => {
    const parsed = v.safeParse(otpRequest.response, body);
    expect(parsed.success).toBe(true);
    expect(parsed.output).toMatchObject({ success: true, otp_expire_seconds: seconds });
  });

  it.each([
    ['the minimal answer', { success: true }],
    [
      'our answer',
      { success: true, device_id: 'abcDEF1234567890', expires_at: '2027-01-01T00:00:00Z' },
    ],
  ])('accepts a device registration success: %s', (_, body) => {
    expect(v.is(otpDeviceRegistration.response, body)).toBe(true);
  });
});
