import { ApiFailure, isApiError } from '../api/errors.ts';

// What a page says when a call did not get a usable answer. Every failure maps to one of these,
// each with a message that tells the user what to do; the form and what was typed stay.

/** A failure the user can do something about (mostly: try again). */
export type Problem = 'offline' | 'network' | 'timeout' | 'busy' | 'server' | 'response';

/** The translation key of each problem (shared by the e-mail-link pages). */
export const PROBLEM_KEYS: Readonly<Record<Problem, string>> = {
  offline: 'reset.net.offline',
  network: 'reset.net.network',
  timeout: 'reset.net.timeout',
  busy: 'reset.net.busy',
  server: 'reset.net.server',
  response: 'reset.net.response',
};

/** The problem of a thrown value (an ApiFailure is not a problem: callers handle it first). */
export function problemOf(error: unknown): Problem {
  if (!isApiError(error) || error instanceof ApiFailure) return 'response';
  switch (error.kind) {
    case 'network':
      return error.reason === 'offline' ? 'offline' : 'network';
    case 'timeout':
      return 'timeout';
    case 'http':
      return error.status === 429 || error.status === 503 ? 'busy' : 'server';
    case 'csrf':
    case 'session':
      return 'server';
    default:
      return 'response';
  }
}
