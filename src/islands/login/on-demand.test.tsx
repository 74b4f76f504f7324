import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordModal, SsoModal } from './on-demand.ts';
import { EN } from '../ui/test-strings.ts';

afterEach(cleanup);

describe('the lazily loaded modals', () => {
  it('loads the SSO modal on first render', async () => {
    render(<SsoModal strings={EN} locale="en" onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Check SSO Status' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Company ID' })).toBeTruthy();
  });

  it('loads the Reset Password modal on first render', async () => {
    render(<ResetPasswordModal strings={EN} locale="en" subdomain={false} onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'User' })).toHaveProperty('checked', true);
  });
});
