// The public link page (requirements X26): opens a share link from the address's fragment
// (`/link#<token>`: never sent to a server, never in a Referer — security K35), asks for the
// password when there is one, shows the item with its preview, downloads it, and says why a link
// no longer works. Every refusal comes from the server (security K37); the page only reports it.
import { atom, type ReadableAtom } from 'nanostores';
import type { InferOutput } from 'valibot';
import {
  downloadShareLink,
  openShareLink,
  previewShareLink,
  unlockShareLink,
  type sharedItem,
} from '../api/contract/share-links.ts';
import { ApiFailure } from '../api/errors.ts';
import type { LinkPageEnv } from './env.ts';
import { problemOf, type Problem } from './problems.ts';

/** What the link opens. */
export type SharedItem = InferOutput<typeof sharedItem>;

/** Why a link no longer opens. */
export type LinkEnd = 'unknown' | 'expired' | 'revoked' | 'limit_reached' | 'gone';

/**
 * A password problem: a wrong one with the tries left, too many on this link (`locked`), or too
 * many from the visitor's network across links (`throttled`, security K47), with the time to wait.
 */
export type PasswordError =
  | { readonly kind: 'wrong'; readonly triesLeft: number }
  | { readonly kind: 'locked' | 'throttled'; readonly retryAt: number };

/** When a `too_many_requests` refusal says to try again, or null for another failure. */
export function throttledUntil(failure: ApiFailure): number | null {
  if (failure.resultCode !== 'too_many_requests') return null;
  const at = failure.body['retry_at'];
  return typeof at === 'number' ? at : 0;
}

/** The preview part of the page. */
export type PreviewState =
  | { readonly tag: 'none' }
  | { readonly tag: 'loading' }
  | { readonly tag: 'image' | 'pdf'; readonly url: string }
  | { readonly tag: 'text'; readonly text: string }
  | { readonly tag: 'failed' };

/** The states of the page. */
export type SharePageState =
  | { readonly tag: 'loading' }
  | { readonly tag: 'invalid' }
  | { readonly tag: 'unreachable'; readonly problem: Problem }
  | { readonly tag: 'password'; readonly busy: boolean; readonly error: PasswordError | null }
  | {
      readonly tag: 'ready';
      readonly item: SharedItem;
      readonly preview: PreviewState;
      readonly downloading: boolean;
      /** Set after a download started (the count it left), for the live region. */
      readonly started: boolean;
    }
  | { readonly tag: 'ended'; readonly reason: LinkEnd };

const ENDS: Readonly<Record<string, LinkEnd>> = {
  link_unknown: 'unknown',
  link_expired: 'expired',
  link_revoked: 'revoked',
  link_limit_reached: 'limit_reached',
  link_gone: 'gone',
};

/** The end a result code names, or null for other codes. */
export function endOf(code: string | null): LinkEnd | null {
  return code === null ? null : (ENDS[code] ?? null);
}

/** The token of a page address: the fragment, `#<token>` (base64url, 16–64 characters). */
export function tokenOf(href: string): string | null {
  const hash = new URL(href).hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{16,64}$/.test(hash) ? hash : null;
}

/** The password error an unlock failure carries, or null. */
export function passwordErrorOf(failure: ApiFailure): PasswordError | null {
  const body = failure.body;
  if (failure.resultCode === 'link_wrong_password') {
    const left = body['tries_left'];
    return { kind: 'wrong', triesLeft: typeof left === 'number' ? left : 0 };
  }
  if (failure.resultCode === 'link_locked') {
    const at = body['retry_at'];
    return { kind: 'locked', retryAt: typeof at === 'number' ? at : 0 };
  }
  const until = throttledUntil(failure);
  return until === null ? null : { kind: 'throttled', retryAt: until };
}

