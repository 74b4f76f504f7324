import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json' with { type: 'json' };
import login from '../../../locales/en/login.json' with { type: 'json' };
import otpStrings from '../../../locales/en/otp.json' with { type: 'json' };
import password from '../../../locales/en/password.json' with { type: 'json' };
import { createT } from '../../lib/i18n/t.ts';
import { inertLoginEnv } from '../../lib/login/browser-env.ts';
import type { LoginEnv } from '../../lib/login/env.ts';
import { loginData, otp } from '../../lib/login/fixtures.test-support.ts';
import { createLoginStore } from '../../lib/login/store.ts';
import { LoginContext } from './context.ts';
import LoginPage from './LoginPage.tsx';
import { OtpCodeStep } from './OtpCodeStep.tsx';
import { OtpPhoneStep } from './OtpPhoneStep.tsx';
import { PasswordWizard } from './PasswordWizard.tsx';

const strings = { ...common, ...login, ...otpStrings, ...password };
const t = createT(strings, 'en');

afterEach(cleanup);

function withStore(ui: ReactElement, overrides: Partial<LoginEnv> = {}) {
  const store = createLoginStore({ ...inertLoginEnv('en', t), ...overrides });
  render(
    <LoginContext.Provider value={{ store, t, locale: 'en', warmUp: () => undefined }}>
      {ui}
    </LoginContext.Provider>,
  );
  return store;
}

describe('the server-rendered login page', () => {
  const html = renderToString(<LoginPage locale="en" strings={strings} extrasStrings={{}} />);

  it('has the form with the spec’s accessible names', () => {
    for (const name of [
      'Company ID',
      'User ID',
      'Password',
      'Stay signed in',
      'Login',
      'Forgot Password',
      'SSO Login',
    ]) {
      expect(html).toContain(`>${name}<`);
    }
  });

  it('has no inline style (the CSP blocks it) and no field names (nothing typed reaches a URL)', () => {
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/<input[^>]*\sname=/);
  });

  it('keeps the Login button disabled until the page is alive, so Enter cannot submit early', () => {
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it('asks for the autocomplete the password managers need', () => {
    expect(html).toMatch(/autoComplete="organization"/i);
    expect(html).toMatch(/autoComplete="username"/i);
    expect(html).toMatch(/autoComplete="current-password"/i);
  });
});

describe('the code step', () => {
  const state = {
    tag: 'otp_code',
    otp: otp('12'),
    method: 'sms',
    expireSeconds: 120,
    issue: 1,
    invalid: false,
  } as const;

  it('turns pasted and full-width digits into the code', () => {
    withStore(<OtpCodeStep state={state} />);
    const field = screen.getByLabelText('Verification code');
    fireEvent.change(field, { target: { value: ' １２３-４５６ ' } });
    expect(field).toHaveProperty('value', '123456');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
  });

  it('marks the field when the code was refused and keeps it', () => {
    withStore(<OtpCodeStep state={{ ...state, invalid: true }} />);
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Check the code and try again.')).toBeTruthy();
  });

  it('has no other method for otpCode 10', () => {
    withStore(<OtpCodeStep state={{ ...state, otp: otp('10'), method: 'email' }} />);
    expect(screen.queryByRole('button', { name: 'Choose another method' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend in 02:00' })).toBeTruthy();
  });

  it('waits to resend while the code is valid, then offers it', () => {
    withStore(<OtpCodeStep state={state} />);
    const waiting = screen.getByRole('button', { name: 'Resend in 02:00' });
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    cleanup();
    withStore(<OtpCodeStep state={{ ...state, expireSeconds: 0 }} />);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend.getAttribute('aria-disabled')).toBeNull();
  });

  it('toasts instead of sending an empty code', () => {
    const toast = vi.fn();
    withStore(<OtpCodeStep state={state} />, { toast });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(toast).toHaveBeenCalledWith('Please enter verification code.', 'error');
  });
});

describe('the phone step', () => {
  it('ignores everything but digits', () => {
    withStore(<OtpPhoneStep otp={otp('11')} />);
    const field = screen.getByLabelText('Mobile phone number');
    fireEvent.change(field, { target: { value: '090-abc-１２' } });
    expect(field).toHaveProperty('value', '09012');
  });
});

describe('the password wizard', () => {
  const data = loginData({
    firstLogin: true,
    policy: { password_min_length: 10, password_string_type: 4 },
  });

  it('starts with the first-login notice', () => {
    withStore(
      <PasswordWizard
        state={{ tag: 'password_wizard', page: 0, data, done: { gdpr: false, wizard: false } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Password change request' })).toBeTruthy();
    expect(screen.getByText('New user must change password at initial login')).toBeTruthy();
  });

  it('says Expired Password for an expired one', () => {
    const expired = loginData({ timeLimitExceeded: true });
    withStore(
      <PasswordWizard
        state={{
          tag: 'password_wizard',
          page: 0,
          data: expired,
          done: { gdpr: false, wizard: false },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Expired Password' })).toBeTruthy();
  });

  it('ticks the rules while typing and refuses a mismatch without calling the server', () => {
    const changePassword = vi.fn(() => Promise.resolve());
    withStore(
      <PasswordWizard
        state={{ tag: 'password_wizard', page: 1, data, done: { gdpr: false, wizard: false } }}
      />,
      { api: { ...inertLoginEnv('en', t).api, changePassword } },
    );
    const rule = () => screen.getByText('At least 10 characters').closest('li');
    expect(rule()?.textContent).toContain('not yet');
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Good-pass-2026!' },
    });
    expect(rule()?.textContent).toContain('done');
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'Good-pass-2026?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password does not match.')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });
});
