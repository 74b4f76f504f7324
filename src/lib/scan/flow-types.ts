// The states and events of the scan flow (requirements S1). Every state keeps the user's draft, the
// scanners found and the chosen one, so nothing typed is lost on a failure or a retry.
import type {
  ScanOptions,
  ScanSettings,
  ScannedFile,
  ScannerInfo,
} from '../api/contract/scanner.ts';
import type { ScanProblem } from './problems.ts';

/** What every state carries. */
export interface ScanContext {
  readonly draft: ScanSettings;
  /** Whether the user changed the draft (otherwise the scanner's own settings are taken). */
  readonly edited: boolean;
  readonly scanners: readonly ScannerInfo[];
  readonly scannerId: string | null;
}

/** An open connection. */
export interface ScanLink {
  readonly connectionId: string;
  readonly options: ScanOptions;
}

/** How a connection is being ended, and what state follows the disconnect. */
export type Ending =
  | { readonly kind: 'completed' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly problem: ScanProblem }
  | { readonly kind: 'rechoose' }
  | { readonly kind: 'closed' };

/** How a finished scan ended. */
export type Outcome = 'completed' | 'timeout' | 'cancelled';

/** Where the scan flow is; the store runs the effect of the states that have one. */
export type ScanState =
  | { readonly tag: 'probing'; readonly ctx: ScanContext }
  | { readonly tag: 'choosing'; readonly ctx: ScanContext; readonly problem: ScanProblem | null }
  | { readonly tag: 'connecting'; readonly ctx: ScanContext; readonly closing: boolean }
  | { readonly tag: 'ready'; readonly ctx: ScanContext; readonly link: ScanLink }
  | {
      readonly tag: 'starting';
      readonly ctx: ScanContext;
      readonly link: ScanLink;
      readonly closing: boolean;
    }
  | {
      readonly tag: 'scanning';
      readonly ctx: ScanContext;
      readonly link: ScanLink;
      readonly scanId: string;
      /** Status reads answered "busy" so far. */
      readonly tries: number;
      readonly pages: number;
    }
  | {
      readonly tag: 'cancelling';
      readonly ctx: ScanContext;
      readonly link: ScanLink;
      readonly scanId: string;
      readonly ending: Ending;
    }
  | {
      readonly tag: 'collecting';
      readonly ctx: ScanContext;
      readonly link: ScanLink;
      readonly scanId: string;
      readonly ending: Ending;
    }
  | {
      readonly tag: 'disconnecting';
      readonly ctx: ScanContext;
      readonly link: ScanLink;
      readonly ending: Ending;
      readonly files: readonly ScannedFile[];
    }
  | {
      readonly tag: 'finished';
      readonly ctx: ScanContext;
      readonly outcome: Outcome;
      readonly files: readonly ScannedFile[];
    }
  | {
      readonly tag: 'failed';
      readonly ctx: ScanContext;
      readonly problem: ScanProblem;
      readonly files: readonly ScannedFile[];
    }
  | { readonly tag: 'closed'; readonly ctx: ScanContext; readonly files: readonly ScannedFile[] };

/** What happens: answers of the effects, and what the user does. */
export type ScanEvent =
  | { readonly type: 'found'; readonly scanners: readonly ScannerInfo[] }
  | { readonly type: 'probeFailed'; readonly problem: ScanProblem }
  | { readonly type: 'select'; readonly scannerId: string }
  | { readonly type: 'connect' }
  | {
      readonly type: 'connected';
      readonly connectionId: string;
      readonly options: ScanOptions;
      readonly settings: ScanSettings;
    }
  | { readonly type: 'connectFailed'; readonly problem: ScanProblem }
  | { readonly type: 'edit'; readonly draft: ScanSettings }
  | { readonly type: 'start' }
  | { readonly type: 'started'; readonly scanId: string }
  | { readonly type: 'startFailed'; readonly problem: ScanProblem }
  | { readonly type: 'status'; readonly status: 0 | 1; readonly pages: number }
  | { readonly type: 'monitorFailed'; readonly problem: ScanProblem }
  | { readonly type: 'cancel' }
  | { readonly type: 'cancelDone' }
  | { readonly type: 'filesDone'; readonly files: readonly ScannedFile[] }
  | { readonly type: 'disconnected' }
  | { readonly type: 'rechoose' }
  | { readonly type: 'again' }
  | { readonly type: 'close' };

/** The effect a state asks the store to run, if any. */
export type ScanEffect =
  'probe' | 'connect' | 'start' | 'monitor' | 'cancel' | 'collect' | 'disconnect';
