// Windowed rendering with a fixed row height: only the rows in view (plus a margin) exist in
// the DOM, so a folder of 10,000 entries costs no more than one of 50.

/** The scroll box and the list it shows. */
export interface Viewport {
  readonly scrollTop: number;
  readonly height: number;
  readonly rowHeight: number;
  /** Number of rows (in a grid: rows of tiles). */
  readonly rows: number;
  /** Rows rendered above and below the visible ones (the same both sides, or each its own). */
  readonly overscan: number | Overscan;
}

/** Rows rendered above (`before`) and below (`after`) the visible ones. */
export interface Overscan {
  readonly before: number;
  readonly after: number;
}

/** The rows to render: `start` inclusive, `end` exclusive, and the spacer heights around them. */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
  readonly before: number;
  readonly after: number;
}

/** The window of rows to render for a scroll position. */
export function rowWindow(view: Viewport): RowWindow {
  const { rowHeight, rows } = view;
  if (rows <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const overscan =
    typeof view.overscan === 'number'
      ? { before: view.overscan, after: view.overscan }
      : view.overscan;
  const top = Math.max(0, view.scrollTop);
  const first = Math.min(rows - 1, Math.floor(top / rowHeight));
  const visible = Math.ceil(Math.max(0, view.height) / rowHeight) + 1;
  const start = Math.max(0, first - overscan.before);
  const end = Math.min(rows, first + visible + overscan.after);
  return { start, end, before: start * rowHeight, after: (rows - end) * rowHeight };
}

/** How many tiles fit a grid row of a given width (at least one). */
export function gridColumns(width: number, tileWidth: number, gap: number): number {
  if (tileWidth <= 0) return 1;
  return Math.max(1, Math.floor((width + gap) / (tileWidth + gap)));
}

/** The scrollTop that brings a row into view, or null when it is already fully visible. */
export function scrollToRow(
  row: number,
  scrollTop: number,
  height: number,
  rowHeight: number,
): number | null {
  const top = row * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + height) return top + rowHeight - height;
  return null;
}

/** The first row wholly in view (a row cut off at the top counts as out of view). */
export function firstRowInView(scrollTop: number, rowHeight: number): number {
  return Math.ceil(Math.max(0, scrollTop) / rowHeight);
}

/** Which way the list last scrolled: 1 down, -1 up, 0 not yet (kept while the box only resizes). */
export type ScrollDirection = -1 | 0 | 1;

/**
 * The overscan for a scroll direction: `ahead` rows on the side the list scrolls towards, one on
 * the other; before any scroll, one below (the first screen lays out only what it must).
 */
export function overscanFor(direction: ScrollDirection, ahead: number): Overscan {
  if (direction > 0) return { before: 1, after: ahead };
  if (direction < 0) return { before: ahead, after: 1 };
  return { before: 0, after: 1 };
}

/** The direction after a scroll from `previous` to `next` scrollTop. */
export function scrollDirection(
  previous: number,
  next: number,
  last: ScrollDirection,
): ScrollDirection {
  if (next > previous) return 1;
  if (next < previous) return -1;
  return last;
}

/**
 * The items to have loaded for the shown ones (`first`…`last`): `margin` more in the direction
 * the list is scrolling, so the next page is usually in before its rows appear. Nothing extra
 * before the first scroll (the first page alone paints first).
 */
export function loadRange(
  first: number,
  last: number,
  direction: ScrollDirection,
  margin: number,
): { readonly from: number; readonly to: number } {
  return {
    from: direction < 0 ? Math.max(0, first - margin) : first,
    to: direction > 0 ? last + margin : last,
  };
}
