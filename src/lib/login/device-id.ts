// The trusted-browser device id (security K14): its shape and storage key. Making a new
// one (new-device-id.ts) loads only when the user trusts the browser.

/** The only storage key the product uses (security K13). */
export const DEVICE_ID_KEY = 'device_id';

/** Whether a stored value looks like one of our device ids (anything else is not sent). */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{16}$/.test(value);
}
