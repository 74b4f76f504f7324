// Test support for the scan flow: a scanner, options, a link and a fake service whose calls are
// recorded and answered by the test.
import type { ScanOptions, ScannerInfo } from '../api/contract/scanner.ts';
import type { ScanContext, ScanLink } from './flow-types.ts';
import type { ScanService } from './service.ts';
import { ALL_OPTIONS, DEFAULT_SETTINGS } from './settings.ts';

/** Two scanners, the first ready. */
export const SCANNERS: readonly ScannerInfo[] = [
  { scanner_id: 'a', name: 'Office', status: 'ready' },
  { scanner_id: 'b', name: 'Desk', status: 'busy' },
];
/** What the scanners offer. */
export const OPTIONS: ScanOptions = ALL_OPTIONS;
/** A context after the probe with scanner a chosen. */
export const CTX: ScanContext = {
  draft: DEFAULT_SETTINGS,
  edited: false,
  scanners: SCANNERS,
  scannerId: 'a',
};
/** An open connection. */
export const LINK: ScanLink = { connectionId: 'c1', options: OPTIONS };

/** A fake service: each method records its call and answers from `answers` (or succeeds). */
export function fakeService(answers: Partial<{ [K in keyof ScanService]: ScanService[K] }> = {}) {
  const calls: string[] = [];
  const service: ScanService = {
    probe: async () => {
      calls.push('probe');
      return answers.probe ? answers.probe() : SCANNERS;
    },
    connect: async (id) => {
      calls.push(`connect ${id}`);
      return answers.connect
        ? answers.connect(id)
        : { connectionId: 'c1', settings: DEFAULT_SETTINGS, options: OPTIONS };
    },
    start: async (c, s) => {
      calls.push(`start ${c}`);
      return answers.start ? answers.start(c, s) : 's1';
    },
    status: async (c, s) => {
      calls.push('status');
      return answers.status ? answers.status(c, s) : { status: 0, pages: 2 };
    },
    cancel: async (c, s) => {
      calls.push('cancel');
      if (answers.cancel) await answers.cancel(c, s);
    },
    files: async (c, s) => {
      calls.push('files');
      return answers.files
        ? answers.files(c, s)
        : [{ name: 'Scan.pdf', size: 10, uploaded: true, file_seq: 7 }];
    },
    disconnect: async (c) => {
      calls.push(`disconnect ${c}`);
      if (answers.disconnect) await answers.disconnect(c);
    },
  };
  return { service, calls };
}
