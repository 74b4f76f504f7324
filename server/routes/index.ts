import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context.ts';
import type { Router } from '../http/router.ts';
import { logout, registerAuthRoutes } from './auth.ts';
import { registerLogRoutes } from './logs.ts';
import { outboxJson, outboxPage } from './outbox.ts';
import { registerUserRoutes } from './users.ts';

/** A GET route outside the contract (navigations, dev tools). */
export type PageRoute = (
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => void;

/** Routes every contract endpoint. */
export function registerRoutes(router: Router, app: AppContext): void {
  registerAuthRoutes(router, app);
  registerLogRoutes(router, app);
  registerUserRoutes(router);
}

/** GET routes outside the contract; the outbox exists only outside production. */
export function pageRoutes(app: AppContext): ReadonlyMap<string, PageRoute> {
  const routes = new Map<string, PageRoute>([['/logout', logout]]);
  if (app.config.mode !== 'production') {
    routes.set('/dev/outbox', outboxPage);
    routes.set('/dev/outbox.json', outboxJson);
  }
  return routes;
}

/** First path segments that belong to the API: unknown paths under them get a JSON 404, never a page. */
export const API_PREFIXES: readonly string[] = [
  'app',
  'api',
  'v1',
  'v2',
  'openapi',
  'otp',
  'user',
  'folder',
  'doc',
  'media',
  'item',
  'project',
  'csrf',
  'dev',
  'logout',
  'sso',
];
