import type { ApiClient } from '../api/client.ts';
import type { Langcode } from '../i18n/locales.ts';

/** What the e-mail-link page stores need from the page: injected, so tests need no DOM. */
export interface LinkPageEnv {
  /** The API client (its default toast policy applies unless a call says 'caller'). */
  readonly api: Pick<ApiClient, 'call'>;
  /** The address the page was opened with (read once, before `stripQuery`). */
  readonly href: () => string;
  /** Removes the query from the address bar (`history.replaceState`): the link lives in memory only. */
  readonly stripQuery: () => void;
  /** The page's language, sent when the link carries none. */
  readonly langcode: Langcode;
  /** The page's origin and the service origins images may come from (for the logo). */
  readonly origin: string;
  readonly imageOrigins: readonly string[];
  /** An error toast, and a modal alert that resolves when dismissed. */
  readonly toastError: (message: string) => void;
  readonly alert: (message: string) => Promise<void>;
  /** Gets a CSRF cookie when the page has none (a CDN may serve pages without one). */
  readonly ensureCsrf: () => Promise<void>;
  /** Translated "Unknown Error", for failures that carry no text. */
  readonly unknownError: string;
}
