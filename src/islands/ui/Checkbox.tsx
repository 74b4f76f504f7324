// A labelled checkbox (native input, so it is keyboard and screen-reader ready as is).
import type { ReactElement, Ref } from 'react';
import { FieldNotes, useFieldIds, type FieldTextProps } from './field-parts.tsx';

/** Props of `Checkbox`. */
export interface CheckboxProps extends FieldTextProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly required?: boolean | undefined;
  readonly ref?: Ref<HTMLInputElement> | undefined;
}

/** A checkbox with its label to the right, and optional hint and error. */
export function Checkbox({ ref, ...props }: CheckboxProps): ReactElement {
  const ids = useFieldIds(props);
  return (
    <div className={`ui-field ui-check${ids.invalid ? ' ui-field--invalid' : ''}`}>
      <div className="ui-check__row">
        <input
          ref={ref}
          id={ids.inputId}
          className="ui-check__input"
          type="checkbox"
          name={props.name}
          checked={props.checked}
          disabled={props.disabled}
          required={props.required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            props.onChange(event.currentTarget.checked);
          }}
        />
        <label className="ui-check__label" htmlFor={ids.inputId}>
          {props.label}
        </label>
      </div>
      <FieldNotes props={props} ids={ids} />
    </div>
  );
}
