// Failure answers of the file calls: `{ success: false, result_code, all }` with the contract's texts.
import type { FileResultCode } from '../../src/lib/api/contract/files.ts';
import { say } from '../messages/language.ts';

/** A failed file call. */
export type FileFailure = {
  success: false;
  result_code: FileResultCode;
  all: string;
};

/** The failure answer of a result code. */
export function fail(code: FileResultCode): FileFailure {
  return { success: false, result_code: code, all: say(`files.${code}`) };
}

/** A thrown refusal, so deep helpers can stop a call; routes turn it into `fail(code)`. */
export class Refusal extends Error {
  readonly code: FileResultCode;
  constructor(code: FileResultCode) {
    super(code);
    this.code = code;
  }
}

/** Runs a handler body and answers a Refusal as its failure. */
export function refusing<T>(work: () => T): T | FileFailure {
  try {
    return work();
  } catch (error) {
    if (error instanceof Refusal) return fail(error.code);
    throw error;
  }
}
