import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { pathParams } from '../../src/lib/api/endpoint.ts';
import type { Endpoint, RequestOf, ResponseOf } from '../../src/lib/api/endpoint.ts';
import { formFields, readFields } from './body.ts';
import { parseCookies } from './cookies.ts';
import { applyFault, parseFault } from './fault.ts';
import { readMultipart } from './multipart.ts';
import { sendFailure, sendJson } from './respond.ts';
import { BAD_REQUEST, CSRF_REJECTED } from '../../src/lib/api/contract/results.ts';

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

/** What the app plugs into its router: the HTTP layer knows no sessions, accounts or secrets. */
export interface RouterHooks<A> {
  /** Honours the X-Fault header (test mode only). */
  readonly faults: boolean;
  /** Holds every 200 answer to its endpoint's response schema, so drift fails tests. */
  readonly checkResponses: boolean;
  /** Checks the CSRF token of a state-changing request; reason `cross-site` is always refused. */
  checkCsrf(
    req: IncomingMessage,
    cookies: ReadonlyMap<string, string>,
  ): { ok: true; issuedAt: number } | { ok: false; reason: string };
  /** Authenticates the caller of a route that needs a session, or gives the body refusing it. */
  authenticate(
    req: IncomingMessage,
    allowRestricted: boolean,
  ): { ok: true; caller: A } | { ok: false; body: unknown };
  /** Writes one line to the server log. */
  log(line: string): void;
}

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
/** A handler of an endpoint that needs a session; `A` is the app's signed-in caller. */
export type AuthedHandler<E extends Endpoint, A> = (
  input: RequestOf<E>,
  ctx: RouteContext & { readonly auth: A },
) => Out<E> | Promise<Out<E>>;

interface Route {
  readonly endpoint: Endpoint;
  readonly pattern: RegExp;
  readonly run: (input: unknown, ctx: RouteContext) => Promise<unknown>;
  readonly tokenOptional: boolean;
}

function patternOf(template: string): RegExp {
  const trimmed = template.replace(/\/+$/, '');
  const source = trimmed
    .split(/\{\w+\}/)
    .map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  return new RegExp(`^${source}/?$`);
}

/** Routes contract endpoints: fault switch, CSRF, body, schema, session, handler, response check. */
export function createRouter<A>(hooks: RouterHooks<A>) {
  const routes: Route[] = [];

  function register(endpoint: Endpoint, run: Route['run'], tokenOptional = false): void {
    routes.push({ endpoint, pattern: patternOf(endpoint.path), run, tokenOptional });
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
      handler: AuthedHandler<E, A>,
      options: { allowRestricted?: boolean } = {},
    ): void {
      if (endpoint.auth !== 'token') throw new Error(`${endpoint.name} is public: use add`);
      register(endpoint, async (input, ctx) => {
        const session = hooks.authenticate(ctx.req, options.allowRestricted ?? false);
        if (!session.ok) return reply(200, session.body);
        return handler(input, { ...ctx, auth: session.caller });
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
      if (hooks.faults) {
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
      const check = hooks.checkCsrf(req, cookies);
      const crossSite = !check.ok && check.reason === 'cross-site';
      if (!check.ok && (crossSite || !route.tokenOptional)) {
        hooks.log(`csrf refused ${route.endpoint.name}: ${check.reason}`);
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
      hooks.checkResponses &&
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

/** The router type, for an app whose signed-in caller is an `A`. */
export type Router<A> = ReturnType<typeof createRouter<A>>;
