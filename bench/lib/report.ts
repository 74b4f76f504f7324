// Printing: one aligned Markdown table, and one line per budget saying whether it holds.
import type { Verdict } from './budgets.ts';
import { intervalText } from './interval.ts';

/** A number for the table: rounded to `digits`, or "n/a". */
export function fmt(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  return value.toFixed(digits);
}

/** A Markdown table with padded columns (numbers right-aligned). */
export function mdTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = header.map(
    (_, i) => i > 0 && rows.every((r) => /^[-\d.,×%✓✗ ]*$|^n\/a$/.test(r[i] ?? '')),
  );
  const cell = (text: string, i: number) =>
    numeric[i] ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  const line = (cells: readonly string[]) =>
    `| ${header.map((_, i) => cell(cells[i] ?? '', i)).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(Math.max(1, w - 1))}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** A subject and its figure, with its interval when it has one: "/login/ 1.3 (1.21–1.42)". */
function figureOf(v: Verdict): string {
  const interval = v.interval === undefined ? '' : ` (${intervalText(v.interval)})`;
  return `${v.subject} ${v.actual ?? ''}${interval}`;
}

/** At most six subjects, largest figure first. */
function worstSix(list: readonly Verdict[]): string {
  const shown = list
    .toSorted((a, b) => (b.actual ?? 0) - (a.actual ?? 0))
    .slice(0, 6)
    .map(figureOf)
    .join(', ');
  return list.length > 6 ? `${shown}, …` : shown;
}

/**
 * One line per budget: ✓ when every subject holds, ✗ with the failing subjects, – when n/a. The
 * subjects whose figure the noise leaves undecided (decision 031) are named with their interval.
 */
export function budgetLines(verdicts: readonly Verdict[]): string[] {
  const groups = new Map<string, Verdict[]>();
  for (const v of verdicts) groups.set(v.budget, [...(groups.get(v.budget) ?? []), v]);
  return [...groups].map(([budget, list]) => {
    const limit = list[0]?.limit ?? 0;
    const measured = list.filter((v) => v.ok !== null);
    const failed = measured.filter((v) => v.ok === false);
    const undecided = list.filter((v) => v.ok === null && v.interval !== undefined);
    const cannotTell =
      undecided.length === 0 ? '' : `; cannot tell for ${undecided.length}: ${worstSix(undecided)}`;
    if (measured.length === 0) {
      const why = list.find((v) => v.note !== undefined)?.note ?? 'not measured';
      return undecided.length === 0
        ? `– ${budget} ≤ ${limit}: n/a (${why})`
        : `– ${budget} ≤ ${limit}: n/a${cannotTell}`;
    }
    const worst = measured.reduce((a, b) => ((b.actual ?? 0) > (a.actual ?? 0) ? b : a));
    const skipped = list.length - measured.length;
    const gaps = skipped > 0 ? `, ${skipped} n/a` : '';
    if (failed.length === 0) {
      return `✓ ${budget} ≤ ${limit}: ${measured.length}/${measured.length} hold${gaps} (max ${worst.actual ?? ''} at ${worst.subject})${cannotTell}`;
    }
    return `✗ ${budget} ≤ ${limit}: ${failed.length}/${measured.length} fail${gaps} — ${worstSix(failed)}${cannotTell}`;
  });
}
