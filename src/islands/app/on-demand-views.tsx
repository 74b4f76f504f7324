// The app's views and dialogs that load on demand (decision 024): none is in the first load, and
// once the first folder page is drawn they are fetched one at a time when the browser is idle, so
// that opening one the first time draws it at once instead of suspending on its code (React then
// holds it back up to 300 ms: see retryableLazy). `ON_DEMAND` lists them, the likeliest first.
import { lazyView } from '../ui/lazy.tsx';

export const searchView = lazyView(() => import('./SearchView.tsx').then((m) => m.SearchView));
export const detailsPanel = lazyView(() =>
  import('./DetailsPanel.tsx').then((m) => m.DetailsPanel),
);
export const renameDialog = lazyView(() =>
  import('./RenameDialog.tsx').then((m) => m.RenameDialog),
);
export const shareLinkDialog = lazyView(() =>
  import('./ShareLinkDialog.tsx').then((m) => m.ShareLinkDialog),
);
export const folderPicker = lazyView(() =>
  import('./FolderPicker.tsx').then((m) => m.FolderPicker),
);
export const conflictDialog = lazyView(() =>
  import('./ConflictDialog.tsx').then((m) => m.ConflictDialog),
);
export const trashView = lazyView(() => import('./TrashView.tsx').then((m) => m.TrashView));
export const favoritesView = lazyView(() =>
  import('./FavoritesView.tsx').then((m) => m.FavoritesView),
);
export const tagDialog = lazyView(() => import('./TagDialog.tsx').then((m) => m.TagDialog));
export const taggedView = lazyView(() => import('./TaggedView.tsx').then((m) => m.TaggedView));
export const requestUploadDialog = lazyView(() =>
  import('./RequestUploadDialog.tsx').then((m) => m.RequestUploadDialog),
);
export const membersDialog = lazyView(() =>
  import('./MembersDialog.tsx').then((m) => m.MembersDialog),
);
export const inviteDialog = lazyView(() =>
  import('./InviteDialog.tsx').then((m) => m.InviteDialog),
);
export const mailDialog = lazyView(() => import('./MailDialog.tsx').then((m) => m.MailDialog));
export const scheduleDialog = lazyView(() =>
  import('./ScheduleDialog.tsx').then((m) => m.ScheduleDialog),
);
export const fileLogsView = lazyView(() =>
  import('./FileLogsView.tsx').then((m) => m.FileLogsView),
);
export const trustedBrowsersDialog = lazyView(() =>
  import('./TrustedBrowsersDialog.tsx').then((m) => m.TrustedBrowsersDialog),
);
export const shortcutsDialog = lazyView(() =>
  import('./ShortcutsDialog.tsx').then((m) => m.ShortcutsDialog),
);

/** Every on-demand view's loader, in the order they are fetched ahead of need. */
export const ON_DEMAND: readonly (() => Promise<void>)[] = [
  searchView,
  detailsPanel,
  renameDialog,
  shareLinkDialog,
  folderPicker,
  conflictDialog,
  trashView,
  favoritesView,
  tagDialog,
  taggedView,
  requestUploadDialog,
  membersDialog,
  inviteDialog,
  mailDialog,
  scheduleDialog,
  fileLogsView,
  trustedBrowsersDialog,
  shortcutsDialog,
].map((view) => view.load);
