// A new trusted-browser device id (security K14): 16 characters from
// crypto.getRandomValues, drawn without modulo bias by rejection sampling. Loaded on "Trusted".
/** The alphabet of a device id: 62 letters and digits. */
export const DEVICE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The length of a device id (requirements O8). */
export const DEVICE_ID_LENGTH = 16;
// 248 = 4 × 62: bytes at or above it would favour the first characters, so they are drawn again.
const LIMIT = 256 - (256 % DEVICE_ID_ALPHABET.length);

/** A source of random bytes; defaults to the platform CSPRNG. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** A fresh 16-character device id. */
export function createDeviceId(random: RandomBytes = cryptoBytes): string {
  let id = '';
  while (id.length < DEVICE_ID_LENGTH) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte >= LIMIT) continue;
      id += DEVICE_ID_ALPHABET[byte % DEVICE_ID_ALPHABET.length] ?? '';
      if (id.length === DEVICE_ID_LENGTH) break;
    }
  }
  return id;
}
