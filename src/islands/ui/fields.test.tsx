import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.tsx';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

afterEach(cleanup);

function ControlledText(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return <TextField label="Company ID" value={value} onChange={setValue} {...props} />;
}

function ControlledPassword(props: Partial<PasswordFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <PasswordField
      label="Password"
      toggleLabel="Show password"
      capsLockWarning="Caps Lock is on."
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

function keyWithCapsLock(target: HTMLElement, type: 'keydown' | 'keyup', on: boolean): void {
  const event = new KeyboardEvent(type, { key: 'a', bubbles: true });
  Object.defineProperty(event, 'getModifierState', {
    value: (key: string) => key === 'CapsLock' && on,
  });
  fireEvent(target, event);
}

function paste(target: HTMLElement, text: string): void {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('TextField', () => {
  it.each<[string, Partial<TextFieldProps>, boolean, string]>([
    ['is valid and undescribed by default', {}, false, ''],
    [
      'describes itself with its hint',
      { hint: 'Up to 127 characters' },
      false,
      'Up to 127 characters',
    ],
    [
      'is invalid and describes itself with the error first',
      { hint: 'Hint', error: 'Required.' },
      true,
      'Required. | Hint',
    ],
    ['treats an empty error as valid', { error: '' }, false, ''],
  ])('%s', (_name, props, invalid, described) => {
    render(<ControlledText {...props} />);
    const input = screen.getByRole('textbox', { name: 'Company ID' });
    expect(input.getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
    expect(describedText(input)).toBe(described);
  });

  it('forwards the input attributes it is given', () => {
    render(
      <ControlledText
        name="company"
        autoComplete="organization"
        inputMode="numeric"
        maxLength={127}
        readOnly
      />,
    );
    const input = screen.getByRole('textbox');
    expect(
      ['name', 'autocomplete', 'inputmode', 'maxlength', 'readonly'].map((a) =>
        input.getAttribute(a),
      ),
    ).toEqual(['company', 'organization', 'numeric', '127', '']);
  });

  it('reports typed text as a value', () => {
    render(<ControlledText />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    fireEvent.change(input, { target: { value: 'acme' } });
    expect(input.value).toBe('acme');
  });
});

describe('PasswordField', () => {
  const input = () => screen.getByLabelText<HTMLInputElement>('Password');
  const toggle = () => screen.getByRole('button', { name: 'Show password' });

  it('hides the password and uses current-password autocomplete by default', () => {
    render(<ControlledPassword />);
    expect([input().type, input().autocomplete]).toEqual(['password', 'current-password']);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });

  it('shows and hides the password with a pressed toggle of constant name', () => {
    render(<ControlledPassword />);
    fireEvent.click(toggle());
    expect([input().type, toggle().getAttribute('aria-pressed')]).toEqual(['text', 'true']);
    fireEvent.click(toggle());
    expect([input().type, toggle().getAttribute('aria-pressed')]).toEqual(['password', 'false']);
  });

  it('warns while Caps Lock is on and stops when it is off or the field is left', () => {
    render(<ControlledPassword />);
    keyWithCapsLock(input(), 'keydown', true);
    expect(screen.getByText('Caps Lock is on.')).toBeTruthy();
    expect(describedText(input())).toContain('Caps Lock is on.');
    keyWithCapsLock(input(), 'keyup', false);
    expect(screen.queryByText('Caps Lock is on.')).toBeNull();
    keyWithCapsLock(input(), 'keydown', true);
    fireEvent.blur(input());
    expect(screen.queryByText('Caps Lock is on.')).toBeNull();
  });

  it.each([
    ['trims trailing whitespace of pasted text when asked', true, 'secret \r\n\t', 'secret'],
    ['keeps leading whitespace of pasted text', true, '  secret ', '  secret'],
    ['leaves pasted text alone by default', false, 'secret ', null],
  ])('%s', (_name, trim, pasted, expected) => {
    render(<ControlledPassword trimPastedWhitespace={trim} />);
    paste(input(), pasted);
    expect(input().value).toBe(expected ?? '');
  });

  it('inserts trimmed pasted text at the caret', () => {
    render(<ControlledPassword trimPastedWhitespace initial="ab" />);
    input().setSelectionRange(1, 1);
    paste(input(), 'XY  ');
    expect(input().value).toBe('aXYb');
    expect(input().selectionStart).toBe(3);
  });
});

describe('Checkbox', () => {
  it('is labelled, toggles, and carries its error', () => {
    function Harness() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="Stay signed in"
          checked={checked}
          onChange={setChecked}
          error="Please agree."
        />
      );
    }
    render(<Harness />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Stay signed in' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box)).toBe('Please agree.');
  });
});
