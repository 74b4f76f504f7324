import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { defineEndpoint } from '../../src/lib/api/endpoint.ts';
import {
  createShareLink,
  downloadShareLink,
  listShareLinks,
  openShareLink,
  previewShareLink,
  revokeShareLink,
  unlockShareLink,
  updateShareLink,
} from '../../src/lib/api/contract/share-links.ts';
import type { AppContext } from '../context.ts';
import type { PageRoute, Router } from './types.ts';
import { filesOf } from '../files/context.ts';
import { previewContentType, renderDocumentPdf, rendersAsPdf } from '../files/rendering.ts';
import { sendBlob } from '../files/serve.ts';
import { LINK_GONE, sendLinkEnded } from '../files/link-ended.ts';
import {
  createLink,
  downloadThroughLink,
  listLinks,
  openForPage,
  previewThroughLink,
  revokeLink,
  SHARE_BLOB_PATH,
  shareRefusing,
  sharedBytes,
  unlockLink,
  updateLink,
} from '../files/share-links.ts';
import { hashToken } from '../auth/sessions.ts';
import { addressLimiterOf } from '../files/address-limits.ts';

/**
 * POST /dev/share-link/expire (test mode only) — moves a link's expiry a minute into the past,
 * so a story can open an expired link without a fake clock.
 */
export const devExpireShareLink = defineEndpoint({
  name: 'dev.expireShareLink',
  method: 'POST',
  host: 'page',
  path: '/dev/share-link/expire',
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRF-Token',
  request: v.object({ token: v.pipe(v.string(), v.maxLength(64)) }),
  response: v.object({ success: v.boolean() }),
});

/**
 * Routes the share-link calls (requirements X26): the owner's {api}/v2/share-link/* and the
 * public page's {api}/v2/share/*. Tokens travel only in request bodies, never in a logged path.
 */
export function registerShareLinkRoutes(router: Router, app: AppContext): void {
  router.addAuthed(createShareLink, (input, { auth: { user } }) =>
    shareRefusing(async () => ({
      success: true as const,
      ...(await createLink(
        app.db,
        user,
        input.target,
        {
          expiresAt: input.expires_at,
          downloadLimit: input.download_limit,
          previewOnly: input.preview_only,
        },
        input.password,
        app.clock.now(),
        app.passwordCost,
      )),
    })),
  );
  router.addAuthed(listShareLinks, (input, { auth: { user } }) =>
    shareRefusing(() => ({
      success: true as const,
      links: listLinks(app.db, user, input, app.clock.now()),
    })),
  );
  router.addAuthed(updateShareLink, (input, { auth: { user } }) =>
    shareRefusing(async () => ({
      success: true as const,
      link: await updateLink(
        app.db,
        user,
        input.id,
        {
          expiresAt: input.expires_at,
          downloadLimit: input.download_limit,
          previewOnly: input.preview_only,
        },
        input.password,
        app.clock.now(),
        app.passwordCost,
      ),
    })),
  );
  router.addAuthed(revokeShareLink, (input, { auth: { user } }) =>
    shareRefusing(() => ({
      success: true as const,
      link: revokeLink(app.db, user, input.id, app.clock.now()),
    })),
  );
  router.add(openShareLink, (input) =>
    shareRefusing(() => ({
      success: true as const,
      ...openForPage(app.db, filesOf(app).storage, input.token, input.pass ?? '', app.clock.now()),
    })),
  );
  // Password tries are counted per address too, across links (security K47).
  const limiter = addressLimiterOf(app);
  router.add(unlockShareLink, (input, { ip }) =>
    shareRefusing(async () => {
      limiter.take('password', ip, app.clock.now());
      return {
        success: true as const,
        pass: await unlockLink(app.db, input.token, input.password, app.clock.now()),
      };
    }),
  );
  router.add(downloadShareLink, (input) =>
    shareRefusing(() => ({
      success: true as const,
      ...downloadThroughLink(app.db, input.token, input.pass ?? '', app.clock.now()),
    })),
  );
  if (app.config.mode === 'test') {
    router.add(devExpireShareLink, (input) => {
      const { changes } = app.db
        .prepare('UPDATE share_links SET expires_at = ? WHERE token_hash = ?')
        .run(app.clock.now() - 60_000, hashToken(input.token));
      return { success: Number(changes) === 1 };
    });
  }
  router.add(previewShareLink, (input) =>
    shareRefusing(() => ({
      success: true as const,
      ...previewThroughLink(
        app.db,
        filesOf(app).storage,
        input.token,
        input.pass ?? '',
        app.clock.now(),
      ),
    })),
  );
}

/** GET /blob/share?t= — the bytes of a share link's download (single use) or preview address. */
export function shareBlob(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const { storage } = filesOf(app);
  const bytes = sharedBytes(
    app.db,
    storage,
    url.searchParams.get('t') ?? '',
    req.method !== 'HEAD',
    app.clock.now(),
  );
  if (bytes === null) {
    sendLinkEnded(req, res, 404, LINK_GONE);
    return;
  }
  if (bytes.kind === 'zip') {
    sendBlob(req, res, {
      bytes: bytes.bytes,
      contentType: 'application/zip',
      fileName: bytes.name,
      disposition: 'attachment',
    });
    return;
  }
  const { file, disposition } = bytes;
  if (disposition === 'inline' && rendersAsPdf(file)) {
    sendBlob(req, res, {
      bytes: renderDocumentPdf(file),
      contentType: 'application/pdf',
      fileName: `${file.name}.pdf`,
      disposition,
    });
    return;
  }
  const path = file.storage ? storage.pathOf(file.storage) : null;
  sendBlob(req, res, {
    bytes: path ? { path, size: file.size } : Buffer.alloc(0),
    contentType: disposition === 'inline' ? previewContentType(file) : file.contentType,
    fileName: file.name,
    disposition,
  });
}

/** The GET route of this area. */
export function shareLinkPageRoutes(): [string, PageRoute][] {
  return [[SHARE_BLOB_PATH, shareBlob]];
}
