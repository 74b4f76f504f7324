// An empty folder's state: it holds the keyboard the list would (requirements X23), so
// Ctrl/Cmd+V pastes into the folder, and the folder's other keys work (empty-keys.ts).
import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ActionContext, ActionEffects } from '../../lib/explorer/actions.ts';
import { emptyFolderCommand } from '../../lib/explorer/empty-keys.ts';
import { describeKey } from '../../lib/explorer/keymap.ts';
import { isMacPlatform } from '../../lib/ui/keys.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { takeListFocus } from './FileView.tsx';
import { focusSearchField } from './SearchField.tsx';

/** Props of `EmptyFolder`. */
export interface EmptyFolderProps {
  readonly label: string;
  readonly ctx: ActionContext | null;
  readonly effects: ActionEffects;
  readonly children: ReactNode;
}

/** The empty state, focusable, with the folder's keys. */
export function EmptyFolder(props: EmptyFolderProps): ReactElement {
  const { runtime } = useApp();
  const box = useRef<HTMLDivElement>(null);
  // Opening an empty folder from the list keeps the keyboard here rather than on the page.
  useLayoutEffect(() => {
    if (takeListFocus()) box.current?.focus({ preventScroll: true });
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const command = emptyFolderCommand(
      describeKey(event, isMacPlatform(navigator.platform)),
      props.ctx,
    );
    if (command === null) return;
    if (command.type === 'parent') {
      if (runtime.explorer.up()) event.preventDefault();
      return;
    }
    event.preventDefault();
    if (command.type === 'search') focusSearchField();
    else if (props.ctx !== null) command.action.perform(props.ctx, props.effects);
  };
  return (
    <div
      ref={box}
      className="fx-state fx-state--center fx-empty"
      role="group"
      tabIndex={0}
      aria-label={props.label}
      onKeyDown={onKeyDown}
    >
      <span className="fx-state__icon">
        <AppIcon name="empty" size="xl" />
      </span>
      {props.children}
    </div>
  );
}
