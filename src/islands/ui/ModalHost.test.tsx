import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $modals, closeModal, openModal, setEditMode } from '../../lib/ui/modals.ts';
import { $dialogStack } from './dialog-stack.ts';
import { Modal } from './Modal.tsx';
import { ModalHost, type ModalRegistry, type ModalViewProps } from './ModalHost.tsx';

function Simple({ props, modal, cancelPending, answerCancel }: ModalViewProps) {
  const title = typeof props['title'] === 'string' ? props['title'] : 'Untitled';
  return (
    <Modal {...modal} title={title} closeLabel="Close">
      <input aria-label={`${title} field`} />
      {cancelPending && (
        <button
          type="button"
          onClick={() => {
            answerCancel(true);
          }}
        >
          Discard
        </button>
      )}
    </Modal>
  );
}

const registry: ModalRegistry = { settings: Simple, share: Simple, viewer: Simple };

beforeEach(() => {
  closeModal('all');
});
afterEach(cleanup);

function escape(name: string): void {
  fireEvent.keyDown(screen.getByRole('dialog', { name }), { key: 'Escape' });
}

describe('ModalHost', () => {
  it('renders the main modal below the overlay', () => {
    render(<ModalHost registry={registry} />);
    act(() => {
      openModal('settings', { title: 'Settings' });
      openModal('viewer', { title: 'Viewer' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect($dialogStack.get().map((d) => d.textContent)).toEqual([
      expect.stringContaining('Settings'),
      expect.stringContaining('Viewer'),
    ]);
  });

  it('keeps the overlay on top when a new main modal opens under it', () => {
    render(<ModalHost registry={registry} />);
    act(() => {
      openModal('settings', { title: 'Settings' });
      openModal('viewer', { title: 'Viewer' });
    });
    act(() => {
      openModal('share', { title: 'Share' });
    });
    expect($dialogStack.get().at(-1)).toBe(screen.getByRole('dialog', { name: 'Viewer' }));
  });

  it.each([
    [
      'closes only the overlay on Escape in the overlay',
      'Viewer',
      { main: 'settings', overlay: null },
    ],
    ['closes everything on Escape in the main modal', 'Settings', { main: null, overlay: null }],
  ])('%s', (_name, target, expected) => {
    render(<ModalHost registry={registry} />);
    act(() => {
      openModal('settings', { title: 'Settings' });
      openModal('viewer', { title: 'Viewer' });
    });
    escape(target);
    const { main, overlay } = $modals.get();
    expect({ main: main?.id ?? null, overlay: overlay?.id ?? null }).toEqual(expected);
  });

  it('ignores Escape for a modal opened with cancel mode none', () => {
    render(<ModalHost registry={registry} />);
    act(() => {
      openModal('settings', { title: 'Agreement' }, { cancelMode: 'none' });
    });
    escape('Agreement');
    expect(screen.getByRole('dialog', { name: 'Agreement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('asks before discarding edits in confirm mode', () => {
    render(<ModalHost registry={registry} />);
    act(() => {
      openModal('settings', { title: 'Settings' }, { cancelMode: 'confirm' });
      setEditMode('main', true);
    });
    escape('Settings');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing for an id it does not know', () => {
    render(<ModalHost registry={registry} />);
    act(() => {
      openModal('unknown');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
