import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $alerts, dismissAlert, showAlert } from '../../lib/ui/alerts.ts';
import { AlertHost } from './AlertHost.tsx';

afterEach(() => {
  cleanup();
  for (const item of $alerts.get()) dismissAlert(item.id);
});

const XSS = [
  '<img src=x onerror=window.__x=1>',
  '<script>window.__x=1</script>',
  '"><svg onload=window.__x=1>',
  '\u202Eevil',
];

describe('AlertHost', () => {
  it('shows an alertdialog with the focus on OK', () => {
    render(<AlertHost />);
    act(() => void showAlert('Saved.', { okLabel: 'OK' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Saved.' });
    expect(dialog.classList.contains('ui-alert--info')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('is named by its title and described by the message when it has a title', () => {
    render(<AlertHost />);
    act(() => void showAlert('Body text', { okLabel: 'OK', title: 'Heads up', tone: 'warning' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Heads up' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Body text');
  });

  it.each(XSS)('renders %j as text, never as HTML', (payload) => {
    render(<AlertHost />);
    act(() => void showAlert(payload, { okLabel: 'OK', tone: 'error' }));
    const message = screen.getByRole('alertdialog').querySelector('.ui-alert__message');
    expect(message?.textContent).toBe(payload);
    expect(message?.children).toHaveLength(0);
  });

  it('keeps the line breaks of the message for CSS to show', () => {
    render(<AlertHost />);
    act(() => void showAlert('Line one.\r\nLine two.', { okLabel: 'OK' }));
    expect(screen.getByRole('alertdialog').querySelector('.ui-alert__message')?.textContent).toBe(
      'Line one.\r\nLine two.',
    );
  });

  it('shows queued alerts one after another and resolves each when dismissed', async () => {
    render(<AlertHost />);
    const seen: string[] = [];
    act(() => {
      void showAlert('First', { okLabel: 'OK' }).then(() => seen.push('first'));
      void showAlert('Second', { okLabel: 'Next' }).then(() => seen.push('second'));
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      await Promise.resolve();
    });
    expect(seen).toEqual(['first']);
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
      await Promise.resolve();
    });
    expect(seen).toEqual(['first', 'second']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('returns focus to where it was when the last alert is dismissed', () => {
    render(
      <>
        <button type="button">Upload</button>
        <AlertHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Upload' });
    opener.focus();
    act(() => void showAlert('Too large.', { okLabel: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(document.activeElement).toBe(opener);
  });
});
