import {
  listTrustedBrowsers,
  removeTrustedBrowsers,
} from '../../src/lib/api/contract/trusted-browsers.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { listDevices, revokeAllDevices, revokeDeviceById } from '../auth/trusted-devices.ts';

/** The browser id the session signed in with (the device_id of its login request). */
function sessionDeviceId(app: AppContext, sessionId: number): string {
  const row = app.db.prepare('SELECT device_id FROM sessions WHERE id = ?').get(sessionId);
  return row === undefined ? '' : String(row['device_id']);
}

/**
 * Routes GET {api}/v2/account/trusted-browsers and POST …/remove (ours): the caller's own trusted
 * browsers, listed and removed (requirements X45, security K55).
 */
export function registerTrustedBrowserRoutes(router: Router, app: AppContext): void {
  router.addAuthed(listTrustedBrowsers, (_, { auth: { session, user } }) => {
    const now = app.clock.now();
    const browsers = listDevices(app.db, user.id, sessionDeviceId(app, session.id), now).map(
      (device) => ({
        id: device.id,
        user_agent: device.userAgent,
        created_at: device.createdAt,
        expires_at: device.expiresAt,
        last_used_at: device.lastUsedAt,
        current: device.current,
      }),
    );
    return { success: true as const, browsers };
  });

  router.addAuthed(removeTrustedBrowsers, (input, { auth: { user } }) => {
    const now = app.clock.now();
    const removed =
      'all' in input
        ? revokeAllDevices(app.db, user.id, now)
        : Number(revokeDeviceById(app.db, user.id, input.id, now));
    return { success: true as const, removed };
  });
}
