// The star of an entry (a toggle button in rows, tiles and the Favorites view) and the context
// menu's favorite entry. Neither shows where the back end has no favorites.
import { useStore } from '@nanostores/react';
import type { ReactElement } from 'react';
import { starOf, toggleLabelKey, toggleTarget } from '../../lib/explorer/favorites.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import './favorites.css';

/** The star toggle of one entry; in the list it is reached by pointer (the S key is its shortcut). */
export function StarButton(props: {
  readonly item: ExplorerItem;
  readonly tabIndex?: number;
}): ReactElement | null {
  const { runtime, t } = useApp();
  const overrides = useStore(runtime.favorites.$overrides);
  const on = starOf(props.item, overrides);
  if (on === null) return null;
  return (
    <button
      type="button"
      className="fx-star"
      tabIndex={props.tabIndex ?? -1}
      aria-pressed={on}
      aria-label={t(toggleLabelKey(!on))}
      aria-keyshortcuts="S"
      title={t(toggleLabelKey(!on))}
      onClick={(event) => {
        event.stopPropagation();
        void runtime.favorites.toggle([props.item]);
      }}
      onDoubleClick={(event) => {
        event.stopPropagation();
      }}
    >
      <AppIcon name="star" size="sm" />
    </button>
  );
}

/** The context menu's entry for the selection: add or remove, as the S key would. */
export function FavoriteMenuItem(props: {
  readonly items: readonly ExplorerItem[];
  readonly onDone: () => void;
}): ReactElement | null {
  const { runtime, t } = useApp();
  const overrides = useStore(runtime.favorites.$overrides);
  const target = toggleTarget(props.items, overrides);
  if (target === null) return null;
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="fx-menu__item"
      data-action="favorite"
      aria-keyshortcuts="S"
      onClick={() => {
        props.onDone();
        void runtime.favorites.toggle(props.items);
      }}
    >
      <AppIcon name="star" size="sm" />
      <span className="fx-tool__label">{t(toggleLabelKey(target))}</span>
    </button>
  );
}
