// Download choice, workflow flags, zip status and developer companies (requirements D1, D3, V8).

/** The workflow flags of the operation authority (camelCase, as the app holds the profile). */
export interface WorkflowAuthority {
  readonly useWf: boolean;
  readonly wfScopeDownload: boolean;
  readonly wfScopeLink: boolean;
  readonly wfScopeZipmail: boolean;
  readonly wfScopeUpload: boolean;
  readonly wfDownloadPerm: boolean;
  readonly wfLinkPerm: boolean;
  readonly wfZipmailPerm: boolean;
  readonly wfUploadPerm: boolean;
  readonly wfLineUserLimit: number;
}

/** How a download goes: through the workflow download dialog, or straight away. */
export type DownloadChoice = 'workflow' | 'direct';

/** Workflow when wf_scope_download is on and wf_download_perm or wf_line_user_limit is set. */
export function downloadChoice(
  authority: Pick<WorkflowAuthority, 'wfScopeDownload' | 'wfDownloadPerm' | 'wfLineUserLimit'>,
): DownloadChoice {
  const needsApproval = authority.wfDownloadPerm || authority.wfLineUserLimit > 0;
  return authority.wfScopeDownload && needsApproval ? 'workflow' : 'direct';
}

/** The same flags with every workflow switch off (the spec's "one function turns all off"). */
export function workflowOff<T extends WorkflowAuthority>(authority: T): T {
  return {
    ...authority,
    useWf: false,
    wfScopeDownload: false,
    wfScopeLink: false,
    wfScopeZipmail: false,
    wfScopeUpload: false,
    wfDownloadPerm: false,
    wfLinkPerm: false,
    wfZipmailPerm: false,
    wfUploadPerm: false,
    wfLineUserLimit: 0,
  };
}

/** The two internal company codes that count as developer companies (defined by us). */
export const DEVELOPER_COMPANIES: readonly string[] = ['cloudbox-dev', 'cloudbox-qa'];
/** Preview types only developer companies get; the spec says the list is empty. */
export const EXPERIMENTAL_PREVIEW_TYPES: readonly string[] = [];

/** Whether a company code is a developer company (case-insensitive, like company codes). */
export function isDeveloperCompany(companyCode: string): boolean {
  return DEVELOPER_COMPANIES.includes(companyCode.trim().toLowerCase());
}

/** The experimental preview types a company may use. */
export function experimentalPreviewTypes(companyCode: string): readonly string[] {
  return isDeveloperCompany(companyCode) ? EXPERIMENTAL_PREVIEW_TYPES : [];
}

/** Zip task status codes (requirements D3). */
export const ZIP_STATUS = { ready: 0, processing: 1, legacyFinished: 2, completed: 3 } as const;

/** What a polled zip status means: keep polling, or done (the legacy check also takes 2). */
export function zipStatusMeaning(
  status: number,
  legacy = false,
): 'ready' | 'processing' | 'completed' | 'unknown' {
  if (status === ZIP_STATUS.completed) return 'completed';
  if (legacy && status === ZIP_STATUS.legacyFinished) return 'completed';
  if (status === ZIP_STATUS.ready) return 'ready';
  if (status === ZIP_STATUS.processing) return 'processing';
  return 'unknown';
}
