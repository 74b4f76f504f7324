import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $alerts, dismissAlert, showAlert } from '../../lib/ui/alerts.ts';
import { $toasts, dismissToast, toast } from '../../lib/ui/toasts.ts';
import { LazyAlertHost } from './LazyAlertHost.tsx';
import { LazyToastHost } from './LazyToastHost.tsx';
import { Modal } from './Modal.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    for (const item of $toasts.get()) dismissToast(item.id);
    for (const item of $alerts.get()) dismissAlert(item.id);
  });
});

describe('the on-demand toast and alert hosts', () => {
  it('render nothing on the server', () => {
    const html = renderToString(
      <>
        <LazyToastHost dismissLabel="Dismiss" />
        <LazyAlertHost />
      </>,
    );
    expect(html).toBe('');
  });

  it('shows a toast once its code has loaded, as text', async () => {
    render(<LazyToastHost dismissLabel="Dismiss" />);
    const payload = '<img src=x onerror=window.__x=1>';
    act(() => void toast(payload, { tone: 'error' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.ui-toast__message')?.textContent).toBe(payload);
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a toast queued before it mounted, and hides it with its dismiss button', async () => {
    act(() => void toast('Copied', { tone: 'success' }));
    render(<LazyToastHost dismissLabel="Dismiss" />);
    expect(await screen.findByText('Copied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('renders a toast inside the open modal dialog so that it stays usable', async () => {
    render(
      <>
        <LazyToastHost dismissLabel="Dismiss" />
        <Modal title="Reset password" closeLabel="Close" onClose={() => undefined}>
          <p>Form</p>
        </Modal>
      </>,
    );
    act(() => void toast('This URL is already expired.', { tone: 'error' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('dialog').contains(alert)).toBe(true);
  });

  it('shows a queued alert with the focus on OK and resolves it when dismissed', async () => {
    render(<LazyAlertHost />);
    let dismissed = false;
    act(() => {
      void showAlert('Saved.', { okLabel: 'OK' }).then(() => {
        dismissed = true;
      });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Saved.' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      await Promise.resolve();
    });
    expect(dismissed).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
