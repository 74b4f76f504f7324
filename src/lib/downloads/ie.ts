// Internet Explorer's download-URL limit (requirements D6): a longer URL fails there with the IE
// name error, so the download is refused up front with a message instead.

/** The longest download URL Internet Explorer accepts. */
export const IE_URL_LIMIT = 2000;

/** Whether a user-agent string is Internet Explorer (MSIE up to 10, Trident for 11). */
export function isInternetExplorer(userAgent: string): boolean {
  return /\bMSIE \d|\bTrident\/\d/.test(userAgent);
}

/** Whether a download URL is too long for this browser (only IE has the limit). */
export function tooLongForBrowser(url: string, userAgent: string): boolean {
  return url.length > IE_URL_LIMIT && isInternetExplorer(userAgent);
}
