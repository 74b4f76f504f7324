// The operation authority flags of a user (requirements F7), stored per user with defaults.
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { operationAuthority } from '../../src/lib/api/contract/users.ts';
import type { PreviewAuthority } from '../../src/lib/files/preview.ts';
import type { WorkflowAuthority } from '../../src/lib/files/authority.ts';
import type { User } from '../auth/accounts.ts';
import { bool, int, type Row } from '../db/rows.ts';

/** The profile's authority flags plus what only the server reads. */
export type Authority = InferOutput<typeof operationAuthority> & { guest_link_allowed: boolean };

/** The default media preview limit: 500 MB. */
export const DEFAULT_MEDIA_PREVIEW = 500 * 1024 * 1024;

const FLAGS = [
  'use_preview',
  'use_media_view',
  'use_office_view',
  'use_wf',
  'wf_scope_download',
  'wf_scope_link',
  'wf_scope_zipmail',
  'wf_scope_upload',
  'wf_download_perm',
  'wf_link_perm',
  'wf_zipmail_perm',
  'wf_upload_perm',
  'guest_link_allowed',
] as const;

function defaults(user: User): Authority {
  return {
    blocked: false,
    use_preview: true,
    use_media_view: true,
    use_office_view: user.type === 'user',
    max_media_preview_size: DEFAULT_MEDIA_PREVIEW,
    use_wf: false,
    wf_scope_download: false,
    wf_scope_link: false,
    wf_scope_zipmail: false,
    wf_scope_upload: false,
    wf_download_perm: false,
    wf_link_perm: false,
    wf_zipmail_perm: false,
    wf_upload_perm: false,
    wf_line_user_limit: 0,
    guest_link_allowed: false,
  };
}

/** The authority of a user: the stored row, or the defaults (office view for company users only). */
export function authorityFor(db: DatabaseSync, user: User): Authority {
  const row: Row | undefined = db
    .prepare('SELECT * FROM user_authority WHERE user_id = ?')
    .get(user.id);
  const base = defaults(user);
  if (!row) return base;
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, bool(row, flag)]));
  return {
    ...base,
    ...flags,
    max_media_preview_size: int(row, 'max_media_preview_size'),
    wf_line_user_limit: int(row, 'wf_line_user_limit'),
  };
}

/** The preview flags in the app's camelCase form (the shared rules take that form). */
export function previewAuthority(a: Authority): PreviewAuthority {
  return {
    usePreview: a.use_preview,
    useMediaView: a.use_media_view,
    useOfficeView: a.use_office_view,
    maxMediaPreviewSize: a.max_media_preview_size,
  };
}

/** The workflow flags in camelCase. */
export function workflowAuthority(a: Authority): WorkflowAuthority {
  return {
    useWf: a.use_wf,
    wfScopeDownload: a.wf_scope_download,
    wfScopeLink: a.wf_scope_link,
    wfScopeZipmail: a.wf_scope_zipmail,
    wfScopeUpload: a.wf_scope_upload,
    wfDownloadPerm: a.wf_download_perm,
    wfLinkPerm: a.wf_link_perm,
    wfZipmailPerm: a.wf_zipmail_perm,
    wfUploadPerm: a.wf_upload_perm,
    wfLineUserLimit: a.wf_line_user_limit,
  };
}

/** The flags the profile call sends (without the server-only ones). */
export function profileAuthority(a: Authority): InferOutput<typeof operationAuthority> {
  return Object.fromEntries(
    Object.entries(a).filter(([key]) => key !== 'guest_link_allowed'),
  ) as InferOutput<typeof operationAuthority>;
}
