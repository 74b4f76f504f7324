import type { IncomingMessage, ServerResponse } from 'node:http';
import { setDeleteSchedule } from '../../src/lib/api/contract/schedule.ts';
import type { AppContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from './types.ts';
import { fail, refusing } from '../files/results.ts';
import { setDeleteSchedule as setSchedule, sweepSchedules } from '../files/schedule.ts';

/** Routes POST {api}/v2/item/delete-schedule (ours; requirements X24). */
export function registerScheduleRoutes(router: Router, app: AppContext): void {
  router.addAuthed(setDeleteSchedule, (input, { auth: { user } }) =>
    refusing(() => {
      const byFile = input.file_seq !== undefined && input.dir_seq === undefined;
      const byFolder = input.dir_seq !== undefined && input.file_seq === undefined;
      if (!byFile && !byFolder) return fail('not_found');
      const target =
        input.file_seq !== undefined ? { fileSeq: input.file_seq } : { dirSeq: input.dir_seq ?? 0 };
      const at = setSchedule(app.db, user, target, input.delete_at, app.clock.now());
      return { success: true as const, delete_at: at };
    }),
  );
}

/**
 * GET /dev/schedule-sweep.json?at=MS (outside production): runs the scheduled-deletion sweep as
 * if the time were `at` (default now), so stories need not wait for a date to come.
 */
export function scheduleSweepJson(
  app: AppContext,
  _req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const at = Number(url.searchParams.get('at') ?? app.clock.now());
  if (!Number.isSafeInteger(at)) {
    sendJson(res, 400, { success: false });
    return;
  }
  sendJson(res, 200, { success: true, ...sweepSchedules(app.db, at) });
}
