// The browser glue of the app island: one API client, the session, the explorer, uploads and
// thumbnails, created once with the page's real timers, cookies, history and channel.
import type { ApiClient } from '../../lib/api/client.ts';
import { expireCookie } from '../../lib/cookies/cookies.ts';
import { COOKIE } from '../../lib/cookies/names.ts';
import { failureText, type CommandEnv } from '../../lib/explorer/commands.ts';
import { markResultsStale } from '../../lib/explorer/search-actions.ts';
import type { Explorer } from '../../lib/explorer/explorer.ts';
import { createExplorer } from '../../lib/explorer/store.ts';
import { createFavorites, type Favorites } from '../../lib/explorer/favorites.ts';
import { createThumbnails, type Thumbnails } from '../../lib/explorer/thumbs.ts';
import { pageUploadSender } from '../../lib/explorer/upload-page.ts';
import { unfinishedUploads, type UnfinishedUpload } from '../../lib/explorer/upload-resumable.ts';
import { atom, type ReadableAtom } from 'nanostores';
import { createUploadQueue, type UploadQueue } from '../../lib/explorer/upload.ts';
import { NAME_PROBLEM_KEYS } from '../../lib/files/names.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import { broadcastChannel } from '../../lib/session/auto-logout.ts';
import { sessionClient } from '../../lib/session/client.ts';
import { startSession, type Session } from '../../lib/session/session.ts';
import { showAlert, type AlertTone } from '../../lib/ui/alerts.ts';
import { closeModal } from '../../lib/ui/modals.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { inNextTask } from '../../lib/ui/next-task.ts';
import { prepareDateFormat } from '../../lib/explorer/dates.ts';

/** Everything the island's components share. */
export interface AppRuntime {
  readonly client: ApiClient;
  readonly session: Session;
  readonly explorer: Explorer;
  readonly uploads: UploadQueue<File>;
  /** Uploads this browser left unfinished (a reload): picking the file again continues it. */
  readonly unfinished: ReadableAtom<readonly UnfinishedUpload[]>;
  readonly thumbs: Thumbnails;
  /** The stars of entries, toggled optimistically. */
  readonly favorites: Favorites;
  /** What the explorer's commands run with. */
  readonly commands: CommandEnv;
}

/** Creates the runtime of the island (once) and starts loading the profile. */
export function createRuntime(locale: Locale, t: TFunction): AppRuntime {
  const okLabel = t('app.ok');
  // The end of the session wins over everything: dialogs and the viewer close under its alert.
  const sessionAlert = (message: string, tone: AlertTone, key: string): Promise<void> => {
    closeModal('all');
    return showAlert(message, { okLabel, tone, key });
  };
  const client = sessionClient({
    alert: (message) => sessionAlert(message, 'warning', 'session'),
    toastError: (message) => {
      toast(message, { tone: 'error' });
    },
    messages: { sessionEnded: t('app.sessionEnded'), unknownError: t('files.error.generic') },
  });
  const session = startSession({
    client,
    readCookies: () => document.cookie,
    removeAccessToken: () => {
      document.cookie = expireCookie(COOKIE.accessToken);
    },
    navigate: (url) => {
      location.assign(url);
    },
    currentPath: () => `${location.pathname}${location.search}`,
    origin: location.origin,
    home: localePath('/', locale),
    alertIdle: () => sessionAlert(t('app.idle.ended'), 'info', 'idle'),
    timers: {
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => {
        clearTimeout(handle as ReturnType<typeof setTimeout>);
      },
    },
    channel: () => broadcastChannel('cloudbox-session'),
    onWake: (check) => {
      const onVisible = (): void => {
        if (document.visibilityState === 'visible') check();
      };
      window.addEventListener('focus', check);
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        window.removeEventListener('focus', check);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
  });
  // The profile is asked for first: the shell draws its frame meanwhile and waits for it only for
  // the user's name and the actions (decision 037), while the first folder list waits for the
  // root areas (two calls in a row), so the profile is usually in before the list.
  void session.load();
  // The list's date formatter (~50 ms at 4x CPU) is made in a task of its own while the profile is
  // on its way: not in the shell's first render, nor in the first rows'. Not in an effect (React
  // may run it within the shell's render) nor when idle (no idle callback runs while the page
  // loads, which lasted past the first rows): both traced.
  inNextTask(() => {
    prepareDateFormat(locale);
  });
  const explorer = createExplorer({
    client,
    readSearch: () => location.search,
    writeSearch: (search, mode) => {
      const url = `${location.pathname}${search}${location.hash}`;
      if (mode === 'push') history.pushState(null, '', url);
      else history.replaceState(history.state, '', url);
    },
    onPopState: (listener) => {
      window.addEventListener('popstate', listener);
      return () => {
        window.removeEventListener('popstate', listener);
      };
    },
    toastError: (message) => {
      toast(message, { tone: 'error' });
    },
  });
  // Uploads a reload left unfinished, from tus-js-client's store (requirements X33).
  const $unfinished = atom<readonly UnfinishedUpload[]>([]);
  const readUnfinished = (): void => {
    try {
      $unfinished.set(unfinishedUploads(Object.keys(localStorage)));
    } catch {
      // No storage (private mode): nothing to resume.
    }
  };
  readUnfinished();
  const uploads = createUploadQueue<File>({
    // Resumable uploads on tus (requirements X33); the company quota is the server's to check.
    send: pageUploadSender(client, t),
    maxBytes: Number.MAX_SAFE_INTEGER,
    tooLarge: (name) => t('files.upload.tooLarge', { name }),
    badName: (_name, reason) => t(NAME_PROBLEM_KEYS[reason]),
    onSettled: (target) => {
      readUnfinished();
      if (explorer.$folder.get()?.node === target.node) explorer.refresh();
    },
  });
  const commands: CommandEnv = {
    client,
    t,
    toast,
    refresh: (select) => {
      explorer.refresh(select);
      markResultsStale(select);
    },
    closeDialog: () => {
      closeModal();
    },
  };
  const favorites = createFavorites(client, (error) => {
    toast(failureText(error, t), { tone: 'error' });
  });
  return {
    client,
    session,
    explorer,
    uploads,
    unfinished: $unfinished,
    thumbs: createThumbnails(client),
    favorites,
    commands,
  };
}
