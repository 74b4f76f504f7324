import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResetEnv } from '../../lib/reset-request/reset-store.ts';
import { EN } from '../ui/test-strings.ts';
import { ResetDialog } from './ResetDialog.tsx';

afterEach(cleanup);

function open(options: { subdomain?: boolean; send?: ResetEnv['send'] } = {}) {
  const env = {
    send: vi.fn(options.send ?? (() => Promise.resolve({ success: true, all: 'Sent' }))),
    toastError: vi.fn(),
  };
  const onClose = vi.fn();
  render(
    <ResetDialog
      strings={EN}
      locale="en"
      subdomain={options.subdomain ?? false}
      companyCode="acme"
      onClose={onClose}
      env={env}
    />,
  );
  const send = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
      await Promise.resolve();
    });
  };
  return { env, onClose, send };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('ResetDialog', () => {
  it.each<[string, { subdomain?: boolean }, 'User' | 'Guest', string[], string]>([
    [
      'a user',
      {},
      'User',
      [
        'Comany ID is a required field.',
        'User ID is a required field.',
        'Email Address is a required field.',
      ],
      'Company ID',
    ],
    [
      'a guest',
      {},
      'Guest',
      ['Comany ID is a required field.', 'Guest ID is a required field.'],
      'Company ID',
    ],
    [
      'a user on a sub-domain',
      { subdomain: true },
      'User',
      ['User ID is a required field.', 'Email Address is a required field.'],
      'User ID',
    ],
  ])(
    'shows the spec messages for %s and focuses the first field',
    async (_, o, type, messages, first) => {
      const { env, send } = open(o);
      fireEvent.click(screen.getByRole('radio', { name: type }));
      await send();
      for (const message of messages) expect(screen.getByText(message)).toBeTruthy();
      const invalid = screen.getAllByRole('textbox').filter((e) => e.getAttribute('aria-invalid'));
      expect(invalid).toHaveLength(messages.length);
      expect(document.activeElement).toBe(field(first));
      expect(env.send).not.toHaveBeenCalled();
    },
  );

  it('shows no e-mail field for guests and no company field on a sub-domain', () => {
    open({ subdomain: true });
    expect(screen.queryByRole('textbox', { name: 'Company ID' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Guest' }));
    expect(screen.queryByRole('textbox', { name: 'Email Address' })).toBeNull();
    expect(field('Guest ID')).toBeTruthy();
  });

  it('clears a field error as soon as the field is edited', async () => {
    const { send } = open();
    await send();
    fireEvent.change(field('User ID'), { target: { value: 'alice' } });
    expect(screen.queryByText('User ID is a required field.')).toBeNull();
    expect(screen.getByText('Comany ID is a required field.')).toBeTruthy();
  });

  it('sends a guest request on a sub-domain and shows the success view', async () => {
    const { env, onClose, send } = open({ subdomain: true });
    fireEvent.click(screen.getByRole('radio', { name: 'Guest' }));
    fireEvent.change(field('Guest ID'), { target: { value: ' gil ' } });
    await send();
    expect(env.send).toHaveBeenCalledExactlyOnceWith({
      type: 'guest',
      request: { code: 'acme', id: 'gil', lang: 'eng' },
    });
    expect(screen.getByText('Check your e-mail')).toBeTruthy();
    const complete = screen.getByRole('button', { name: 'Complete' });
    expect(document.activeElement).toBe(complete);
    fireEvent.click(complete);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps everything typed when the request fails', async () => {
    const { send } = open({ send: () => Promise.reject(new Error('offline')) });
    fireEvent.change(field('Company ID'), { target: { value: 'demo' } });
    fireEvent.change(field('User ID'), { target: { value: 'alice' } });
    fireEvent.change(field('Email Address'), { target: { value: 'alice@example.com' } });
    await send();
    expect(field('Company ID')).toHaveProperty('value', 'demo');
    expect(field('Email Address')).toHaveProperty('value', 'alice@example.com');
    expect(screen.queryByText('Check your e-mail')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send link' }).getAttribute('aria-busy')).toBeNull();
  });
});
