// The context menu (right click, Shift+F10, the ⋯ button): the selection's actions from the one
// table, keyboard-navigable, closed by Escape or a click outside; focus goes back to the list.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { visibleActions, type Action, type ActionContext } from '../../lib/explorer/actions.ts';
import { ActionButton } from './ActionButton.tsx';
import { useApp } from './context.ts';
import './ContextMenu.css';
import { FavoriteMenuItem } from './Star.tsx';

/** Props of `ContextMenu`. */
export interface ContextMenuProps {
  readonly anchor: { readonly x: number; readonly y: number };
  readonly ctx: ActionContext;
  readonly onRun: (action: Action) => void;
  readonly onClose: () => void;
  /** The entries to offer; by default the selection's actions. */
  readonly entries?: ReturnType<typeof visibleActions>;
  /** The menu's accessible name; by default the row menu's. */
  readonly label?: string;
  /** Offer the star with given entries too (the search results: requirements X36). */
  readonly withFavorite?: boolean;
}

/** The menu at a point of the screen. */
export function ContextMenu(props: ContextMenuProps): ReactElement {
  const { anchor, ctx, onRun, onClose } = props;
  const { t } = useApp();
  const ref = useRef<HTMLDivElement>(null);
  const entries =
    props.entries ?? visibleActions(ctx).filter(({ action }) => action.scope === 'selection');

  useLayoutEffect(() => {
    const menu = ref.current;
    if (menu === null) return;
    const { innerWidth, innerHeight } = window;
    const box = menu.getBoundingClientRect();
    menu.style.left = `${Math.max(8, Math.min(anchor.x, innerWidth - box.width - 8))}px`;
    menu.style.top = `${Math.max(8, Math.min(anchor.y, innerHeight - box.height - 8))}px`;
    menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [anchor]);

  useEffect(() => {
    const away = (event: PointerEvent): void => {
      if (!(event.target instanceof Node) || ref.current?.contains(event.target) !== true)
        onClose();
    };
    document.addEventListener('pointerdown', away);
    window.addEventListener('blur', onClose);
    return () => {
      document.removeEventListener('pointerdown', away);
      window.removeEventListener('blur', onClose);
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (index: number): void => {
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      go(at + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      go(at - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      go(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      go(items.length - 1);
    }
  };

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={props.label ?? t('files.menu')}
      className="fx-menu"
      onKeyDown={onKeyDown}
    >
      {entries.length === 0 && (
        <p className="fx-menu__empty" role="none">
          {t('files.reason.noAuthority')}
        </p>
      )}
      {entries.map(({ action, availability }) => (
        <ActionButton
          key={action.id}
          action={action}
          availability={availability}
          variant="menu"
          tabIndex={-1}
          onRun={(chosen) => {
            onClose();
            onRun(chosen);
          }}
        />
      ))}
      {(props.entries === undefined || props.withFavorite === true) && (
        <FavoriteMenuItem items={ctx.selection} onDone={onClose} />
      )}
    </div>
  );
}
