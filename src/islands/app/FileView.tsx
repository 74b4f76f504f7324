// The folder's contents, virtualized: only the rows in view (plus overscan) are in the DOM, as
// list rows or thumbnail tiles. One focusable grid with aria-activedescendant drives the keyboard.
import { useStore } from '@nanostores/react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type { ActionContext, ActionEffects } from '../../lib/explorer/actions.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { itemAt, PAGE_SIZE, type PagedState } from '../../lib/explorer/paging.ts';
import { touchTap } from '../../lib/explorer/selection.ts';
import { describeKey, keyCommand, pageRows } from '../../lib/explorer/keymap.ts';
import {
  gridColumns,
  loadRange,
  overscanFor,
  firstRowInView,
  rowWindow,
  scrollToRow,
} from '../../lib/explorer/virtual.ts';
import { isMacPlatform } from '../../lib/ui/keys.ts';
import { useApp } from './context.ts';
import { useSelectionRunner } from './use-whole-selection.ts';
import { ListHeader } from './ListHeader.tsx';
import { ListRow, LoadingRows, Tile } from './Row.tsx';
import { focusSearchField } from './SearchField.tsx';
import { $renaming, startInlineRename } from './rename-state.ts';
import { RENAME_ACTION_ID } from '../../lib/explorer/rename-action.ts';
import { usePixelHeight, useViewport } from './use-viewport.ts';
import { useStorePart } from './use-store-part.ts';
import { useLongPress } from './use-long-press.ts';
import './FileView.css';

/** Row height of the list view and of a grid row, in pixels (kept in step with --fx-row in app.css
 * and the tile in Row.css). */
export const LIST_ROW = 52;
export const GRID_ROW = 212;
const TILE = 168;
const NARROW_TILE = 136;
const GAP = 16;
// Rows ahead in the scroll direction: enough for rendering once per frame; few rows to lay out.
const OVERSCAN = 2;
// Two pages ahead in the scroll direction: a page is usually in before its rows show.
const LOOKAHEAD = 2 * PAGE_SIZE;

/** Props of `FileView`. */
export interface FileViewProps {
  readonly state: PagedState<ExplorerItem>;
  readonly ensure: (from: number, to: number) => void;
  readonly label: string;
  readonly actionCtx: ActionContext | null;
  readonly effects: ActionEffects;
  readonly onOpen: (item: ExplorerItem) => void;
  readonly onMenu: (anchor: { x: number; y: number }) => void;
  /** New for each order of the list (a sort, a filter): the view goes back to its top. */
  readonly order: number;
  /** A new list is on its way (a sort, a filter, a refresh): the rows shown are the old list's. */
  readonly replacing: boolean;
}

const isMac = (): boolean => isMacPlatform(navigator.platform);

// Whether the list that just went away had the keyboard focus: opening a folder from the list
// replaces the list, and the new one takes the focus over instead of dropping it to the page.
let listHadFocus = false;

/** Whether the list that went away had the focus (cleared): an empty folder's state takes it. */
export function takeListFocus(): boolean {
  const had = listHadFocus;
  listHadFocus = false;
  return had;
}

