import type { AppContext } from '../context.ts';
import type { User } from './accounts.ts';
import { createSession, endUserSessions, hasLiveSession, type Restriction } from './sessions.ts';

/** What a new session still has to do: the password wizard (not for LDAP users), then GDPR. */
export function restrictionOf(user: User, options: { passwordWizard?: boolean } = {}): Restriction {
  const wizard = options.passwordWizard ?? true;
  if (
    wizard &&
    !user.useLdap &&
    (user.passwordFirstLogin || !user.passwordSecure || user.passwordExpired)
  )
    return 'password';
  return user.needGdpr ? 'gdpr' : null;
}

/**
 * Starts the session of a completed sign-in (password, OTP or SSO). An earlier live session of
 * the user ends (requirements L17); the token is returned once, for the cookie.
 */
export function openSession(
  app: AppContext,
  fields: {
    user: User;
    persistent: boolean;
    restriction: Restriction;
    ip: string;
    deviceId: string;
    viaOtp: boolean;
  },
): { token: string; duplicate: boolean } {
  const now = app.clock.now();
  const duplicate = hasLiveSession(app.db, fields.user.id, now);
  if (duplicate) endUserSessions(app.db, fields.user.id, now, 'duplicate_login');
  const { token } = createSession(
    app.db,
    {
      userId: fields.user.id,
      persistent: fields.persistent,
      restriction: fields.restriction,
      ip: fields.ip,
      deviceId: fields.deviceId,
      viaOtp: fields.viaOtp,
    },
    now,
  );
  return { token, duplicate };
}
