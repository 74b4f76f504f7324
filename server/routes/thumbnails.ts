import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  getImages,
  thumbnailOne,
  thumbnailsV1,
  thumbnailsV2,
} from '../../src/lib/api/contract/thumbnails.ts';
import type { User } from '../auth/accounts.ts';
import { sessionRefusal } from '../auth/authenticate.ts';
import { resolveSession } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { reply, type RouteContext } from '../http/router.ts';
import type { Router } from './types.ts';
import { sendFailure } from '../http/respond.ts';
import { decisionIn } from '../files/access.ts';
import { filesOf } from '../files/context.ts';
import { hasThumbnail, parseReginfo, reachFile } from '../files/items.ts';
import { signViewLink, VIEW_LINK_LIFETIME } from '../files/links.ts';
import { Refusal } from '../files/results.ts';
import { sendBlob, viewedFile } from '../files/serve.ts';
import { sendLinkEnded } from '../files/link-ended.ts';

/** The thumb host's caller from `Authorization: Bearer <access token>`, or the session failure (01). */
function bearer(app: AppContext, ctx: RouteContext) {
  const header = ctx.req.headers.authorization ?? '';
  const token = /^Bearer ([\x21-\x7e]{1,200})$/.exec(header)?.[1] ?? '';
  const resolved = resolveSession(app.db, token, app.clock.now());
  if (resolved.ok && resolved.session.restriction === null)
    return { user: resolved.user, sessionId: resolved.session.id };
  return reply(200, sessionRefusal(resolved.ok ? 'restricted' : resolved.reason));
}

/** The thumbnail URL of a file for the caller, or null (no access, no preview right, not an image). */
function thumbnailUrl(
  app: AppContext,
  { user, sessionId }: { readonly user: User; readonly sessionId: number },
  fileSeq: number,
  reginfo?: string,
): string | null {
  try {
    const { file, access } = reachFile(app.db, user, fileSeq);
    if (reginfo !== undefined && parseReginfo(reginfo) !== fileSeq) return null;
    if (decisionIn(access, 'preview') !== 'allowed' || !hasThumbnail(file)) return null;
    return signViewLink(filesOf(app).linkKey, {
      purpose: 'thumbnail',
      fileSeq,
      userId: user.id,
      sessionId,
      expiresAt: app.clock.now() + VIEW_LINK_LIFETIME,
      rendering: 'bytes',
    });
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}

function list(value: string): number[] {
  return value === '' ? [] : value.split(',').map(Number).slice(0, 200);
}

/** Routes the thumbnail calls (Bearer) and POST {api}/app/image/get (access_token). */
export function registerThumbnailRoutes(router: Router, app: AppContext): void {
  router.add(thumbnailsV1, (input, ctx) => {
    const caller = bearer(app, ctx);
    if (!('user' in caller)) return caller;
    const thumbnails = list(input.file_seq).map((seq) => ({
      file_seq: seq,
      url: thumbnailUrl(app, caller, seq),
    }));
    return { success: true as const, thumbnails };
  });
  router.add(thumbnailsV2, (input, ctx) => {
    const caller = bearer(app, ctx);
    if (!('user' in caller)) return caller;
    const thumbnails = input.items.map((item) => ({
      file_seq: item.file_seq,
      url: thumbnailUrl(app, caller, item.file_seq, item.reginfo),
    }));
    return { success: true as const, thumbnails };
  });
  router.add(thumbnailOne, (input, ctx) => {
    const caller = bearer(app, ctx);
    if (!('user' in caller)) return caller;
    return {
      success: true as const,
      thumbnail: {
        file_seq: input.fileSeq,
        url: thumbnailUrl(app, caller, input.fileSeq, input.reginfo),
      },
    };
  });
  router.addAuthed(getImages, (input, { auth: { user, session } }) => ({
    success: true as const,
    images: list(input.file_id).map((seq) => ({
      file_id: seq,
      url: thumbnailUrl(app, { user, sessionId: session.id }, seq),
    })),
  }));
}

/** GET /blob/thumbnail?t= — the image itself (capped in size), inline. */
export function thumbnailBlob(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const viewed = viewedFile(app, url, 'thumbnail');
  if ('end' in viewed) {
    sendLinkEnded(req, res, viewed.status, viewed.end);
    return;
  }
  if (viewed.path === null || !hasThumbnail(viewed.file)) {
    sendFailure(res, 404, 'not_found', 'File not found.');
    return;
  }
  const { file, path } = viewed;
  sendBlob(req, res, {
    bytes: { path, size: file.size },
    contentType: file.contentType,
    fileName: file.name,
    disposition: 'inline',
  });
}
