// A labelled text input with hint and error wired to aria-describedby and aria-invalid.
import type {
  ClipboardEvent,
  FocusEvent,
  KeyboardEvent,
  ReactElement,
  ReactNode,
  Ref,
} from 'react';
import { FieldNotes, useFieldIds, type FieldTextProps } from './field-parts.tsx';

/** Props of `TextField`: text from the page, input attributes forwarded as given. */
export interface TextFieldProps extends FieldTextProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  readonly type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | undefined;
  readonly autoComplete?: string | undefined;
  readonly inputMode?:
    'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | undefined;
  readonly maxLength?: number | undefined;
  readonly readOnly?: boolean | undefined;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly placeholder?: string | undefined;
  readonly spellCheck?: boolean | undefined;
  readonly autoCapitalize?:
    'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters' | undefined;
  readonly onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  readonly onKeyUp?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  readonly onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  readonly onPaste?: ((event: ClipboardEvent<HTMLInputElement>) => void) | undefined;
  readonly ref?: Ref<HTMLInputElement> | undefined;
  /** Kit use: a control inside the input's frame (the password toggle). */
  readonly adornment?: ReactNode;
  /** Kit use: more ids for aria-describedby, and text rendered after the notes. */
  readonly describedBy?: readonly (string | false)[];
  readonly after?: ReactNode;
}

/** A text input with its label, hint and error. */
export function TextField({ ref, ...props }: TextFieldProps): ReactElement {
  const ids = useFieldIds(props, props.describedBy);
  const { adornment } = props;
  const controlClass = adornment === undefined ? '' : ' ui-field__control--adorned';
  return (
    <div className={`ui-field${ids.invalid ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={ids.inputId}>
        {props.label}
      </label>
      <div className={`ui-field__control${controlClass}`}>
        <input
          ref={ref}
          id={ids.inputId}
          className="ui-field__input"
          type={props.type ?? 'text'}
          name={props.name}
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          readOnly={props.readOnly}
          required={props.required}
          disabled={props.disabled}
          placeholder={props.placeholder}
          spellCheck={props.spellCheck}
          autoCapitalize={props.autoCapitalize}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            props.onChange(event.currentTarget.value);
          }}
          onKeyDown={props.onKeyDown}
          onKeyUp={props.onKeyUp}
          onBlur={props.onBlur}
          onPaste={props.onPaste}
        />
        {adornment}
      </div>
      <FieldNotes props={props} ids={ids} />
      {props.after}
    </div>
  );
}
