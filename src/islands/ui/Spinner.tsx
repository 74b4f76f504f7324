// A spinner: announced with its label as a status, or decorative (inside a button or toast).
import type { ReactElement } from 'react';
import './spinner.css';

/** Props of `Spinner`; without a label it is hidden from assistive technology. */
export interface SpinnerProps {
  /** Visually hidden text, e.g. "Loading…". */
  readonly label?: string | undefined;
  readonly size?: 'small' | 'medium' | 'large' | undefined;
}

/** A spinning ring (slowed down, not stopped, for reduced motion). */
export function Spinner({ label, size = 'medium' }: SpinnerProps): ReactElement {
  const ring = <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />;
  if (label === undefined) return ring;
  return (
    <span className="ui-spinner-status" role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
