// A labelled native <select> in the kit's field style (the kit has no select yet).
import type { ReactElement } from 'react';
import { FieldNotes, useFieldIds, type FieldTextProps } from '../ui/field-parts.tsx';

/** One choice of a select. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** Props of `SelectField`. */
export interface SelectFieldProps extends FieldTextProps {
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean | undefined;
}

/** A select with its label, hint and error. */
export function SelectField(props: SelectFieldProps): ReactElement {
  const ids = useFieldIds(props);
  return (
    <div className={`ui-field${ids.invalid ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={ids.inputId}>
        {props.label}
      </label>
      <div className="ui-field__control">
        <select
          id={ids.inputId}
          className="ui-field__input scan-select"
          value={props.value}
          disabled={props.disabled}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            props.onChange(event.currentTarget.value);
          }}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldNotes props={props} ids={ids} />
    </div>
  );
}
