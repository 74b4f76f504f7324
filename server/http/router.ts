import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { pathParams } from '../../src/lib/api/endpoint.ts';
import type { Endpoint, RequestOf, ResponseOf } from '../../src/lib/api/endpoint.ts';
import { CSRF_COOKIE } from '../auth/csrf.ts';
import { resolveSession, type Resolved } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { formFields, readFields } from './body.ts';
import { parseCookies } from './cookies.ts';
import { applyFault, parseFault } from './fault.ts';
import { readMultipart } from './multipart.ts';
import { sendFailure, sendJson } from './respond.ts';
import {
  BAD_REQUEST,
  CONNECTION_DENIED,
  CSRF_REJECTED,
  SESSION_FAILURE,
} from '../../src/lib/api/contract/results.ts';

/** What a handler knows about its request. */
export interface RouteContext {
  readonly req: IncomingMessage;
  readonly url: URL;
  readonly ip: string;
  readonly cookies: ReadonlyMap<string, string>;
  /** Issue time of the verified CSRF token (state-changing requests only). */
  readonly csrfIssuedAt: number | null;
  /** Adds a Set-Cookie header to the answer. */
  setCookie(cookie: string): void;
}

/** The signed-in caller of an authenticated route. */
export type Auth = Extract<Resolved, { ok: true }>;

const REPLY = Symbol('reply');
/** An answer with a status or headers other than 200. */
export interface Reply<T> {
  readonly [REPLY]: true;
  readonly status: number;
  readonly body: T;
  readonly headers: Readonly<Record<string, string>>;
}
/** Builds a Reply. */
export function reply<T>(
  status: number,
  body: T,
  headers: Readonly<Record<string, string>> = {},
): Reply<T> {
  return { [REPLY]: true, status, body, headers };
}

type Out<E extends Endpoint> = ResponseOf<E> | Reply<ResponseOf<E>>;
/** A handler of a public endpoint. */
export type Handler<E extends Endpoint> = (
  input: RequestOf<E>,
  ctx: RouteContext,
) => Out<E> | Promise<Out<E>>;
/** A handler of an endpoint that needs a session. */
export type AuthedHandler<E extends Endpoint> = (
  input: RequestOf<E>,
  ctx: RouteContext & { readonly auth: Auth },
) => Out<E> | Promise<Out<E>>;

interface Route {
  readonly endpoint: Endpoint;
  readonly pattern: RegExp;
  readonly run: (input: unknown, ctx: RouteContext) => Promise<unknown>;
  readonly tokenOptional: boolean;
}

