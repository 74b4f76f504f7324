import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, type ButtonProps } from './Button.tsx';
import { InlineMessage } from './InlineMessage.tsx';
import { Spinner } from './Spinner.tsx';

afterEach(cleanup);

describe('Button', () => {
  it.each<[NonNullable<ButtonProps['variant']>, string]>([
    ['primary', 'button ui-button'],
    ['secondary', 'button secondary ui-button'],
    ['link', 'ui-button ui-button--link'],
  ])('styles the %s variant with "%s"', (variant, className) => {
    render(<Button variant={variant}>Login</Button>);
    expect(screen.getByRole('button').className).toBe(className);
  });

  it('is a plain button unless told to submit', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  it('keeps its name, shows a spinner and sets aria-busy while busy', () => {
    render(<Button busy>Login</Button>);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.ui-spinner')).not.toBeNull();
  });

  it('sends one request for a double click once the form is busy', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => {
      event.preventDefault();
    });
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Login</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button'));
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Login
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus while busy', () => {
    const { rerender } = render(<Button>Login</Button>);
    screen.getByRole('button').focus();
    rerender(<Button busy>Login</Button>);
    expect(document.activeElement).toBe(screen.getByRole('button'));
  });
});

describe('Spinner', () => {
  it.each([
    ['announces its label as a status', 'Loading…', 1],
    ['is decorative without a label', undefined, 0],
  ])('%s', (_name, label, statuses) => {
    render(label === undefined ? <Spinner /> : <Spinner label={label} />);
    expect(screen.queryAllByRole('status')).toHaveLength(statuses);
    if (label !== undefined) expect(screen.getByRole('status').textContent).toBe(label);
  });
});

describe('InlineMessage', () => {
  it.each([
    ['error', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('gives the %s tone role %s', (tone, role) => {
    render(<InlineMessage tone={tone}>Message</InlineMessage>);
    expect(screen.getByRole(role).textContent).toBe('Message');
  });

  it('shows a server message as text', () => {
    const payload = '"><svg onload=window.__x=1>';
    render(<InlineMessage>{payload}</InlineMessage>);
    expect(screen.getByRole('alert').textContent).toBe(payload);
    expect(document.querySelector('svg[onload]')).toBeNull();
  });
});
