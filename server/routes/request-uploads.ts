import {
  createUploadRequest,
  listUploadRequests,
  openUploadRequest,
  revokeUploadRequest,
  unlockUploadRequest,
  uploadThroughRequest,
} from '../../src/lib/api/contract/request-uploads.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { filesOf } from '../files/context.ts';
import {
  createRequest,
  listRequests,
  openForUploadPage,
  revokeRequest,
  unlockRequest,
  uploadThrough,
} from '../files/request-uploads.ts';
import { shareRefusing } from '../files/share-links.ts';
import { addressLimiterOf } from '../files/address-limits.ts';

/**
 * Routes the request-upload calls (requirements X27): the owner's {api}/v2/request-upload/* and
 * the public upload page's {api}/v2/request/*. None of them lists or reads the folder.
 */
export function registerRequestUploadRoutes(router: Router, app: AppContext): void {
  router.addAuthed(createUploadRequest, (input, { auth: { user } }) =>
    shareRefusing(async () => ({
      success: true as const,
      ...(await createRequest(app, user, input.dir_seq, input.expires_at, input.password)),
    })),
  );
  router.addAuthed(listUploadRequests, (input, { auth: { user } }) =>
    shareRefusing(() => ({
      success: true as const,
      requests: listRequests(app.db, user, input.dir_seq, app.clock.now()),
    })),
  );
  router.addAuthed(revokeUploadRequest, (input, { auth: { user } }) =>
    shareRefusing(() => ({
      success: true as const,
      request: revokeRequest(app.db, user, input.id, app.clock.now()),
    })),
  );
  const limiter = addressLimiterOf(app);
  router.add(openUploadRequest, (input, { ip }) =>
    shareRefusing(() => {
      limiter.take('upload', ip, app.clock.now());
      return {
        success: true as const,
        ...openForUploadPage(app.db, input.token, input.pass ?? '', app.clock.now()),
      };
    }),
  );
  router.add(unlockUploadRequest, (input, { ip }) =>
    shareRefusing(async () => {
      limiter.take('password', ip, app.clock.now());
      return {
        success: true as const,
        pass: await unlockRequest(app.db, input.token, input.password, app.clock.now()),
      };
    }),
  );
  router.add(uploadThroughRequest, (input, { ip }) =>
    shareRefusing(async () => {
      limiter.take('upload', ip, app.clock.now());
      return {
        success: true as const,
        received: await uploadThrough(
          app,
          filesOf(app).storage,
          input.token,
          input.pass ?? '',
          Array.isArray(input.file) ? input.file : [input.file],
          input.batch,
          input.last === '1',
        ),
      };
    }),
  );
}
