import { otpDeviceRegistration, otpRequest } from '../../src/lib/api/contract/otp.ts';
import { ATTEMPT_COOKIE } from '../auth/otp-attempts.ts';
import { requestOtp } from '../auth/otp-request.ts';
import { trustDevice } from '../auth/trusted-devices.ts';
import type { AppContext } from '../context.ts';
import { reply } from '../http/router.ts';
import type { Router } from './types.ts';
import { DEVICE_TRUST_UNAVAILABLE } from '../../src/lib/api/contract/results.ts';
import { say } from '../messages/language.ts';

/** Routes POST /otp/request/ and POST /otp/device/registration/. */
export function registerOtpRoutes(router: Router, app: AppContext): void {
  router.add(otpRequest, (input, ctx) => {
    const outcome = requestOtp(app, input, ctx.cookies.get(ATTEMPT_COOKIE));
    return reply(outcome.status, outcome.body, outcome.headers ?? {});
  });

  // Right after an OTP sign-in the session may still owe the password wizard: the spec puts the
  // trust-browser question first, so restricted sessions may register their device.
  router.addAuthed(
    otpDeviceRegistration,
    (input, { req, auth: { session, user, company } }) => {
      const days = company.otpSessionExpiryDay;
      if (!session.viaOtp || days <= 0) {
        return {
          success: false as const,
          result_code: DEVICE_TRUST_UNAVAILABLE,
          all: say('device_trust_unavailable'),
        };
      }
      const agent = req.headers['user-agent'] ?? '';
      const now = app.clock.now();
      const expiresAt = trustDevice(app.db, user.id, input.device_id, days, now, agent);
      // The session now runs on this trusted browser: the list marks it as "this browser".
      app.db
        .prepare('UPDATE sessions SET device_id = ? WHERE id = ?')
        .run(input.device_id, session.id);
      return {
        success: true as const,
        device_id: input.device_id,
        expires_at: new Date(expiresAt).toISOString(),
      };
    },
    { allowRestricted: true },
  );
}
