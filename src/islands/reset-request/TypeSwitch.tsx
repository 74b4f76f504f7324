// The user/guest switch of the Reset Password modal: a native radio group styled as segments.
import { useId, type ReactElement } from 'react';
import type { ResetUserType } from '../../lib/reset-request/reset-request.ts';

/** Props of `TypeSwitch`. */
export interface TypeSwitchProps {
  readonly value: ResetUserType;
  readonly onChange: (value: ResetUserType) => void;
  readonly legend: string;
  readonly labels: Readonly<Record<ResetUserType, string>>;
}

const TYPES: readonly ResetUserType[] = ['user', 'guest'];

/** Two radio buttons (arrow keys move between them, as in every radio group). */
export function TypeSwitch({ value, onChange, legend, labels }: TypeSwitchProps): ReactElement {
  const name = useId();
  return (
    <fieldset className="reset-type">
      <legend className="reset-type__legend">{legend}</legend>
      <div className="reset-type__options">
        {TYPES.map((type) => (
          <label key={type} className="reset-type__option">
            <input
              type="radio"
              className="reset-type__input"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => {
                onChange(type);
              }}
            />
            <span className="reset-type__label">{labels[type]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
