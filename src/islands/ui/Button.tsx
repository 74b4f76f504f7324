// A button whose busy state keeps its name and focus but swallows further clicks.
import type { ComponentPropsWithRef, MouseEvent, ReactElement } from 'react';
import { Spinner } from './Spinner.tsx';
import './button.css';

/** Props of `Button`: the native button's, less `style` (blocked by the CSP). */
export interface ButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'style' | 'dangerouslySetInnerHTML' | 'aria-busy' | 'aria-disabled'
> {
  readonly variant?: 'primary' | 'secondary' | 'link' | undefined;
  /** A request is in flight: spinner, `aria-busy`, and clicks (and Enter submits) ignored. */
  readonly busy?: boolean | undefined;
  /** Full width. */
  readonly block?: boolean | undefined;
  /** Not usable for now (e.g. Resend while the code is valid): like busy, without a spinner. */
  readonly unavailable?: boolean | undefined;
}

const VARIANT_CLASS = {
  primary: 'button ui-button',
  secondary: 'button secondary ui-button',
  link: 'ui-button ui-button--link',
} as const;

/** The kit's button; `type` defaults to `button` so that only explicit submits submit. */
export function Button(props: ButtonProps): ReactElement {
  const {
    variant = 'primary',
    busy = false,
    block = false,
    unavailable = false,
    className,
    onClick,
    ...rest
  } = props;
  const classes = [VARIANT_CLASS[variant], block ? 'block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  // Busy uses aria-disabled, not `disabled`: a disabled button drops keyboard focus to <body>.
  const handleClick = (event: MouseEvent<HTMLButtonElement>): void => {
    if (busy || unavailable) {
      event.preventDefault(); // also cancels the form submission this click would cause
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      type="button"
      {...rest}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || unavailable || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner size="small" />}
      <span className="ui-button__label">{props.children}</span>
    </button>
  );
}
