// A password input with a show/hide toggle, a Caps Lock warning and paste trimming.
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { Icon } from './icons.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** Props of `PasswordField`: a TextField's, plus the toggle and warning texts. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment' | 'after'> {
  /** Accessible name of the show/hide button, e.g. "Show password" (its state is aria-pressed). */
  readonly toggleLabel: string;
  /** Shown while Caps Lock is on, e.g. "Caps Lock is on." */
  readonly capsLockWarning: string;
  /** Spec: pasted passwords lose trailing whitespace (a copy from e-mail often adds some). */
  readonly trimPastedWhitespace?: boolean | undefined;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref != null) ref.current = value;
}

/** A password field; `autoComplete` defaults to `current-password`. */
export function PasswordField({ ref: outerRef, ...props }: PasswordFieldProps): ReactElement {
  const { toggleLabel, capsLockWarning, trimPastedWhitespace = false, ...field } = props;
  const [shown, setShown] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const capsId = useId();
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      assignRef(outerRef, node);
    },
    [outerRef],
  );

  useLayoutEffect(() => {
    if (caret.current === null || input.current === null) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>): void => {
    setCapsLock(event.getModifierState('CapsLock'));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    props.onPaste?.(event);
    if (!trimPastedWhitespace || event.defaultPrevented) return;
    const text = event.clipboardData.getData('text');
    const trimmed = text.trimEnd();
    if (trimmed === text) return;
    event.preventDefault();
    const target = event.currentTarget;
    const start = target.selectionStart ?? props.value.length;
    const end = target.selectionEnd ?? start;
    caret.current = start + trimmed.length;
    props.onChange(props.value.slice(0, start) + trimmed + props.value.slice(end));
  };

  return (
    <TextField
      {...field}
      ref={setRef}
      type={shown ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      spellCheck={false}
      autoCapitalize="off"
      describedBy={[...(props.describedBy ?? []), capsLock && capsId]}
      onKeyDown={(event) => {
        readCapsLock(event);
        props.onKeyDown?.(event);
      }}
      onKeyUp={(event) => {
        readCapsLock(event);
        props.onKeyUp?.(event);
      }}
      onBlur={(event) => {
        setCapsLock(false);
        props.onBlur?.(event);
      }}
      onPaste={onPaste}
      adornment={
        <button
          type="button"
          className="ui-field__toggle"
          aria-pressed={shown}
          disabled={props.disabled}
          onClick={() => {
            setShown((value) => !value);
          }}
        >
          <Icon name={shown ? 'eye-off' : 'eye'} />
          <span className="visually-hidden">{toggleLabel}</span>
        </button>
      }
      after={
        <p id={capsId} className="ui-field__caps" aria-live="polite">
          {capsLock && (
            <>
              <Icon name="warning" />
              <span>{capsLockWarning}</span>
            </>
          )}
        </p>
      }
    />
  );
}
