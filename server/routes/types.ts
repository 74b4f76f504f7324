import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Auth } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import type { Router as HttpRouter } from '../http/router.ts';

/** The app's router: contract routes whose signed-in caller is an `Auth`. */
export type Router = HttpRouter<Auth>;

/** A GET route outside the contract (navigations, dev tools). */
export type PageRoute = (
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => void;

/** A form POST outside the contract: a navigation, like the GET of the same path. */
export type PostPageRoute = (
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void>;
