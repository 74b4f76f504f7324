import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  getImages,
  thumbnailOne,
  thumbnailsV1,
  thumbnailsV2,
} from '../../src/lib/api/contract/thumbnails.ts';
import type { User } from '../auth/accounts.ts';
import { resolveSession } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { reply, SESSION_ENDED, type RouteContext, type Router } from '../http/router.ts';
import { sendFailure } from '../http/respond.ts';
import { decisionIn } from '../files/access.ts';
import { filesOf } from '../files/context.ts';
import { hasThumbnail, parseReginfo, reachFile } from '../files/items.ts';
import { signViewLink, VIEW_LINK_LIFETIME } from '../files/links.ts';
import { Refusal } from '../files/results.ts';
import { sendBlob, viewedFile } from '../files/serve.ts';
import { CONNECTION_DENIED, SESSION_FAILURE } from '../../src/lib/api/contract/results.ts';

/** The thumb host's caller from `Authorization: Bearer <access token>`, or the session failure (01). */
function bearer(app: AppContext, ctx: RouteContext) {
  const header = ctx.req.headers.authorization ?? '';
  const token = /^Bearer ([\x21-\x7e]{1,200})$/.exec(header)?.[1] ?? '';
  const resolved = resolveSession(app.db, token, app.clock.now());
  if (resolved.ok && resolved.session.restriction === null) return resolved.user;
  const all = !resolved.ok && resolved.reason === 'blocked' ? CONNECTION_DENIED : SESSION_ENDED;
  return reply(200, { success: false as const, result_code: SESSION_FAILURE, all });
}

/** The thumbnail URL of a file for the caller, or null (no access, no preview right, not an image). */
function thumbnailUrl(
  app: AppContext,
  user: User,
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
    const user = bearer(app, ctx);
    if (!('id' in user)) return user;
    const thumbnails = list(input.file_seq).map((seq) => ({
      file_seq: seq,
      url: thumbnailUrl(app, user, seq),
    }));
    return { success: true as const, thumbnails };
  });
  router.add(thumbnailsV2, (input, ctx) => {
    const user = bearer(app, ctx);
    if (!('id' in user)) return user;
    const thumbnails = input.items.map((item) => ({
      file_seq: item.file_seq,
      url: thumbnailUrl(app, user, item.file_seq, item.reginfo),
    }));
    return { success: true as const, thumbnails };
  });
  router.add(thumbnailOne, (input, ctx) => {
    const user = bearer(app, ctx);
    if (!('id' in user)) return user;
    return {
      success: true as const,
      thumbnail: {
        file_seq: input.fileSeq,
        url: thumbnailUrl(app, user, input.fileSeq, input.reginfo),
      },
    };
  });
  router.addAuthed(getImages, (input, { auth: { user } }) => ({
    success: true as const,
    images: list(input.file_id).map((seq) => ({ file_id: seq, url: thumbnailUrl(app, user, seq) })),
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
  if (viewed === null || viewed.path === null || !hasThumbnail(viewed.file)) {
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
