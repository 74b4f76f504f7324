import type { AppContext } from '../context.ts';
import type { PageRoute, PostPageRoute, Router } from './types.ts';
import { logout, logoutByPost, registerAuthRoutes } from './auth.ts';
import { registerLogRoutes } from './logs.ts';
import { outboxJson, outboxPage } from './outbox.ts';
import { registerUserRoutes } from './users.ts';
import { registerOtpRoutes } from './otp.ts';
import { registerSsoRoutes } from './sso.ts';
import { idpPage } from './idp.ts';
import { registerPasswordRoutes } from './password.ts';
import { registerGdprRoutes } from './gdpr.ts';
import { publicPageRoutes, registerPublicRoutes } from './public.ts';
import { registerExplorerRoutes } from './explorer.ts';
import { registerFileRoutes } from './files.ts';
import { registerPreviewRoutes } from './preview.ts';
import { blobPageRoutes, registerDownloadRoutes } from './download.ts';
import { registerZipRoutes } from './zip.ts';
import { registerWorkflowRoutes } from './workflow.ts';
import { registerRestoreRoutes, registerTrashRoutes } from './trash.ts';
import { registerThumbnailRoutes } from './thumbnails.ts';
import { registerProjectRoutes } from './project.ts';
import { registerScannerRoutes } from './scanner.ts';
import { registerRenameRoutes } from './rename.ts';
import { registerLockRoutes } from './lock.ts';
import { registerUnfreezeRoutes } from './unfreeze.ts';
import { registerFavoriteRoutes } from './favorites.ts';
import { registerTrashViewRoutes } from './trash-view.ts';
import { registerTagRoutes } from './tags.ts';
import { registerSearchRoutes } from './search.ts';
import { registerCommentRoutes } from './comments.ts';
import { registerFileLogRoutes } from './activity.ts';
import { registerMemberRoutes } from './members.ts';
import { mailPageRoutes, registerMailRoutes } from './mail.ts';
import { registerCopyMoveRoutes } from './copy-move.ts';
import { registerScheduleRoutes, scheduleSweepJson } from './schedule.ts';
import { registerShareLinkRoutes, shareLinkPageRoutes } from './share-links.ts';
import { registerRequestUploadRoutes } from './request-uploads.ts';
import { registerResumableRoutes } from './resumable.ts';
import { registerTrustedBrowserRoutes } from './trusted-browsers.ts';

/** Routes every contract endpoint. */
export function registerRoutes(router: Router, app: AppContext): void {
  registerAuthRoutes(router, app);
  registerLogRoutes(router, app);
  registerUserRoutes(router, app);
  registerPublicRoutes(router, app);
  registerOtpRoutes(router, app);
  registerSsoRoutes(router, app);
  registerPasswordRoutes(router, app);
  registerGdprRoutes(router, app);
  registerExplorerRoutes(router, app);
  registerFileRoutes(router, app);
  registerPreviewRoutes(router, app);
  registerDownloadRoutes(router, app);
  registerZipRoutes(router, app);
  registerWorkflowRoutes(router, app);
  registerTrashRoutes(router, app);
  registerRestoreRoutes(router, app);
  registerThumbnailRoutes(router, app);
  registerProjectRoutes(router, app);
  registerScannerRoutes(router, app);
  registerRenameRoutes(router, app);
  registerLockRoutes(router, app);
  registerUnfreezeRoutes(router, app);
  registerFavoriteRoutes(router, app);
  registerTrashViewRoutes(router, app);
  registerTagRoutes(router, app);
  registerSearchRoutes(router, app);
  registerCommentRoutes(router, app);
  registerFileLogRoutes(router, app);
  registerMemberRoutes(router, app);
  registerMailRoutes(router, app);
  registerCopyMoveRoutes(router, app);
  registerScheduleRoutes(router, app);
  registerShareLinkRoutes(router, app);
  registerRequestUploadRoutes(router, app);
  registerResumableRoutes(router, app);
  registerTrustedBrowserRoutes(router, app);
}

/** GET routes outside the contract; the outbox exists only outside production. */
export function pageRoutes(app: AppContext): ReadonlyMap<string, PageRoute> {
  const routes = new Map<string, PageRoute>([
    ['/logout', logout],
    ...publicPageRoutes(),
    ...blobPageRoutes(),
    ...shareLinkPageRoutes(),
    ...mailPageRoutes(),
  ]);
  if (app.config.mode !== 'production') {
    routes.set('/dev/outbox', outboxPage);
    routes.set('/dev/outbox.json', outboxJson);
    routes.set('/dev/schedule-sweep.json', scheduleSweepJson);
    routes.set('/openapi/sso/login', idpPage);
  }
  return routes;
}

/** POST navigations: logout with a CSRF token (the GET /logout is the spec's route). */
export function postPageRoutes(): ReadonlyMap<string, PostPageRoute> {
  return new Map([['/logout', logoutByPost]]);
}

/** First path segments that belong to the API: unknown paths under them get a JSON 404, never a page. */
export const API_PREFIXES: readonly string[] = [
  'app',
  'api',
  'v1',
  'v2',
  'openapi',
  'otp',
  'user',
  'folder',
  'doc',
  'media',
  'item',
  'project',
  'csrf',
  'dev',
  'logout',
  'sso',
  'blob',
  'scanner-sim',
];
