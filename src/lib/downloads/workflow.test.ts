import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json, reset } from '../api/fake-env.ts';
import { createWorkflowForm } from './workflow.ts';

const task = {
  success: true,
  workflow_task_seq: 12,
  kind: 'download',
  status: 'pending',
  file_seqs: [1, 2],
  approver_name: 'Maria Manager',
};

function form() {
  const server = fakeEnv();
  const wf = createWorkflowForm(createApiClient(server.env), [1, 2]);
  return { server, wf };
}

describe('the workflow download dialog', () => {
  it.each([
    ['asks for download approval by default', 'download', '/v2/workflow/download/files'],
    ['asks for a file review when chosen', 'review', '/v2/workflow/download/file-review'],
  ] as const)('%s', async (_, kind, path) => {
    const { server, wf } = form();
    server.reply(json(task));
    wf.$kind.set(kind);
    wf.$comment.set('  For the audit  ');
    const result = await wf.submit.submit();
    expect(result).toEqual({
      status: 'done',
      value: { taskSeq: 12, approverName: 'Maria Manager', count: 2 },
    });
    const [request] = server.requests;
    expect(new URL(request?.url ?? '').pathname).toBe(path);
    expect(await request?.json()).toEqual({
      file_seqs: [1, 2],
      use_cdn: false,
      comment: 'For the audit',
    });
    expect(wf.$sent.get()?.approverName).toBe('Maria Manager');
  });

  it('leaves the comment out when it is empty', async () => {
    const { server, wf } = form();
    server.reply(json(task));
    await wf.submit.submit();
    expect(await server.requests[0]?.json()).toEqual({ file_seqs: [1, 2], use_cdn: false });
  });

  it.each([
    [
      'the server’s text',
      json({
        success: false,
        result_code: 'no_workflow',
        all: 'Workflow approval is not enabled for you.',
      }),
      { text: 'Workflow approval is not enabled for you.' },
    ],
    ['a network message', reset, { key: 'download.network' }],
    ['the fallback for garbage', json([]), { key: 'download.failed' }],
  ] as const)('shows %s when the request fails and keeps the comment', async (_, reply, error) => {
    const { server, wf } = form();
    server.reply(reply);
    wf.$comment.set('Needed for the client meeting');
    const result = await wf.submit.submit();
    expect(result).toEqual({ status: 'failed', error });
    expect(wf.$comment.get()).toBe('Needed for the client meeting');
    expect(server.toasts).toEqual([]);
  });
});
