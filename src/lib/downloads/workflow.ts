// The workflow download dialog's store (requirements D1): the files need approval, so the
// user sends a request (approval to download, or a review of the files) with an optional comment.
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import { workflowDownload, workflowReview } from '../api/contract/workflow.ts';
import { messageOf } from '../api/failures.ts';
import type { Message } from '../api/messages.ts';
import { createFormSubmit, type FormSubmit } from '../ui/submit.ts';
import { DOWNLOAD_FAILURES } from './download-errors.ts';

/** Which workflow call the request goes to. */
export type WorkflowKind = 'download' | 'review';

/** The longest comment the contract accepts. */
export const WORKFLOW_COMMENT_MAX = 1000;

/** What the user is told after sending: the approver the request went to. */
export interface WorkflowSent {
  readonly taskSeq: number;
  readonly approverName: string;
  readonly count: number;
}

/** The dialog's state and its one submit. */
export interface WorkflowForm {
  readonly $kind: WritableAtom<WorkflowKind>;
  readonly $comment: WritableAtom<string>;
  readonly $sent: ReadableAtom<WorkflowSent | null>;
  readonly submit: FormSubmit<[], WorkflowSent | null>;
}

/** The message of a failed request: the server's text, or our key. */
export function workflowError(error: unknown): Message {
  return messageOf(error, DOWNLOAD_FAILURES);
}

/** Creates the form for these file sequences; the comment is kept whatever happens to a request. */
export function createWorkflowForm(client: ApiClient, fileSeqs: readonly number[]): WorkflowForm {
  const $kind = atom<WorkflowKind>('download');
  const $comment = atom('');
  const $sent = atom<WorkflowSent | null>(null);
  const submit = createFormSubmit(
    async (): Promise<WorkflowSent | null> => {
      const comment = $comment.get().trim().slice(0, WORKFLOW_COMMENT_MAX);
      const request = {
        file_seqs: [...fileSeqs],
        use_cdn: false,
        ...(comment === '' ? {} : { comment }),
      };
      const endpoint = $kind.get() === 'review' ? workflowReview : workflowDownload;
      const answer = await client.call(endpoint, request, { onFailure: 'caller' });
      const sent = {
        taskSeq: answer.workflow_task_seq,
        approverName: answer.approver_name,
        count: answer.file_seqs.length,
      };
      $sent.set(sent);
      return sent;
    },
    { mapError: workflowError },
  );
  return { $kind, $comment, $sent, submit };
}
