import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_HIDE_DELAY, startProgress } from '../../lib/ui/progress.ts';
import { $toasts, TOAST_DURATION, dismissToast, toast } from '../../lib/ui/toasts.ts';
import { Modal } from './Modal.tsx';
import { ToastHost, runToastAction } from './ToastHost.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  act(() => {
    startProgress('reset').fail();
    for (const item of $toasts.get()) dismissToast(item.id);
  });
  vi.useRealTimers();
});

describe('ToastHost', () => {
  it("runs a toast's button once, then the toast leaves", () => {
    const run = vi.fn();
    render(<ToastHost dismissLabel="Dismiss" />);
    let id = 0;
    act(() => {
      id = toast('1 item deleted.', { tone: 'success', action: { label: 'Undo', run } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    act(() => {
      runToastAction(id);
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('1 item deleted.')).toBeNull();
  });

  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['error', 'alert'],
  ] as const)('announces a %s toast with role %s', (tone, role) => {
    render(<ToastHost dismissLabel="Dismiss" />);
    act(() => void toast(`A ${tone} message`, { tone }));
    const item = screen.getByText(`A ${tone} message`).closest('.ui-toast');
    expect(item?.getAttribute('role')).toBe(role);
  });

  it('renders a server message as text, never as HTML', () => {
    render(<ToastHost dismissLabel="Dismiss" />);
    const payload = '<img src=x onerror=window.__x=1>';
    act(() => void toast(payload, { tone: 'error' }));
    expect(screen.getByRole('alert').querySelector('.ui-toast__message')?.textContent).toBe(
      payload,
    );
    expect(document.querySelector('img')).toBeNull();
  });

  it.each([
    ['Undo', 'its action'],
    ['Dismiss', 'its dismiss button'],
  ])('gives the focus back to where it came from after %s (%s)', (button) => {
    render(
      <>
        <div role="grid" tabIndex={0} aria-label="Files" />
        <ToastHost dismissLabel="Dismiss" />
      </>,
    );
    act(() => void toast('1 item deleted.', { action: { label: 'Undo', run: () => undefined } }));
    const list = screen.getByRole('grid', { name: 'Files' });
    list.focus();
    const target = screen.getByRole('button', { name: button });
    target.focus();
    expect(document.activeElement).toBe(target);
    fireEvent.click(target);
    expect(document.activeElement).toBe(list);
  });

  it('leaves the focus where the action put it (a dialog it opened)', () => {
    render(
      <>
        <div role="grid" tabIndex={0} aria-label="Files" />
        <input aria-label="In a dialog" />
        <ToastHost dismissLabel="Dismiss" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'In a dialog' });
    act(
      () =>
        void toast('Name already in use', {
          action: {
            label: 'Rename',
            run: () => {
              field.focus();
            },
          },
        }),
    );
    screen.getByRole('grid', { name: 'Files' }).focus();
    const action = screen.getByRole('button', { name: 'Rename' });
    action.focus();
    fireEvent.click(action);
    expect(document.activeElement).toBe(field);
  });

  it('hides a toast with its dismiss button', () => {
    render(<ToastHost dismissLabel="Dismiss" />);
    act(() => void toast('Copied', { tone: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('hides a toast by itself, but not while the pointer is on it', () => {
    render(<ToastHost dismissLabel="Dismiss" />);
    act(() => void toast('Moved'));
    const item = screen.getByText('Moved').closest('.ui-toast');
    if (item === null) throw new Error('no toast');
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION.info * 2);
    });
    expect(screen.getByText('Moved')).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION.info);
    });
    expect(screen.queryByText('Moved')).toBeNull();
  });

  it('shows a spinner while working, a check mark when done, and hides 2 seconds later', () => {
    render(<ToastHost dismissLabel="Dismiss" />);
    let handle = startProgress('');
    act(() => {
      handle = startProgress('Compressing 3 files…');
    });
    const region = () => document.querySelector('.ui-progress');
    expect(region()?.getAttribute('role')).toBe('status');
    expect(region()?.querySelector('.ui-spinner')).not.toBeNull();
    act(() => {
      handle.done('Zip file created.');
    });
    expect(region()?.textContent).toBe('Zip file created.');
    expect(region()?.querySelector('.ui-spinner')).toBeNull();
    expect(region()?.querySelector('.ui-icon--check')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(PROGRESS_HIDE_DELAY);
    });
    expect(region()?.textContent).toBe('');
  });

  it('renders inside the open modal dialog so that it stays visible and usable', () => {
    render(
      <>
        <ToastHost dismissLabel="Dismiss" />
        <Modal title="Reset password" closeLabel="Close" onClose={() => undefined}>
          <p>Form</p>
        </Modal>
      </>,
    );
    act(() => void toast('This URL is already expired.', { tone: 'error' }));
    expect(screen.getByRole('dialog').contains(screen.getByRole('alert'))).toBe(true);
  });
});
