// Windowed rendering with a fixed row height: only the rows in view (plus a margin) exist in
// the DOM, so a folder of 10,000 entries costs no more than one of 50.

/** The scroll box and the list it shows. */
export interface Viewport {
  readonly scrollTop: number;
  readonly height: number;
  readonly rowHeight: number;
  /** Number of rows (in a grid: rows of tiles). */
  readonly rows: number;
  /** Rows rendered above and below the visible ones. */
  readonly overscan: number;
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
  const { rowHeight, rows, overscan } = view;
  if (rows <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const top = Math.max(0, view.scrollTop);
  const first = Math.min(rows - 1, Math.floor(top / rowHeight));
  const visible = Math.ceil(Math.max(0, view.height) / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(rows, first + visible + overscan);
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
