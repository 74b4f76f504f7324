// The IE farewell banner's dismissal: kept in memory only (no storage key but device_id).
import { atom } from 'nanostores';

/** True once the user closed the banner; forgotten when the page is left. */
export const $ieBannerDismissed = atom(false);

/** Closes the banner for the rest of this page's life. */
export function dismissIeBanner(): void {
  $ieBannerDismissed.set(true);
}
