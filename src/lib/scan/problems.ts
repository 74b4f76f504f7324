// Why a scan step failed, as the dialog shows it. Every failure to talk to the local service —
// refused, reset, timed out, an unusable answer, Chrome's local-network prompt denied — is
// API_404 (requirements S3), whose message tells the user to install or start the service.
import type { SCANNER_RESULTS } from '../api/contract/scanner.ts';
import { ApiFailure, isApiError } from '../api/errors.ts';

type ScannerResultCode = keyof typeof SCANNER_RESULTS;

/** A failed step: one of our codes, or the service's own refusal shown as text. */
export type ScanProblem =
  | { readonly code: 'API_404' }
  | { readonly code: 'SCAN_TIMEOUT' }
  | { readonly code: 'BUSY' }
  | { readonly code: 'LAPSED' }
  | { readonly code: 'CONFIG' }
  | { readonly code: 'SESSION' }
  | { readonly code: 'SERVICE'; readonly message: string };

/** The step a failure happened in: the config call is the app's API, the rest the service's. */
export type ScanStep = 'config' | 'service' | 'start';

/** The translation key of each code (SERVICE shows the service's text when it sent one). */
export const PROBLEM_KEYS: Readonly<Record<ScanProblem['code'], string>> = {
  API_404: 'scan.error.api404',
  SCAN_TIMEOUT: 'scan.error.startTimeout',
  BUSY: 'scan.error.busy',
  LAPSED: 'scan.error.lapsed',
  CONFIG: 'scan.error.config',
  SESSION: 'scan.error.session',
  SERVICE: 'scan.error.service',
};

/** Thrown by the scan service with the problem already worked out. */
export class ScanError extends Error {
  override readonly name = 'ScanError';
  readonly problem: ScanProblem;
  constructor(problem: ScanProblem) {
    super(problem.code);
    this.problem = problem;
  }
}

/** The service's refusal codes (the contract's SCANNER_RESULTS) that have a problem of their own. */
const BUSY = 'busy' satisfies ScannerResultCode;
const NOT_CONNECTED = 'not_connected' satisfies ScannerResultCode;

function fromFailure(error: ApiFailure): ScanProblem {
  if (error.resultCode === BUSY) return { code: 'BUSY' };
  if (error.resultCode === NOT_CONNECTED) return { code: 'LAPSED' };
  return { code: 'SERVICE', message: error.message };
}

/** The problem of anything a step threw; never throws itself. */
export function problemOf(error: unknown, step: ScanStep): ScanProblem {
  if (error instanceof ScanError) return error.problem;
  if (!isApiError(error)) return { code: step === 'config' ? 'CONFIG' : 'API_404' };
  if (step === 'config') {
    return error.kind === 'session' || error.kind === 'csrf'
      ? { code: 'SESSION' }
      : { code: 'CONFIG' };
  }
  if (error instanceof ApiFailure) return fromFailure(error);
  if (step === 'start' && error.kind === 'timeout') return { code: 'SCAN_TIMEOUT' };
  // network, timeout, http status, bad answer, session-looking answer: the service is not usable.
  return { code: 'API_404' };
}
