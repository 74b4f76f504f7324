// Small inline icons: decorative (aria-hidden), coloured by `currentColor`, sized by CSS.
import type { ReactElement } from 'react';
import './icons.css';

/** The names of the kit's icons. */
export type IconName = 'close' | 'check' | 'info' | 'warning' | 'error' | 'eye' | 'eye-off';

const PATHS: Readonly<Record<IconName, string>> = {
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  warning: 'M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 17.5v.5',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5v6M12 16.5v.5',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'eye-off':
    'M3 3l18 18M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6A17.3 17.3 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
};

/** A stroked 24×24 icon hidden from assistive technology. */
export function Icon({ name }: { readonly name: IconName }): ReactElement {
  return (
    <svg
      className={`ui-icon ui-icon--${name}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
