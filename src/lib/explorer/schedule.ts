// Delete Files on Schedule (requirements X24): the command (the matrix's row, Master and PrivAll;
// one file or folder, a folder judged by the caller's level on itself as the server does), the
// day the user picks (the item goes to the trash at the start of that day, in their time zone),
// the list's label and the call.
import type { ApiClient } from '../api/client.ts';
import { SCHEDULE_MAX_AHEAD, setDeleteSchedule } from '../api/contract/schedule.ts';
import { decide } from '../files/access.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import type { ExplorerItem } from './items.ts';
import { lockHolder } from './lock.ts';
import { dateTimeFormat } from '../i18n/dates.ts';

/** The action's id. */
export const SCHEDULE_ACTION_ID = 'schedule';

function single(ctx: ActionContext): ExplorerItem | undefined {
  return ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
}

/** Hidden outside the row's levels; disabled on a file someone else locked. */
export function scheduleAvailability(ctx: ActionContext): Availability {
  const item = single(ctx);
  if (item === undefined) return { state: 'hidden' };
  const own = item.kind === 'folder' ? item.permission.access_level : null;
  const access = own == null ? ctx.access : { ...ctx.access, levels: [own] };
  if (decide('scheduled_delete', access) !== 'allowed') return { state: 'hidden' };
  if (lockHolder(item) === 'other') {
    return { state: 'disabled', reasonKey: 'files.reason.renameLocked' };
  }
  return { state: 'enabled' };
}

/** The "Delete on schedule…" entry of the action table (the context menu). */
export const SCHEDULE_ACTION: Action = {
  id: SCHEDULE_ACTION_ID,
  labelKey: 'files.schedule.action',
  icon: 'clock',
  scope: 'selection',
  menuOnly: true,
  fn: 'scheduled_delete',
  available: scheduleAvailability,
  perform: (ctx, fx) => {
    const item = single(ctx);
    if (item !== undefined) fx.schedule(item);
  },
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** A time as the date field's value (`YYYY-MM-DD`, local day). */
export function dayValue(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The start (local midnight) of a date field's day, or null for no valid day. */
export function dayStart(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, day);
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== day)
    return null;
  return start.getTime();
}

/** The earliest day the field offers: tomorrow. */
export function earliestDay(now: number): string {
  const d = new Date(now);
  return dayValue(new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime());
}

/** The latest day the field offers (the server takes at most ten years ahead). */
export function latestDay(now: number): string {
  const d = new Date(now + SCHEDULE_MAX_AHEAD);
  return dayValue(new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1).getTime());
}

/** Why a picked day is refused, as a locale key suffix (`files.schedule.problem.<problem>`). */
export type DayProblem = 'empty' | 'past' | 'tooFar';

/** The picked day's deletion time, or why it is refused. */
export function checkDay(
  value: string,
  now: number,
):
  | { readonly ok: true; readonly at: number }
  | { readonly ok: false; readonly problem: DayProblem } {
  const at = dayStart(value);
  if (at === null) return { ok: false, problem: 'empty' };
  if (at <= now || value < earliestDay(now)) return { ok: false, problem: 'past' };
  if (at > now + SCHEDULE_MAX_AHEAD) return { ok: false, problem: 'tooFar' };
  return { ok: true, at };
}

/** The day an entry's deletion is set for, formatted, or null where none is set. */
export function scheduleDate(item: ExplorerItem, locale: string): string | null {
  if (item.deleteAt === undefined) return null;
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(item.deleteAt);
}

/** Sets (`at`) or clears (null) the deletion time; answers the entry as the list now shows it. */
export async function setSchedule(
  client: ApiClient,
  item: ExplorerItem,
  at: number | null,
): Promise<ExplorerItem> {
  const target =
    item.kind === 'file' ? { file_seq: item.fileSeq ?? 0 } : { dir_seq: item.dirSeq ?? 0 };
  const answer = await client.call(
    setDeleteSchedule,
    { ...target, delete_at: at },
    { onFailure: 'caller' },
  );
  if (answer.delete_at !== null) return { ...item, deleteAt: answer.delete_at };
  const cleared: { -readonly [K in keyof ExplorerItem]?: ExplorerItem[K] } = { ...item };
  delete cleared.deleteAt;
  return cleared as ExplorerItem;
}