/** What the page needs: the API, its address, a CSRF cookie and a way to start a download. */
export interface SharePageEnv extends Pick<LinkPageEnv, 'api' | 'href' | 'ensureCsrf'> {
  /** An address the API answered (a path on the API host) made absolute. */
  readonly resolve: (url: string) => string;
  readonly download: (url: string) => void;
}

/** The page's store. */
export interface SharePageStore {
  readonly $state: ReadableAtom<SharePageState>;
  readonly start: () => void;
  readonly retry: () => void;
  readonly unlock: (password: string) => Promise<void>;
  readonly download: () => Promise<void>;
}

/** Creates the store. */
export function createSharePageStore(env: SharePageEnv): SharePageStore {
  const $state = atom<SharePageState>({ tag: 'loading' });
  let token = '';
  let pass = '';

  /** Handles a failure common to every call: an ended link, a pass that ran out, a network problem. */
  function failed(error: unknown): void {
    if (error instanceof ApiFailure) {
      const end = endOf(error.resultCode);
      if (end !== null) {
        $state.set({ tag: 'ended', reason: end });
        return;
      }
      if (error.resultCode === 'link_password_required') {
        pass = '';
        $state.set({ tag: 'password', busy: false, error: null });
        return;
      }
    }
    $state.set({ tag: 'unreachable', problem: problemOf(error) });
  }

  function setPreview(preview: PreviewState): void {
    const state = $state.get();
    if (state.tag === 'ready') $state.set({ ...state, preview });
  }

  async function loadPreview(): Promise<void> {
    try {
      const answer = await env.api.call(previewShareLink, { token, pass }, { onFailure: 'caller' });
      setPreview(
        answer.kind === 'text'
          ? { tag: 'text', text: answer.text }
          : { tag: answer.kind, url: env.resolve(answer.url) },
      );
    } catch {
      setPreview({ tag: 'failed' });
    }
  }

  async function open(): Promise<void> {
    try {
      await env.ensureCsrf();
      const answer = await env.api.call(openShareLink, { token, pass }, { onFailure: 'caller' });
      if (answer.needs_password || answer.item === null) {
        $state.set({ tag: 'password', busy: false, error: null });
        return;
      }
      const item = answer.item;
      $state.set({
        tag: 'ready',
        item,
        preview: item.preview === null ? { tag: 'none' } : { tag: 'loading' },
        downloading: false,
        started: false,
      });
      if (item.preview !== null) await loadPreview();
    } catch (error) {
      failed(error);
    }
  }

  return {
    $state,
    start() {
      const found = tokenOf(env.href());
      if (found === null) {
        $state.set({ tag: 'invalid' });
        return;
      }
      token = found;
      void open();
    },
    retry() {
      if ($state.get().tag !== 'unreachable') return;
      $state.set({ tag: 'loading' });
      void open();
    },
    async unlock(password) {
      const state = $state.get();
      if (state.tag !== 'password' || state.busy) return;
      $state.set({ ...state, busy: true });
      try {
        const answer = await env.api.call(
          unlockShareLink,
          { token, password },
          { onFailure: 'caller' },
        );
        pass = answer.pass;
        $state.set({ tag: 'loading' });
        await open();
      } catch (error) {
        const wrong = error instanceof ApiFailure ? passwordErrorOf(error) : null;
        if (wrong !== null) $state.set({ tag: 'password', busy: false, error: wrong });
        else failed(error);
      }
    },
    async download() {
      const state = $state.get();
      if (state.tag !== 'ready' || state.downloading || state.item.preview_only) return;
      $state.set({ ...state, downloading: true });
      try {
        const answer = await env.api.call(
          downloadShareLink,
          { token, pass },
          { onFailure: 'caller' },
        );
        env.download(env.resolve(answer.download_url));
        const now = $state.get();
        if (now.tag === 'ready') {
          $state.set({
            ...now,
            downloading: false,
            started: true,
            item: { ...now.item, downloads_left: answer.downloads_left },
          });
        }
      } catch (error) {
        failed(error);
      }
    },
  };
}
