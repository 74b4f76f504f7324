// How an API error becomes the flow's event: refusals carry the server's text, the rest a Problem.
import { ApiFailure, isApiError } from '../api/errors.ts';
import type { Problem } from './types.ts';

/** An error the policy already acted on (CSRF 403 leaving for /login, session 01): say nothing. */
export function isHandled(error: unknown): boolean {
  return isApiError(error) && error.handled && !(error instanceof ApiFailure);
}

/** The Problem of an error that is not a refusal. */
export function problemOf(error: unknown): Problem {
  if (!isApiError(error)) return 'unusable';
  switch (error.kind) {
    case 'network':
      return error.reason === 'offline' ? 'offline' : 'network';
    case 'timeout':
      return 'timeout';
    case 'http':
      return error.status === 429 ? 'throttled' : 'server';
    default:
      return 'unusable';
  }
}

/** A refusal's code, text and body, or null when the error is not a refusal. */
export function refusalOf(
  error: unknown,
): { resultCode: string | null; message: string; body: Readonly<Record<string, unknown>> } | null {
  return error instanceof ApiFailure
    ? { resultCode: error.resultCode, message: error.message, body: error.body }
    : null;
}