/** Session failure texts (spec 2 §4: result_code 01; WebConnectionDeny sends the app to /blocked). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const RESTRICTED: Readonly<Record<'password' | 'gdpr', [string, string]>> = {
  password: ['password_change_required', 'Change your password before using the app.'],
  gdpr: ['gdpr_required', 'Accept the user agreement before using the app.'],
};

function patternOf(template: string): RegExp {
  const trimmed = template.replace(/\/+$/, '');
  const source = trimmed
    .split(/\{\w+\}/)
    .map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  return new RegExp(`^${source}/?$`);
}

/** Routes contract endpoints: fault switch, CSRF, body, schema, session, handler, response check. */
export function createRouter(app: AppContext) {
  const routes: Route[] = [];

  function register(endpoint: Endpoint, run: Route['run'], tokenOptional = false): void {
    routes.push({ endpoint, pattern: patternOf(endpoint.path), run, tokenOptional });
  }

  function checkSession(ctx: RouteContext, allowRestricted: boolean): Auth | Reply<unknown> {
    const token = ctx.req.headers['access_token'];
    const resolved = resolveSession(
      app.db,
      typeof token === 'string' ? token : '',
      app.clock.now(),
    );
    if (!resolved.ok) {
      const all = resolved.reason === 'blocked' ? CONNECTION_DENIED : SESSION_ENDED;
      return reply(200, { success: false, result_code: SESSION_FAILURE, all });
    }
    const restriction = resolved.session.restriction;
    if (restriction !== null && !allowRestricted) {
      const [code, all] = RESTRICTED[restriction];
      return reply(200, { success: false, result_code: code, all });
    }
    return resolved;
  }

  return {
    /**
     * Routes a public endpoint. `csrfTokenOptional` is only for calls that grant no authority
     * and must work when the token is broken (the error log of a CSRF 403); cross-site
     * requests are still refused.
     */
    add<E extends Endpoint>(
      endpoint: E,
      handler: Handler<E>,
      options: { csrfTokenOptional?: boolean } = {},
    ): void {
      if (endpoint.auth === 'token')
        throw new Error(`${endpoint.name} needs a session: use addAuthed`);
      register(endpoint, async (input, ctx) => handler(input, ctx), options.csrfTokenOptional);
    },
    /** Routes an endpoint that needs a live session; `allowRestricted` admits wizard/GDPR sessions. */
    addAuthed<E extends Endpoint>(
      endpoint: E,
      handler: AuthedHandler<E>,
      options: { allowRestricted?: boolean } = {},
    ): void {
      if (endpoint.auth !== 'token') throw new Error(`${endpoint.name} is public: use add`);
      register(endpoint, async (input, ctx) => {
        const auth = checkSession(ctx, options.allowRestricted ?? false);
        if (!('ok' in auth)) return auth;
        return handler(input, { ...ctx, auth });
      });
    },
    /** The names of routed endpoints. */
    routed: (): string[] => routes.map((r) => r.endpoint.name),
    /** Handles the request if a route matches its path; returns false otherwise. */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      const candidates = routes.filter((r) => r.pattern.test(url.pathname));
      if (candidates.length === 0) return false;
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const route = candidates.find((r) => r.endpoint.method === method);
      if (!route) {
        sendFailure(res, 405, 'method_not_allowed', 'This method is not allowed here.', {
          Allow: candidates.map((r) => r.endpoint.method).join(', '),
        });
        return true;
      }
      if (app.config.mode === 'test') {
        const fault = parseFault(req.headers['x-fault']);
        if (fault && (await applyFault(fault, res))) return true;
      }
      await run(route, req, res, url);
      return true;
    },
  };

  async function run(
    route: Route,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<void> {
    const cookies = parseCookies(req.headers.cookie);
    const setCookies: string[] = [];
    let csrfIssuedAt: number | null = null;
    let fields: Record<string, unknown>;
    if (route.endpoint.method === 'GET') {
      fields = formFields(url.searchParams);
    } else {
      const check = app.csrf.check(req, cookies.get(CSRF_COOKIE), app.config.corsOrigins);
      const crossSite = !check.ok && check.reason === 'cross-site';
      if (!check.ok && (crossSite || !route.tokenOptional)) {
        app.log(`csrf refused ${route.endpoint.name}: ${check.reason}`);
        sendFailure(res, 403, CSRF_REJECTED, 'CSRF token missing or invalid.');
        return;
      }
      csrfIssuedAt = check.ok ? check.issuedAt : null;
      const body =
        route.endpoint.encoding === 'multipart' ? await readMultipart(req) : await readFields(req);
      if (!body.ok) {
        sendFailure(
          res,
          body.status,
          BAD_REQUEST,
          body.message,
          body.close ? { Connection: 'close' } : {},
        );
        return;
      }
      fields = body.fields;
    }
    // Path parameters ({node}, {taskKey}, …) join the fields and win over body fields of the same name.
    const values = route.pattern.exec(url.pathname)?.slice(1) ?? [];
    for (const [i, name] of pathParams(route.endpoint.path).entries()) {
      try {
        fields[name] = decodeURIComponent(values[i] ?? '');
      } catch {
        sendFailure(res, 400, BAD_REQUEST, 'Malformed path parameter.');
        return;
      }
    }
    const parsed = v.safeParse(route.endpoint.request, fields);
    if (!parsed.success) {
      sendFailure(res, 400, BAD_REQUEST, describeIssues(parsed.issues));
      return;
    }
    const ctx: RouteContext = {
      req,
      url,
      ip: req.socket.remoteAddress ?? '',
      cookies,
      csrfIssuedAt,
      setCookie: (cookie) => setCookies.push(cookie),
    };
    const out = await route.run(parsed.output, ctx);
    const answer = isReply(out) ? out : reply(200, out);
    // Outside production the server holds itself to its own contract, so drift fails tests.
    if (
      app.config.mode !== 'production' &&
      answer.status === 200 &&
      !v.is(route.endpoint.response, answer.body)
    ) {
      throw new Error(`${route.endpoint.name} answered outside its response schema`);
    }
    const headers: Record<string, string | string[]> = { ...answer.headers };
    if (setCookies.length > 0) headers['Set-Cookie'] = setCookies;
    sendJson(res, answer.status, answer.body, headers);
  }
}

function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/** A readable summary of schema issues, naming fields but never echoing their values. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const key = v.getDotPath(issue) ?? 'body';
    return `${key}: ${issue.expected ? `expected ${issue.expected}` : issue.message}`;
  });
  return `Invalid request: ${parts.join('; ')}.`;
}

/** The router type. */
export type Router = ReturnType<typeof createRouter>;
