// Printing: one aligned Markdown table, and one line per budget saying whether it holds.
import type { Verdict } from './budgets.ts';

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

/** One line per budget: ✓ when every subject holds, ✗ with the failing subjects, – when n/a. */
export function budgetLines(verdicts: readonly Verdict[]): string[] {
  const groups = new Map<string, Verdict[]>();
  for (const v of verdicts) groups.set(v.budget, [...(groups.get(v.budget) ?? []), v]);
  return [...groups].map(([budget, list]) => {
    const limit = list[0]?.limit ?? 0;
    const measured = list.filter((v) => v.ok !== null);
    const failed = measured.filter((v) => v.ok === false);
    if (measured.length === 0) {
      const why = list.find((v) => v.note !== undefined)?.note ?? 'not measured';
      return `– ${budget} ≤ ${limit}: n/a (${why})`;
    }
    const worst = measured.reduce((a, b) => ((b.actual ?? 0) > (a.actual ?? 0) ? b : a));
    const skipped = list.length - measured.length;
    const gaps = skipped > 0 ? `, ${skipped} n/a` : '';
    if (failed.length === 0) {
      return `✓ ${budget} ≤ ${limit}: ${measured.length}/${measured.length} hold${gaps} (max ${worst.actual ?? ''} at ${worst.subject})`;
    }
    const shown = failed
      .toSorted((a, b) => (b.actual ?? 0) - (a.actual ?? 0))
      .slice(0, 6)
      .map((v) => `${v.subject} ${v.actual ?? ''}`)
      .join(', ');
    const more = failed.length > 6 ? ', …' : '';
    return `✗ ${budget} ≤ ${limit}: ${failed.length}/${measured.length} fail${gaps} — ${shown}${more}`;
  });
}
