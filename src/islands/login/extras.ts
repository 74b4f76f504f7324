// The other engineer's login extras, loaded on demand so their code is not in the first load.
import { lazy } from 'react';

const extras = () => import('../login-extras/index.ts');

/** The "Check SSO Status" modal. */
export const SsoModal = lazy(() => extras().then((m) => ({ default: m.SsoModal })));
/** The in-app Reset Password modal. */
export const ResetPasswordModal = lazy(() =>
  extras().then((m) => ({ default: m.ResetPasswordModal })),
);
/** The app-start page (`?type=…&app=…`). */
export const AppStart = lazy(() => extras().then((m) => ({ default: m.AppStart })));
/** The Internet Explorer banner. */
export const IeBanner = lazy(() => extras().then((m) => ({ default: m.IeBanner })));

/** Runs the browser-support check of spec 1 §4 at the next idle moment; failures are ignored. */
export function scheduleBrowserCheck(): void {
  void import('../../lib/login-extras/browser-run.ts')
    .then((run) => run.checkBrowserWhenIdle())
    .catch(() => undefined);
}
