import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Auth } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import type { Router as HttpRouter } from '../http/router.ts';

/** The app's router: contract routes whose signed-in caller is an `Auth`. */
export type Router = HttpRouter<Auth>;

/** A GET route outside the contract (navigations, dev tools, byte links). */
export type PageRoute = (
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => void | Promise<void>;

/**
 * A form POST outside the contract: a navigation, like the GET of the same path. Its body is
 * read and decoded (1 MB at most) by the HTTP layer before it is called.
 */
export type PostPageRoute = (
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  fields: Readonly<Record<string, unknown>>,
) => void | Promise<void>;
