// The login page's parts that load on demand: the SSO and Reset Password modals (light wrappers
// that load their own code on first render), the app-start page and the IE banner.
export { SsoModal, type SsoModalProps } from '../sso/SsoModal.tsx';
export {
  ResetPasswordModal,
  type ResetPasswordModalProps,
} from '../reset-request/ResetPasswordModal.tsx';
export { AppStart, type AppStartProps } from '../app-start/AppStart.tsx';
export { IeBanner, type IeBannerProps } from '../browser-support/IeBanner.tsx';
