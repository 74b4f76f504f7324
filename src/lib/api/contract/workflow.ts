// Workflow download (requirements D1): a download that needs approval is recorded as a task.
// The answer is "not shown" in the spec: defined here.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { seqField, seqList } from './files.ts';

/** The request of both workflow calls; a workflow_task_seq adds files to the caller's pending task. */
export const workflowRequest = v.object({
  workflow_task_seq: v.optional(seqField),
  file_seqs: v.pipe(seqList, v.minLength(1)),
  use_cdn: v.optional(v.boolean()),
  comment: v.optional(text(1000)),
});

/** A recorded workflow task, awaiting approval. */
export const workflowTask = v.object({
  success: v.literal(true),
  workflow_task_seq: v.number(),
  kind: v.picklist(['download', 'review']),
  status: v.picklist(['pending', 'approved', 'rejected']),
  file_seqs: v.array(v.number()),
  approver_name: v.string(),
});

/** POST /v2/workflow/download/files — asks for approval to download files. */
export const workflowDownload = defineEndpoint({
  name: 'workflow.download',
  method: 'POST',
  host: 'page',
  path: '/v2/workflow/download/files',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: workflowRequest,
  response: orFailure(workflowTask),
});

/** POST /v2/workflow/download/file-review — asks for a review of the files before download. */
export const workflowReview = defineEndpoint({
  name: 'workflow.review',
  method: 'POST',
  host: 'page',
  path: '/v2/workflow/download/file-review',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: workflowRequest,
  response: orFailure(workflowTask),
});
