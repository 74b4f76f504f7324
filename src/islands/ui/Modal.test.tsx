import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $dialogStack } from './dialog-stack.ts';
import { Modal, type ModalProps } from './Modal.tsx';

afterEach(cleanup);

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      {open && (
        <Modal
          title="Rename"
          closeLabel="Close"
          onClose={() => {
            setOpen(false);
          }}
          {...props}
        >
          <label>
            Name <input />
          </label>
        </Modal>
      )}
    </>
  );
}

function openHarness(props: Partial<ModalProps> = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    openHarness();
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect($dialogStack.get()).toEqual([dialog]);
  });

  it('draws a name in its title in pieces a line may break between, and is named by the whole title', () => {
    const name = '2026年度_営業部門報告書.txt';
    openHarness({ title: `${name} のタグ`, titleName: name });
    // The <wbr>s would be spaces in its accessible name: the heading is named by the whole title.
    const dialog = screen.getByRole('dialog', { name: `${name} のタグ` });
    expect(screen.getByRole('heading', { name: `${name} のタグ` })).toBeTruthy();
    const drawn = dialog.querySelector('h2 .ui-name');
    expect(drawn?.textContent).toBe(name);
    // Breaks after the underscore and before the extension's dot, none inside the words.
    const pieces = Array.from(drawn?.childNodes ?? [], (node) =>
      node.nodeName === 'WBR'
        ? '|'
        : node.nodeName === 'SPAN'
          ? `[${node.textContent}]`
          : node.textContent,
    );
    // A separator stays with the letter before it (a span that does not wrap).
    expect(pieces.join('')).toBe('2026年[度_]|営業部門報告書|.txt');
    expect(dialog.querySelector('h2')?.textContent).toBe(`${name} のタグ`);
  });

  it('moves focus to the first field of its body', () => {
    openHarness();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('gives focus to the element it is told to', () => {
    function WithInitial() {
      const target = useRef<HTMLButtonElement>(null);
      return (
        <Modal title="T" closeLabel="Close" onClose={() => undefined} initialFocus={target}>
          <input aria-label="first" />
          <button ref={target} type="button">
            Go
          </button>
        </Modal>
      );
    }
    render(<WithInitial />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go' }));
  });

  it('focuses the close button when its body has nothing to focus (no ring around it all)', () => {
    render(
      <Modal title="Info" closeLabel="Close" onClose={() => undefined}>
        <p>Read me</p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('focuses the dialog itself when nothing in it can take focus', () => {
    render(
      <Modal title="Info" closeLabel="Close" dismissible={false} onClose={() => undefined}>
        <p>Read me</p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it.each([
    [
      'closes on Escape and returns focus to the opener',
      (d: HTMLElement) => fireEvent.keyDown(d, { key: 'Escape' }),
    ],
    [
      'closes with the close button named by its text',
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('%s', (_name, close) => {
    const opener = openHarness();
    close(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect($dialogStack.get()).toEqual([]);
  });

  it('stays open on Escape and shows no close button when it cannot be dismissed', () => {
    openHarness({ dismissible: false });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('stays open on an Escape that cancels an IME conversion', () => {
    openHarness();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape', isComposing: true });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stops the browser from closing the dialog itself on Escape', () => {
    openHarness();
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    screen.getByRole('dialog').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    ['default', 'ui-modal--default'],
    ['wide', 'ui-modal--wide'],
  ] as const)('uses the %s width class', (size, className) => {
    openHarness({ size });
    expect(screen.getByRole('dialog').classList.contains(className)).toBe(true);
  });

  it('renders a footer when given one', () => {
    openHarness({ footer: <button type="button">Save</button> });
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
