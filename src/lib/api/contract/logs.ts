import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LIMITS, orFailure, text } from './common.ts';

/** POST {api}/app/log/errors — records a client-side error (CSRF 403 on login, old browser, …). */
export const logError = defineEndpoint({
  name: 'logs.error',
  answerNotShown: true,
  method: 'POST',
  host: 'api',
  path: '/app/log/errors',
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRFToken',
  request: v.object({ message: v.pipe(text(LIMITS.logMessage), v.minLength(1)) }),
  response: orFailure(v.object({ success: v.literal(true) })),
});
