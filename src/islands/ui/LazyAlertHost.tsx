// `LazyAlertHost`: AlertHost's behaviour, with its code loaded when the first alert is queued.
// `showAlert` promises resolve as before: the queue waits in the store until the host is in.
import { $alerts } from '../../lib/ui/alerts.ts';
import { onDemand } from './on-demand.tsx';

const alertHost = onDemand<Record<string, never>>(
  () => import('./AlertHost.tsx').then((m) => m.AlertHost),
  { stores: [$alerts], needed: () => $alerts.get().length > 0 },
);

/** Put once on a page instead of AlertHost when first-load bytes matter. */
export const LazyAlertHost = alertHost.Host;

/** Starts loading the alert host's code (e.g. when a form is submitted). */
export const preloadAlertHost = alertHost.preload;
