// The login extras the login page composes. The two modals are light wrappers that load their
// code on first render, so importing them here keeps them out of the page's first load.
export { SsoModal, type SsoModalProps } from './SsoModal.tsx';
export { ResetPasswordModal, type ResetPasswordModalProps } from './ResetPasswordModal.tsx';
export { AppStart, type AppStartProps } from './AppStart.tsx';
export { IeBanner, type IeBannerProps } from './IeBanner.tsx';
