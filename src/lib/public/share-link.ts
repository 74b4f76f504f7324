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
  type sharedPreview,
} from '../api/contract/share-links.ts';
import type { LinkPageEnv } from './env.ts';
import { createLinkSteps, type CommonLinkState } from './link-steps.ts';

export {
  endOf,
  passwordErrorOf,
  throttledUntil,
  tokenOf,
  type LinkEnd,
  type PasswordError,
} from './link-steps.ts';

/** What the link opens. */
export type SharedItem = InferOutput<typeof sharedItem>;

/** The preview part of the page. */
export type PreviewState =
  | { readonly tag: 'none' }
  | { readonly tag: 'loading' }
  | { readonly tag: 'image' | 'pdf'; readonly url: string }
  | { readonly tag: 'text'; readonly text: string }
  | { readonly tag: 'failed' };

/** The states of the page. */
export type SharePageState =
  | CommonLinkState
  | {
      readonly tag: 'ready';
      readonly item: SharedItem;
      readonly preview: PreviewState;
      readonly downloading: boolean;
      /** Set after a download started (the count it left), for the live region. */
      readonly started: boolean;
    };

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
  const steps = createLinkSteps({
    $state,
    href: env.href,
    open,
    unlockCall: async (token, password) =>
      (await env.api.call(unlockShareLink, { token, password }, { onFailure: 'caller' })).pass,
  });
  const { failed } = steps;
  const link = () => ({ token: steps.token(), pass: steps.pass() });

  function setPreview(preview: PreviewState): void {
    const state = $state.get();
    if (state.tag === 'ready') $state.set({ ...state, preview });
  }

  function previewOf(sent: InferOutput<typeof sharedPreview>): PreviewState {
    return sent.kind === 'text'
      ? { tag: 'text', text: sent.text }
      : { tag: sent.kind, url: env.resolve(sent.url) };
  }

  async function loadPreview(): Promise<void> {
    try {
      setPreview(previewOf(await env.api.call(previewShareLink, link(), { onFailure: 'caller' })));
    } catch {
      setPreview({ tag: 'failed' });
    }
  }

  async function open(): Promise<void> {
    try {
      await env.ensureCsrf();
      const answer = await env.api.call(openShareLink, link(), { onFailure: 'caller' });
      if (answer.needs_password || answer.item === null) {
        $state.set({ tag: 'password', busy: false, error: null });
        return;
      }
      const item = answer.item;
      // The back end may send the preview with the item; else it is asked for.
      const sent = item.preview === null ? null : (answer.preview_content ?? null);
      $state.set({
        tag: 'ready',
        item,
        preview:
          item.preview === null
            ? { tag: 'none' }
            : sent === null
              ? { tag: 'loading' }
              : previewOf(sent),
        downloading: false,
        started: false,
      });
      if (item.preview !== null && sent === null) await loadPreview();
    } catch (error) {
      failed(error);
    }
  }

  return {
    $state,
    start: steps.start,
    retry: steps.retry,
    unlock: steps.unlock,
    async download() {
      const state = $state.get();
      if (state.tag !== 'ready' || state.downloading || state.item.preview_only) return;
      $state.set({ ...state, downloading: true });
      try {
        const answer = await env.api.call(downloadShareLink, link(), { onFailure: 'caller' });
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
