// The 2-step verification steps and the trust-browser question, as one chunk loaded on demand.
export { OtpCodeStep } from './OtpCodeStep.tsx';
export { OtpMethodStep } from './OtpMethodStep.tsx';
export { OtpPhoneStep } from './OtpPhoneStep.tsx';
export { TrustStep } from './TrustStep.tsx';
