import type { IncomingMessage, ServerResponse } from 'node:http';
import { convertDocument, convertMedia, viewerCache } from '../../src/lib/api/contract/preview.ts';
import { previewDecision, type PreviewRefusal } from '../../src/lib/files/preview.ts';
import type { FileResultCode } from '../../src/lib/api/contract/files.ts';
import type { Auth } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { decisionIn } from '../files/access.ts';
import { authorityFor, previewAuthority } from '../files/authority.ts';
import { filesOf } from '../files/context.ts';
import { reachFile } from '../files/items.ts';
import { previewLockedFor } from '../files/lock.ts';
import { signViewLink, VIEW_LINK_LIFETIME } from '../files/links.ts';
import { previewContentType, renderDocumentPdf, rendersAsPdf } from '../files/rendering.ts';
import { fail, Refusal, refusing } from '../files/results.ts';
import { sendBlob, viewedFile } from '../files/serve.ts';
import { sendLinkEnded } from '../files/link-ended.ts';

/** Polls of the viewer cache that still report data, per user and file (then it is empty). */
export const CACHE_BUSY_POLLS = 2;
// A pause this long starts a new conversion, so the next preview polls again.
const CACHE_RESET_MS = 60_000;

const REFUSAL_CODE: Readonly<Record<PreviewRefusal, FileResultCode>> = {
  no_authority: 'no_authority',
  locked: 'preview_locked',
  unsupported: 'preview_unsupported',
  too_large: 'preview_too_large',
  media_too_large: 'media_too_large',
};

function convert(
  app: AppContext,
  { user, session: { id: sessionId } }: Auth,
  fileSeq: number,
  dirSeq: number | undefined,
  mediaOnly: boolean,
) {
  return refusing(() => {
    const { file, access } = reachFile(app.db, user, fileSeq);
    if (dirSeq !== undefined && dirSeq !== file.dirSeq) throw new Refusal('not_found');
    const authority = previewAuthority(authorityFor(app.db, user));
    const locked = previewLockedFor(file, user);
    const decision = previewDecision({ name: file.name, size: file.size, locked }, authority);
    if (!decision.ok) return fail(REFUSAL_CODE[decision.reason]);
    if (decisionIn(access, 'preview') !== 'allowed') return fail('no_authority');
    if (mediaOnly !== (decision.kind === 'media')) return fail('preview_unsupported');
    const preview_url = signViewLink(filesOf(app).linkKey, {
      purpose: 'preview',
      fileSeq: file.fileSeq,
      userId: user.id,
      sessionId,
      expiresAt: app.clock.now() + VIEW_LINK_LIFETIME,
      rendering: rendersAsPdf(file) ? 'pdf' : 'bytes',
    });
    return {
      success: true as const,
      preview_url,
      all: '',
      kind: decision.kind,
      content_type: previewContentType(file),
    };
  });
}

/** Routes /doc/convert, /media/convert and the viewer-cache poll. */
export function registerPreviewRoutes(router: Router, app: AppContext): void {
  router.addAuthed(convertDocument, (input, { auth }) =>
    convert(app, auth, input.fileid, input.dir_seq, false),
  );
  router.addAuthed(convertMedia, (input, { auth }) =>
    convert(app, auth, input.fileid, undefined, true),
  );
  router.addAuthed(viewerCache, (input, { auth: { user } }) => {
    const polls = filesOf(app).cachePolls;
    const key = `${user.id}:${input.file_seq}`;
    const now = app.clock.now();
    const last = polls.get(key);
    const count = last && now - last.at < CACHE_RESET_MS ? last.count + 1 : 1;
    polls.set(key, { count, at: now });
    if (polls.size > 10_000) polls.clear();
    return { success: true as const, data: count <= CACHE_BUSY_POLLS ? 'uploading' : '' };
  });
}

/** GET /blob/preview?t= — the preview bytes (or the generated PDF) inline. */
export function previewBlob(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const viewed = viewedFile(app, url, 'preview');
  if ('end' in viewed) {
    sendLinkEnded(req, res, viewed.status, viewed.end);
    return;
  }
  const { claim, file, path } = viewed;
  if (claim.rendering === 'pdf') {
    sendBlob(req, res, {
      bytes: renderDocumentPdf(file),
      contentType: 'application/pdf',
      fileName: `${file.name}.pdf`,
      disposition: 'inline',
    });
    return;
  }
  sendBlob(req, res, {
    bytes: path ? { path, size: file.size } : Buffer.alloc(0),
    contentType: previewContentType(file),
    fileName: file.name,
    disposition: 'inline',
  });
}
