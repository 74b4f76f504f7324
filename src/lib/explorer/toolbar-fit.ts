// Which of the toolbar's actions sit in its More menu (requirements X8). On a phone the first two
// are buttons (icons) and the rest are in More. On a wider screen up to five are buttons, on one
// line, as many as fit beside the view switch in the page's language: those that do not fit are
// clipped by the toolbar and named by the page (`clipped`), and go to More with the sixth on.

/** Buttons shown on a phone (labels hidden). */
export const NARROW_VISIBLE = 2;
/** At most this many buttons on a wider screen, however much room there is. */
export const WIDE_VISIBLE = 5;

/** The entries More offers, in the toolbar's order. */
export function overflowEntries<E extends { readonly action: { readonly id: string } }>(
  entries: readonly E[],
  narrow: boolean,
  clipped: ReadonlySet<string>,
): E[] {
  if (narrow) return entries.slice(NARROW_VISIBLE);
  return entries.filter(({ action }, i) => i >= WIDE_VISIBLE || clipped.has(action.id));
}

/** Whether two sets of ids are the same (then the toolbar keeps the one it has). */
export function sameIds(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * How far (px, never negative) More moves back along the line so that it follows the last button
 * shown whole by one gap, instead of sitting at the end of the clipping box with a hole before
 * it. `shownEnds`: the inline ends of the buttons shown whole; `start`: where the first button
 * begins (More's place when none is shown); `moreStart`: where More's box begins unmoved.
 */
export function moreShift(
  shownEnds: readonly number[],
  start: number,
  moreStart: number,
  gap: number,
): number {
  const after = shownEnds.length === 0 ? start : Math.max(...shownEnds) + gap;
  return Math.max(0, Math.round(moreStart - after));
}
