import {
  initZip,
  itemsZipStatus,
  startItemsZip,
  startZip,
  zipTaskStatus,
} from '../../src/lib/api/contract/download.ts';
import { downloadChoice } from '../../src/lib/files/authority.ts';
import type { User } from '../auth/accounts.ts';
import type { Auth } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { authorityFor, workflowAuthority } from '../files/authority.ts';
import { issueDownloadLink } from '../files/links.ts';
import { fail, Refusal, refusing } from '../files/results.ts';
import { createTask, findTask, startTask, statusAt } from '../files/zip-tasks.ts';
import { prepareArchive } from '../files/zip-archive.ts';

function seqs(list: string): number[] {
  return list === '' ? [] : [...new Set(list.split(',').map(Number))];
}

function requireDirect(app: AppContext, user: User): void {
  if (downloadChoice(workflowAuthority(authorityFor(app.db, user))) === 'workflow') {
    throw new Refusal('workflow_required');
  }
}

function state(app: AppContext, { user, session }: Auth, key: string) {
  const task = findTask(app.db, key, user.id);
  if (task === null) return fail('task_not_found');
  const now = app.clock.now();
  const status = statusAt(task, now);
  const link =
    status === 3
      ? issueDownloadLink(
          app.db,
          { userId: user.id, sessionId: session.id },
          { kind: 'zip', taskKey: key },
          task.fileName,
          now,
        )
      : null;
  return {
    success: true as const,
    status,
    skipped: task.skipped,
    ...(link ? { download_url: link.url } : {}),
  };
}

/** Routes the object-task zip calls and the v2 item zip. */
export function registerZipRoutes(router: Router, app: AppContext): void {
  router.addAuthed(initZip, (_, { auth: { user } }) => ({
    success: true as const,
    task_key: createTask(app.db, user.id, app.clock.now()),
  }));
  router.addAuthed(startZip, (input, { auth: { user } }) =>
    refusing(() => {
      requireDirect(app, user);
      const task = startTask(
        app.db,
        user,
        input.task_key,
        seqs(input.target_file),
        seqs(input.target_dir),
        app.clock.now(),
      );
      prepareArchive(app, user, task);
      return {
        success: true as const,
        task_key: task.taskKey,
        status: statusAt(task, app.clock.now()),
      };
    }),
  );
  router.addAuthed(zipTaskStatus, (input, { auth }) => state(app, auth, input.taskKey));

  router.addAuthed(startItemsZip, (input, { auth: { user, session } }) =>
    refusing(() => {
      requireDirect(app, user);
      const now = app.clock.now();
      const given = input.download_key;
      const existing = given === undefined ? null : findTask(app.db, given, user.id);
      if (
        given !== undefined &&
        existing === null &&
        app.db.prepare('SELECT 1 FROM zip_tasks WHERE task_key = ?').get(given)
      ) {
        throw new Refusal('task_not_found');
      }
      const key = existing?.taskKey ?? createTask(app.db, user.id, now, given);
      const task = startTask(
        app.db,
        user,
        key,
        [...new Set(input.file_seqs)],
        [...new Set(input.dir_seqs)],
        now,
      );
      prepareArchive(app, user, task);
      const link = issueDownloadLink(
        app.db,
        { userId: user.id, sessionId: session.id },
        { kind: 'zip', taskKey: task.taskKey },
        task.fileName,
        now,
      );
      return { success: true as const, download_key: task.taskKey, download_url: link.url };
    }),
  );
  router.addAuthed(itemsZipStatus, (input, { auth }) => state(app, auth, input.key));
}
