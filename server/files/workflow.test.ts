import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
const shared: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  const levels = await openPath(alice, '1{2', ['All Levels Demo']);
  for (const name of ['handbook.pdf', 'sunrise.png', 'contract.pdf', 'plan.txt']) {
    shared[name] = Number(itemNamed(levels, name)['file_seq']);
  }
});
afterAll(async () => {
  await server.close();
});

describe('workflow download', () => {
  it('records a task awaiting approval and adds files to it', async () => {
    const wf = await signIn(server, 'wf');
    const first = await wf.json('/v2/workflow/download/files', {
      file_seqs: [shared['handbook.pdf']],
      use_cdn: false,
      comment: 'For the audit',
    });
    expect(first).toMatchObject({
      success: true,
      kind: 'download',
      status: 'pending',
      file_seqs: [shared['handbook.pdf']],
      approver_name: 'Alice Example',
    });
    const more = await wf.json('/v2/workflow/download/files', {
      workflow_task_seq: first['workflow_task_seq'],
      file_seqs: [shared['plan.txt']],
    });
    expect(more['file_seqs']).toEqual(
      [shared['handbook.pdf'], shared['plan.txt']].sort((a, b) => Number(a) - Number(b)),
    );
    const review = await wf.json('/v2/workflow/download/file-review', {
      file_seqs: [shared['sunrise.png']],
    });
    expect(review).toMatchObject({ success: true, kind: 'review' });
    expect(review['workflow_task_seq']).not.toBe(first['workflow_task_seq']);
  });

  it.each([
    ['a user without workflow', 'alice', 'handbook.pdf', 'no_workflow'],
    ['a locked file', 'wf', 'contract.pdf', 'file_locked'],
  ])('refuses %s', async (_, id, name, code) => {
    const client = id === 'alice' ? alice : await signIn(server, id);
    expect(
      await client.json('/v2/workflow/download/files', { file_seqs: [shared[name]] }),
    ).toMatchObject({ result_code: code });
  });

  it('refuses another user’s task', async () => {
    const wf = await signIn(server, 'wf');
    const task = await wf.json('/v2/workflow/download/files', {
      file_seqs: [shared['handbook.pdf']],
    });
    server.app.db
      .prepare(
        "INSERT INTO user_authority (user_id, use_wf, wf_scope_download) SELECT id, 1, 1 FROM users WHERE login_id = 'downloader'",
      )
      .run();
    const downloader = await signIn(server, 'downloader');
    expect(
      await downloader.json('/v2/workflow/download/files', {
        workflow_task_seq: task['workflow_task_seq'],
        file_seqs: [shared['handbook.pdf']],
      }),
    ).toMatchObject({ result_code: 'task_not_found' });
  });
});
