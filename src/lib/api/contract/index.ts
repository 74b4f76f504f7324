// Every call of the spec, declared once; the browser client and the reference server import these.
import { csrfToken, login } from './auth.ts';
import { logError } from './logs.ts';
import { myProfile } from './users.ts';

export * from './common.ts';
export * from './auth.ts';
export * from './logs.ts';
export * from './users.ts';

/** All declared endpoints (the server checks that each one is routed). */
export const endpoints = [login, csrfToken, logError, myProfile] as const;
