// Test support for the viewer and download stores: list items and a recording environment.
// Never imported by the app.
import { createApiClient } from '../api/client.ts';
import { sleep } from '../api/env.ts';
import { fakeEnv } from '../api/fake-env.ts';
import type { WorkflowAuthority } from '../files/authority.ts';
import { workflowOff } from '../files/authority.ts';
import { createT } from '../i18n/t.ts';
import type { ProgressHandle } from '../ui/progress.ts';
import type { WireItem, ExplorerItem } from '../explorer/items.ts';
import { toItem } from '../explorer/adapt.ts';
import type { DownloadEnv } from '../downloads/downloads.ts';

/** A list entry with sensible defaults, as the explorer adapts it from the wire's shape. */
export function item(fileSeq: number, name: string, extra: Partial<WireItem> = {}): ExplorerItem {
  return toItem({
    kind: 'file',
    id: `f${fileSeq}`,
    file_seq: fileSeq,
    dir_seq: 0,
    name,
    extension: name.split('.').pop() ?? '',
    size: 1024,
    thumbnail: false,
    node: '1001',
    permission: { node: '1001', access_level: null },
    is_permission: 0,
    permission_flag_preview: 'Y',
    use_set_file_comment: false,
    reginfo: 'r1',
    updated_at: 0,
    owner_name: 'Alice',
    own: true,
    ...extra,
  });
}

/** A folder entry. */
export function folder(dirSeq: number, name: string, node: string): ExplorerItem {
  return item(0, name, { kind: 'folder', dir_seq: dirSeq, node, id: `d${dirSeq}`, size: 0 });
}

/** Workflow flags with everything off. */
export const NO_WORKFLOW: WorkflowAuthority = workflowOff({
  useWf: true,
  wfScopeDownload: true,
  wfScopeLink: false,
  wfScopeZipmail: false,
  wfScopeUpload: false,
  wfDownloadPerm: true,
  wfLinkPerm: false,
  wfZipmailPerm: false,
  wfUploadPerm: false,
  wfLineUserLimit: 0,
});

/** English texts that show their key and variables, so tests read what the user is told. */
const t = createT({}, 'en');

/** A download environment over a scripted server, recording what the user would see. */
export function downloadWorld(authority: WorkflowAuthority = NO_WORKFLOW, userAgent = 'Chrome') {
  const server = fakeEnv();
  const seen: string[] = [];
  const t0 = Date.now();
  const progress = (label: string): ProgressHandle => {
    seen.push(`progress ${label}`);
    return {
      update: (next) => seen.push(`progress ${next}`),
      done: (last) => seen.push(`done ${last ?? ''}`),
      fail: (message) => seen.push(message === undefined ? 'hidden' : `failed ${message}`),
    };
  };
  const env: DownloadEnv = {
    client: createApiClient(server.env),
    authority: () => authority,
    t,
    sleep,
    userAgent: () => userAgent,
    assign: (url) => seen.push(`assign ${url} at ${Date.now() - t0}`),
    progress,
    toast: (message, tone) => seen.push(`${tone} ${message}`),
    openWorkflow: (files) => seen.push(`workflow ${files.map((f) => f.fileSeq).join(',')}`),
    chooseMode: (items) => seen.push(`choose ${items.length}`),
  };
  return { server, env, seen };
}
