// The parts every field shares: ids, hint and error text, and the aria-describedby list.
import { useId, type ReactElement } from 'react';
import { Icon } from './icons.tsx';
import './field.css';

/** Text props every field takes; errors and hints are plain text. */
export interface FieldTextProps {
  readonly label: string;
  readonly hint?: string | undefined;
  /** Shown under the field and marks it `aria-invalid`; empty or null means valid. */
  readonly error?: string | null | undefined;
}

/** The ids of a field's parts and its `aria-describedby` value. */
export interface FieldIds {
  readonly inputId: string;
  readonly hintId: string;
  readonly errorId: string;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}

/** Ids for a field; `extra` adds other descriptions (e.g. the Caps Lock warning). */
export function useFieldIds(
  props: FieldTextProps & { readonly id?: string | undefined },
  extra: readonly (string | false)[] = [],
): FieldIds {
  const base = useId();
  const inputId = props.id ?? `${base}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = props.error != null && props.error !== '';
  const ids = [invalid && errorId, props.hint !== undefined && hintId, ...extra].filter(
    (value): value is string => typeof value === 'string',
  );
  return {
    inputId,
    hintId,
    errorId,
    invalid,
    describedBy: ids.length > 0 ? ids.join(' ') : undefined,
  };
}

/** The hint and error lines under a field. */
export function FieldNotes({ props, ids }: { props: FieldTextProps; ids: FieldIds }): ReactElement {
  return (
    <>
      {props.hint !== undefined && (
        <p id={ids.hintId} className="ui-field__hint">
          {props.hint}
        </p>
      )}
      {ids.invalid && (
        <p id={ids.errorId} className="ui-field__error">
          <Icon name="error" />
          <span>{props.error}</span>
        </p>
      )}
    </>
  );
}
