import type { InferOutput } from 'valibot';
import {
  workflowDownload,
  workflowReview,
  type workflowRequest,
} from '../../src/lib/api/contract/workflow.ts';
import type { User } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { int, optText } from '../db/rows.ts';
import type { Router } from './types.ts';
import { decisionIn } from '../files/access.ts';
import { authorityFor } from '../files/authority.ts';
import { reachFile } from '../files/items.ts';
import { lockedFor } from '../files/lock.ts';
import { fail, Refusal, refusing } from '../files/results.ts';

/** The approver shown for a task: the company's first other company user (the reference server has no approval routes). */
function approverOf(app: AppContext, user: User): string {
  const row = app.db
    .prepare(
      "SELECT user_name FROM users WHERE company_id = ? AND user_type = 'user' AND id <> ? ORDER BY id LIMIT 1",
    )
    .get(user.companyId, user.id);
  return row ? (optText(row, 'user_name') ?? '') : '';
}

function record(
  app: AppContext,
  user: User,
  kind: 'download' | 'review',
  input: InferOutput<typeof workflowRequest>,
) {
  return refusing(() => {
    const authority = authorityFor(app.db, user);
    if (!authority.use_wf || !authority.wf_scope_download) return fail('no_workflow');
    const fileSeqs = [...new Set(input.file_seqs)];
    for (const seq of fileSeqs) {
      const { file, access } = reachFile(app.db, user, seq);
      if (decisionIn(access, 'download') !== 'allowed') throw new Refusal('no_authority');
      if (lockedFor(file, user)) throw new Refusal('file_locked');
    }
    const now = app.clock.now();
    const taskSeq = transaction(app.db, () => {
      let seq = input.workflow_task_seq;
      if (seq !== undefined) {
        const found = app.db
          .prepare(
            "SELECT seq FROM workflow_tasks WHERE seq = ? AND user_id = ? AND kind = ? AND status = 'pending'",
          )
          .get(seq, user.id, kind);
        if (!found) throw new Refusal('task_not_found');
      } else {
        const { lastInsertRowid } = app.db
          .prepare(
            'INSERT INTO workflow_tasks (user_id, kind, comment, use_cdn, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(user.id, kind, input.comment ?? '', input.use_cdn ? 1 : 0, now);
        seq = Number(lastInsertRowid);
      }
      const add = app.db.prepare(
        'INSERT OR IGNORE INTO workflow_task_files (task_seq, file_seq) VALUES (?, ?)',
      );
      for (const fileSeq of fileSeqs) add.run(seq, fileSeq);
      return seq;
    });
    const files = app.db
      .prepare('SELECT file_seq FROM workflow_task_files WHERE task_seq = ? ORDER BY file_seq')
      .all(taskSeq)
      .map((row) => int(row, 'file_seq'));
    return {
      success: true as const,
      workflow_task_seq: taskSeq,
      kind,
      status: 'pending' as const,
      file_seqs: files,
      approver_name: approverOf(app, user),
    };
  });
}

/** Routes the workflow download and file-review requests: each records a task awaiting approval. */
export function registerWorkflowRoutes(router: Router, app: AppContext): void {
  router.addAuthed(workflowDownload, (input, { auth: { user } }) =>
    record(app, user, 'download', input),
  );
  router.addAuthed(workflowReview, (input, { auth: { user } }) =>
    record(app, user, 'review', input),
  );
}
