// `LazyToastHost`: ToastHost's props and behaviour, with its code loaded when the first toast or
// progress toast is queued. Toasts queued while it loads wait in the store and show once it is in.
import { $progress } from '../../lib/ui/progress.ts';
import { $toasts } from '../../lib/ui/toasts.ts';
import { onDemand } from './on-demand.tsx';
import type { ToastHostProps } from './ToastHost.tsx';

const toastHost = onDemand<ToastHostProps>(
  () => import('./ToastHost.tsx').then((m) => m.ToastHost),
  {
    stores: [$toasts, $progress],
    needed: () => $toasts.get().length > 0 || $progress.get() !== null,
  },
);

/** Put once on a page instead of ToastHost when first-load bytes matter. */
export const LazyToastHost = toastHost.Host;

/** Starts loading the toast host's code (e.g. when a form is submitted). */
export const preloadToastHost = toastHost.preload;
