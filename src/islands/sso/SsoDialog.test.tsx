import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../lib/api/errors.ts';
import type { SsoAnswer, SsoEnv } from '../../lib/sso/sso-store.ts';
import { EN } from '../ui/test-strings.ts';
import { SsoDialog } from './SsoDialog.tsx';

afterEach(cleanup);

function fakeEnv(init: (code: string) => Promise<SsoAnswer>) {
  const navigate = vi.fn();
  const later: (() => void)[] = [];
  const env: SsoEnv = {
    init: vi.fn(init),
    api: 'https://api.example.com',
    navigate,
    delayMs: 1500,
    schedule: (run) => {
      later.push(run);
      return () => undefined;
    },
  };
  return { env, navigate, later };
}

function open(env: SsoEnv, subdomainCode?: string) {
  render(
    <SsoDialog
      strings={EN}
      locale="en"
      onClose={vi.fn()}
      env={env}
      {...(subdomainCode === undefined ? {} : { subdomainCode })}
    />,
  );
  return {
    input: () => screen.getByLabelText('Company ID'),
    ok: () => screen.getByRole('button', { name: 'OK' }),
  };
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('SsoDialog', () => {
  it('keeps OK disabled until a company ID other than spaces is typed', () => {
    const { env } = fakeEnv(() => Promise.resolve({ idp_name: 'X', key: 'k' }));
    const { input, ok } = open(env);
    expect(screen.getByRole('dialog', { name: 'Check SSO Status' })).toBeTruthy();
    expect(ok()).toHaveProperty('disabled', true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(ok()).toHaveProperty('disabled', true);
    fireEvent.change(input(), { target: { value: 'demo-sso' } });
    expect(ok()).toHaveProperty('disabled', false);
  });

  it('limits the ID to 127 characters and says so at the limit', () => {
    const { env } = fakeEnv(() => Promise.resolve({ idp_name: 'X', key: 'k' }));
    const { input } = open(env);
    expect(input().getAttribute('maxlength')).toBe('127');
    fireEvent.change(input(), { target: { value: 'a'.repeat(127) } });
    expect(screen.getByText('Company ID can be at most 127 characters.')).toBeTruthy();
    expect(screen.getByText('127 / 127 characters')).toBeTruthy();
  });

  it('shows the provider, then leaves for the SSO login address', async () => {
    const { env, navigate, later } = fakeEnv(() =>
      Promise.resolve({ idp_name: 'Microsoft Entra ID', key: 'a&x=1' }),
    );
    const { input } = open(env);
    fireEvent.change(input(), { target: { value: 'demo-sso' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    await settle();
    expect(
      screen.getByText('This company provides SSO through Microsoft Entra ID account.'),
    ).toBeTruthy();
    expect(screen.getByText('Going to Login page.')).toBeTruthy();
    later.forEach((run) => {
      run();
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      'https://api.example.com/openapi/sso/login?key=a%26x%3D1',
    );
  });

  it('shows the server message as text and keeps the typed ID', async () => {
    const { env, navigate } = fakeEnv(() =>
      Promise.reject(new ApiFailure('sso_unavailable', '<b>No SSO</b> for this company', {})),
    );
    const { input } = open(env);
    fireEvent.change(input(), { target: { value: 'nobody' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('<b>No SSO</b> for this company');
    expect(input()).toHaveProperty('value', 'nobody');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows an error and stays for an empty key', async () => {
    const { env, navigate } = fakeEnv(() => Promise.resolve({ idp_name: 'X', key: '' }));
    const { input } = open(env);
    fireEvent.change(input(), { target: { value: 'demo-sso' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(EN['sso.badAnswer']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not submit on the Enter that ends an IME composition', () => {
    const { env } = fakeEnv(() => Promise.resolve({ idp_name: 'X', key: 'k' }));
    const { input } = open(env);
    fireEvent.change(input(), { target: { value: 'かいしゃ' } });
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    Object.defineProperty(event, 'isComposing', { value: true });
    input().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(env.init).not.toHaveBeenCalled();
  });

  it('checks the sub-domain company by itself and shows no input', async () => {
    const { env } = fakeEnv(() => Promise.reject(new ApiFailure(null, 'SSO is off', {})));
    open(env, 'acme');
    expect(env.init).toHaveBeenCalledExactlyOnceWith('acme');
    expect(screen.queryByLabelText('Company ID')).toBeNull();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('SSO is off');
  });
});