/** The list or grid of the current folder. */
export function FileView(props: FileViewProps): ReactElement {
  const { runtime } = useApp();
  const runner = useSelectionRunner(props.actionCtx);
  const { explorer, thumbs } = runtime;
  const view = useStorePart(explorer.$location, (l) => l.view);
  const selection = useStore(explorer.$selection);
  const urls = useStore(thumbs.$urls);
  const renaming = useStore($renaming);
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const box = useViewport(scroller, props.order);
  const baseId = useId();
  const { state } = props;
  const count = state.total;
  const tile = box.width < 600 ? NARROW_TILE : TILE;
  const columns = view === 'grid' ? gridColumns(box.width - 2 * GAP, tile, GAP) : 1;
  const rowHeight = view === 'grid' ? GRID_ROW : LIST_ROW;
  const headerHeight = view === 'grid' ? 0 : LIST_ROW;
  const rows = Math.ceil(count / columns);
  const win = rowWindow({
    scrollTop: Math.max(0, box.scrollTop - headerHeight),
    height: box.height,
    rowHeight,
    rows,
    overscan: overscanFor(box.direction, OVERSCAN),
  });
  usePixelHeight(body, win.before, 'paddingTop');
  usePixelHeight(body, win.after, 'paddingBottom');
  useLayoutEffect(() => {
    body.current?.style.setProperty('--fx-cols', String(columns));
  }, [columns]);
  const firstItem = win.start * columns;
  const lastItem = Math.min(count, win.end * columns) - 1;

  const { ensure } = props;
  useEffect(() => {
    if (lastItem < firstItem) return;
    const { from, to } = loadRange(firstItem, lastItem, box.direction, LOOKAHEAD);
    ensure(from, to);
  }, [ensure, firstItem, lastItem, box.direction, state]);
  useEffect(() => {
    if (view !== 'grid') return;
    const visible: ExplorerItem[] = [];
    for (let i = firstItem; i <= lastItem; i++) {
      const item = itemAt(state, i);
      if (item !== undefined) visible.push(item);
    }
    thumbs.want(visible);
  }, [view, firstItem, lastItem, state, thumbs]);

  // Keep the keyboard focus row in view.
  const focus = selection.focus;
  useLayoutEffect(() => {
    const node = scroller.current;
    if (node === null || focus === null) return;
    const row = Math.floor(focus / columns);
    const top = scrollToRow(
      row,
      Math.max(0, node.scrollTop - headerHeight),
      node.clientHeight - headerHeight,
      rowHeight,
    );
    if (top !== null) node.scrollTop = top;
  }, [focus, columns, rowHeight, headerHeight]);

  const rowId = (index: number): string => `${baseId}-item-${index}`;
  const pointerFocus = useRef(false);
  const grid = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = grid.current;
    if (listHadFocus) {
      listHadFocus = false;
      node?.focus({ preventScroll: true });
    }
    return () => {
      listHadFocus = node?.contains(document.activeElement) === true;
    };
  }, []);

  // Stable handlers (rows are memoized) that read the latest state when they run.
  const latest = useRef({ state, onOpen: props.onOpen, onMenu: props.onMenu });
  useLayoutEffect(() => {
    latest.current = { state, onOpen: props.onOpen, onMenu: props.onMenu };
  });
  const open = useCallback((index: number): void => {
    const item = itemAt(latest.current.state, index);
    if (item !== undefined) latest.current.onOpen(item);
  }, []);
  const onClick = useCallback(
    (index: number, event: MouseEvent): void => {
      const toggle = isMac() ? event.metaKey : event.ctrlKey;
      if (!toggle && !event.shiftKey && matchMedia('(pointer: coarse)').matches) {
        const onIcon = event.target instanceof Element && event.target.closest('.fx-icon') !== null;
        if (touchTap(explorer.$selection.get().selected.size, onIcon) === 'toggle') {
          explorer.select({ type: 'toggle', index });
        } else {
          explorer.select({ type: 'move', to: index, range: false, keep: true });
          open(index);
        }
        return;
      }
      explorer.select({ type: 'click', index, toggle, range: event.shiftKey });
    },
    [explorer, open],
  );
  const onMenu = useCallback(
    (index: number, anchor: { x: number; y: number }): void => {
      explorer.select({ type: 'context', index });
      latest.current.onMenu(anchor);
    },
    [explorer],
  );

  // A finger resting on an entry opens its menu, also where the browser sends no contextmenu.
  const longPress = useLongPress((entry, at) => {
    const index = Number(entry.dataset.index);
    if (Number.isInteger(index)) onMenu(index, at);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const command = keyCommand(describeKey(event, isMac()), {
      focus,
      count,
      columns,
      pageRows: pageRows(box.height, rowHeight),
      actions: props.actionCtx,
    });
    if (command === null) return;
    if (command.type === 'parent') {
      if (explorer.up()) event.preventDefault();
      return;
    }
    event.preventDefault();
    switch (command.type) {
      case 'menu': {
        if (command.index === null) return;
        if (!selection.selected.has(command.index)) {
          explorer.select({ type: 'context', index: command.index });
        }
        const row = document.getElementById(rowId(command.index))?.getBoundingClientRect();
        props.onMenu({ x: row?.left ?? 0, y: row?.bottom ?? 0 });
        return;
      }
      case 'open':
        open(command.index);
        return;
      case 'select':
        explorer.select(command.event);
        return;
      case 'details':
        props.effects.details();
        return;
      case 'search':
        focusSearchField();
        return;
      case 'favorite':
        runner.withWhole((whole) => {
          void runtime.favorites.toggle(whole.selection);
        });
        return;
      case 'action': {
        const ctx = props.actionCtx;
        if (ctx === null) return;
        // F2 edits the name in the row on wide screens (requirements X16); else the dialog.
        const only = ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
        if (command.action.id === RENAME_ACTION_ID && only !== undefined) {
          if (startInlineRename(only, view)) return;
        }
        runner.run(command.action, props.effects);
      }
    }
  };

  // Rows are keyed by their place in the window, not by entry: scrolling then gives the same DOM
  // rows new text instead of removing and creating a screenful of elements every frame.
  const items: ReactElement[] = [];
  for (let row = win.start; row < win.end; row++) {
    const slot = row - win.start;
    if (view === 'grid') {
      const tiles: ReactElement[] = [];
      for (let col = 0; col < columns; col++) {
        const index = row * columns + col;
        if (index >= count) break;
        const item = itemAt(state, index);
        tiles.push(
          <Tile
            key={col}
            index={index}
            item={item}
            rowId={rowId(index)}
            selected={selection.selected.has(index)}
            focused={focus === index}
            thumb={item?.fileSeq == null ? undefined : urls.get(item.fileSeq)}
            onClick={onClick}
            onOpen={open}
            onMenu={onMenu}
          />,
        );
      }
      items.push(
        <div role="row" key={slot} aria-rowindex={row + 1} className="fx-grid-row">
          {tiles}
        </div>,
      );
    } else {
      const item = itemAt(state, row);
      items.push(
        <ListRow
          key={slot}
          index={row}
          item={item}
          rowId={rowId(row)}
          selected={selection.selected.has(row)}
          focused={focus === row}
          editing={renaming !== null && item?.key === renaming}
          onClick={onClick}
          onOpen={open}
          onMenu={onMenu}
        />,
      );
    }
  }

  return (
    <div ref={scroller} className={`fx-scroll fx-scroll--${view}`}>
      <div
        ref={grid}
        role="grid"
        tabIndex={0}
        aria-label={props.label}
        aria-multiselectable="true"
        aria-busy={state.status === 'loading' || props.replacing || undefined}
        aria-rowcount={view === 'grid' ? rows : count + 1}
        aria-colcount={view === 'grid' ? columns : 5}
        aria-activedescendant={
          focus !== null && focus < count && focus >= firstItem && focus <= lastItem
            ? rowId(focus)
            : undefined
        }
        className={`fx-grid fx-grid--${view}${props.replacing ? ' is-replacing' : ''}`}
        onKeyDown={onKeyDown}
        {...longPress}
        onPointerDown={(event) => {
          pointerFocus.current = true;
          longPress.onPointerDown(event);
        }}
        onFocus={() => {
          // A click focuses the grid too: the row clicked is selected by its own handler, and
          // moving focus elsewhere first would scroll the reused rows under the pointer.
          const byPointer = pointerFocus.current;
          pointerFocus.current = false;
          if (byPointer || focus !== null || count === 0) return;
          const to = firstInView(scroller.current, headerHeight, rowHeight, columns, count);
          explorer.select({ type: 'move', to, range: false, keep: true });
        }}
      >
        {view === 'list' && <ListHeader />}
        <div role="rowgroup" ref={body} className="fx-body">
          {state.status === 'loading' ? <LoadingRows /> : items}
        </div>
      </div>
    </div>
  );
}

/** The first entry whose row is in view: where keyboard focus lands without scrolling. */
function firstInView(
  node: HTMLDivElement | null,
  headerHeight: number,
  rowHeight: number,
  columns: number,
  count: number,
): number {
  const scrollTop = Math.max(0, (node?.scrollTop ?? 0) - headerHeight);
  return Math.min(count - 1, firstRowInView(scrollTop, rowHeight) * columns);
}
