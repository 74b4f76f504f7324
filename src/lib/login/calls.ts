// The login page's calls over the one API client. Refusals are thrown to the store (it shows them
// the spec's way), so every call passes onFailure 'caller'.
import type { ApiClient } from '../api/client.ts';
import { cancelLogin, login } from '../api/contract/auth.ts';
import { ensureCsrfCookie } from '../api/csrf.ts';
import { agreeGdpr } from '../api/contract/gdpr.ts';
import { otpDeviceRegistration, otpRequest } from '../api/contract/otp.ts';
import { changePassword } from '../api/contract/password.ts';
import type { LoginApi } from './env.ts';

const CALLER = { onFailure: 'caller' } as const;

/** The login calls of a page; `cookies` reads document.cookie (for the CSRF token check). */
export function createLoginApi(client: ApiClient, cookies: () => string): LoginApi {
  return {
    async login(request) {
      await ensureCsrfCookie(client, cookies);
      return client.call(login, request, CALLER);
    },
    async requestOtp(method, phone) {
      const answer = await client.call(
        otpRequest,
        {
          ...(method === 'sms' ? { otp_type: 'sms' as const } : {}),
          ...(phone === null ? {} : { phone }),
        },
        CALLER,
      );
      return { expireSeconds: answer.otp_expire_seconds };
    },
    async registerDevice(deviceId) {
      await client.call(otpDeviceRegistration, { device_id: deviceId }, CALLER);
    },
    async changePassword(request) {
      await client.call(changePassword, request, CALLER);
    },
    async agreeGdpr() {
      await client.call(agreeGdpr, {}, CALLER);
    },
    async cancelLogin() {
      await client.call(cancelLogin, {}, CALLER);
    },
  };
}
