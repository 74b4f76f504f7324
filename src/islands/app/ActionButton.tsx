// One action as a toolbar button or a menu item: disabled ones say why (title + aria-describedby).
import { useId, type ReactElement } from 'react';
import type { Action, Availability } from '../../lib/explorer/actions.ts';
import { ariaKeys } from '../../lib/explorer/shortcuts.ts';
import { isMacPlatform } from '../../lib/ui/keys.ts';
import { AppIcon, isAppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import './ActionButton.css';

/** Props of `ActionButton`. */
export interface ActionButtonProps {
  readonly action: Action;
  readonly availability: Availability;
  readonly onRun: (action: Action) => void;
  readonly variant: 'toolbar' | 'menu';
  readonly primary?: boolean;
  /** A toolbar button that moves into the overflow menu on narrow screens. */
  readonly overflows?: boolean;
  /** A toolbar button that moves into the overflow menu on wide screens too. */
  readonly overflowsWide?: boolean;
  /** A toolbar button that does not fit on the toolbar's one line (it is in More instead). */
  readonly clipped?: boolean;
  readonly tabIndex?: number;
}

/** A button that runs an action, or explains why it cannot. */
export function ActionButton(props: ActionButtonProps): ReactElement {
  const { t } = useApp();
  const reasonId = useId();
  const { action, availability } = props;
  const disabled = availability.state === 'disabled';
  const reason = availability.state === 'disabled' ? t(availability.reasonKey) : undefined;
  const label = t(action.labelKey);
  return (
    <>
      <button
        type="button"
        role={props.variant === 'menu' ? 'menuitem' : undefined}
        tabIndex={props.tabIndex}
        className={
          props.variant === 'menu'
            ? 'fx-menu__item'
            : `fx-tool${props.primary === true ? ' fx-tool--primary' : ''}${
                props.overflows === true ? ' fx-tool--overflows' : ''
              }${props.overflowsWide === true ? ' fx-tool--overflows-wide' : ''}${
                props.clipped === true ? ' fx-tool--clipped' : ''
              }`
        }
        aria-disabled={disabled || undefined}
        aria-keyshortcuts={
          action.hotkey === undefined
            ? undefined
            : ariaKeys(action.hotkey, isMacPlatform(navigator.platform))
        }
        aria-describedby={disabled ? reasonId : undefined}
        title={reason}
        data-action={action.id}
        onClick={() => {
          if (!disabled) props.onRun(action);
        }}
      >
        {isAppIcon(action.icon) && <AppIcon name={action.icon} size="sm" />}
        <span className="fx-tool__label">{label}</span>
      </button>
      {disabled && (
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      )}
    </>
  );
}
