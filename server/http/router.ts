import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Endpoint, RequestOf, ResponseOf } from '../../src/lib/api/endpoint.ts';
import { formFields, MAX_BODY, type BodyResult } from './forms.ts';
import { parseCookies } from './cookies.ts';
import { applyFault, parseFault } from './fault.ts';
import { NON_PAGE_CSP } from './headers.ts';
import { addressKey, createUploadSlots, readUploads, type UploadLimits } from './uploads.ts';
import { BAD_REQUEST, CSRF_REJECTED } from '../../src/lib/api/contract/results.ts';
import { compressJson } from './compress-json.ts';

// Contract routes on Fastify (docs/decisions/010-fastify.md): each endpoint declared once in
// src/lib/api/contract becomes one Fastify route. Everything that decides whether a request is
// served at all — fault switch, CSRF, declared size, session, upload slots — runs in its
// onRequest hook, before Fastify reads a byte of the body (security K40); the handler then
// validates the fields with the endpoint's schema and holds the answer to its response schema.

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
  /** Where uploads stream to, and their limits. */
  readonly uploads: { readonly dir: string; readonly limits: UploadLimits };
  /** A stable key of a signed-in caller, for the per-user upload limit. */
  callerKey(caller: A): string;
  /** Runs a handler in its request's scope (the language its messages are said in). */
  inRequestScope<T>(req: IncomingMessage, work: () => Promise<T>): Promise<T>;
  /** The text of a refusal this layer makes, in the request's language. */
  refusalText(req: IncomingMessage, refusal: 'csrf' | 'too_many_uploads'): string;
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
  readonly run: (input: unknown, ctx: RouteContext, caller: unknown) => Promise<unknown>;
  readonly tokenOptional: boolean;
  readonly authed: boolean;
  readonly allowRestricted: boolean;
  /** A call on another wire than the contract's bodies (tus): handed the raw request. */
  readonly raw: RawHandler<unknown> | null;
  /** Its answers are compressed when large (they hold no secret: see compress-json.ts). */
  readonly compress: boolean;
}

/**
 * A handler of a call whose wire is its own protocol (tus, requirements X33): it gets the raw
 * request and answer after the router's checks, and the signed-in caller.
 */
export type RawHandler<A> = (req: IncomingMessage, res: ServerResponse, caller: A) => Promise<void>;

/** Methods of a raw call: its declared one at its path, these at `{path}/{id}`. */
const RAW_METHODS = ['HEAD', 'PATCH', 'DELETE'] as const;
/** The body type tus's PATCH carries, left unread for the raw handler. */
const TUS_BODY = 'application/offset+octet-stream';

function patternOf(template: string): RegExp {
  const trimmed = template.replace(/\/+$/, '');
  const source = trimmed
    .split(/\{\w+\}/)
    .map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  return new RegExp(`^${source}/?$`);
}

/** Routes contract endpoints: fault switch, CSRF, size, session, body, schema, handler, response check. */
export function createRouter<A>(hooks: RouterHooks<A>) {
  const routes: Route[] = [];
  const slots = createUploadSlots();

  function register(
    endpoint: Endpoint,
    run: Route['run'],
    options: {
      tokenOptional?: boolean;
      authed?: boolean;
      allowRestricted?: boolean;
      raw?: RawHandler<unknown>;
      compress?: boolean;
    },
  ): void {
    routes.push({
      endpoint,
      pattern: patternOf(endpoint.path),
      run,
      tokenOptional: options.tokenOptional ?? false,
      authed: options.authed ?? false,
      allowRestricted: options.allowRestricted ?? false,
      raw: options.raw ?? null,
      compress: options.compress ?? false,
    });
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
      register(endpoint, async (input, ctx) => handler(input, ctx), {
        tokenOptional: options.csrfTokenOptional ?? false,
      });
    },
    /**
     * Routes an endpoint that needs a live session; `allowRestricted` admits wizard/GDPR sessions;
     * `compress` compresses its large answers (only for answers that hold no secret).
     */
    addAuthed<E extends Endpoint>(
      endpoint: E,
      handler: AuthedHandler<E, A>,
      options: { allowRestricted?: boolean; compress?: boolean } = {},
    ): void {
      if (endpoint.auth !== 'token') throw new Error(`${endpoint.name} is public: use add`);
      register(
        endpoint,
        async (input, ctx, caller) => handler(input, { ...ctx, auth: caller as A }),
        {
          authed: true,
          allowRestricted: options.allowRestricted ?? false,
          compress: options.compress ?? false,
        },
      );
    },
    /**
     * Routes a signed-in call on its own wire (tus): the declared method at its path and HEAD,
     * PATCH and DELETE below it get the same checks before the body (fault switch, CSRF,
     * session, upload slot for PATCH and POST), then `handle` gets the raw request.
     */
    addRaw(endpoint: Endpoint, handle: RawHandler<A>): void {
      if (endpoint.auth !== 'token') throw new Error(`${endpoint.name} needs a session`);
      register(endpoint, () => Promise.reject(new Error('raw route')), {
        authed: true,
        raw: handle as RawHandler<unknown>,
      });
    },
    /** The endpoints routed on their own wire (`addRaw`), with paths under their own. */
    rawEndpoints: (): Endpoint[] => routes.filter((r) => r.raw !== null).map((r) => r.endpoint),
    /** The names of routed endpoints. */
    routed: (): string[] => routes.map((r) => r.endpoint.name),
    /** The methods routed at a path, or an empty list when no contract route has it (405s). */
    methodsAt: (pathname: string): string[] =>
      routes.flatMap((r) =>
        r.pattern.test(pathname)
          ? [r.endpoint.method]
          : r.raw !== null && pathname.startsWith(`${r.endpoint.path}/`)
            ? [...RAW_METHODS]
            : [],
      ),
    /** Uploads in progress (tests). */
    uploadsInProgress: (): number => slots.size(),
    /** Adds every route to a Fastify instance. */
    mount(fastify: FastifyInstance): void {
      for (const route of routes) mountRoute(fastify, route);
    },
  };

  function mountRoute(fastify: FastifyInstance, route: Route): void {
    const multipart = route.endpoint.encoding === 'multipart';
    const state = new WeakMap<IncomingMessage, RequestState>();
    const url = route.endpoint.path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/+$/, '$1');
    // Before the body: nothing below reads it, so a refused request costs no memory.
    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      const req = request.raw;
      const raw = route.raw !== null;
      const slotted = multipart || (raw && (req.method === 'PATCH' || req.method === 'POST'));
      if (hooks.faults) {
        const fault = parseFault(req.headers['x-fault']);
        if (fault) {
          if (fault.delayMs > 0) await new Promise((r) => setTimeout(r, fault.delayMs));
          if (fault.status !== null || fault.garbage || fault.reset || fault.truncate) {
            reply.hijack();
            await applyFault({ ...fault, delayMs: 0 }, reply.raw);
            return;
          }
        }
      }
      const cookies = parseCookies(req.headers.cookie);
      let csrfIssuedAt: number | null = null;
      if (route.endpoint.method !== 'GET') {
        const check = hooks.checkCsrf(req, cookies);
        const crossSite = !check.ok && check.reason === 'cross-site';
        if (!check.ok && (crossSite || !route.tokenOptional)) {
          hooks.log(`csrf refused ${route.endpoint.name}: ${check.reason}`);
          return refuse(reply, 403, CSRF_REJECTED, hooks.refusalText(req, 'csrf'));
        }
        csrfIssuedAt = check.ok ? check.issuedAt : null;
        const declared = Number(req.headers['content-length'] ?? 0);
        const limit = multipart ? hooks.uploads.limits.requestBytes : MAX_BODY;
        // A raw call's body is the upload itself: tus holds it to the declared Upload-Length.
        if (!raw && declared > limit) {
          return refuse(
            reply,
            413,
            BAD_REQUEST,
            `The request body is larger than ${sizeText(limit)}.`,
          );
        }
      }
      let caller: A | null = null;
      if (route.authed) {
        const session = hooks.authenticate(req, route.allowRestricted);
        if (!session.ok) return answer(reply, 200, session.body, {}, [], true);
        caller = session.caller;
      }
      if (slotted) {
        const { perUser, perAddress } = hooks.uploads.limits;
        const keys = [
          { key: `address ${addressKey(req.socket.remoteAddress ?? '')}`, limit: perAddress },
        ];
        if (caller !== null)
          keys.push({ key: `caller ${hooks.callerKey(caller)}`, limit: perUser });
        const release = slots.acquire(keys);
        if (release === null) {
          return refuse(
            reply,
            429,
            'too_many_uploads',
            hooks.refusalText(req, 'too_many_uploads'),
            {
              'Retry-After': '5',
            },
          );
        }
        reply.raw.once('close', release);
      }
      state.set(req, { cookies, csrfIssuedAt, caller });
      return undefined;
    };
    const rawHandle = route.raw;
    if (rawHandle !== null) {
      void fastify.register((scope, _options, done) => {
        // tus's PATCH body stays unread here: the raw handler streams it to disk.
        scope.addContentTypeParser(TUS_BODY, (_request, _payload, done) => {
          done(null);
        });
        const handler = async (request: FastifyRequest, reply: FastifyReply) => {
          reply.hijack();
          const res = reply.raw;
          try {
            await hooks.inRequestScope(request.raw, () =>
              rawHandle(request.raw, res, state.get(request.raw)?.caller),
            );
          } catch (error) {
            hooks.log(`500 on ${route.endpoint.name}: ${String(error)}`);
            if (res.headersSent) res.destroy();
            else
              res.writeHead(500, { 'content-type': 'text/plain' }).end('Unexpected server error.');
          }
        };
        scope.route({ method: route.endpoint.method, url, onRequest, handler });
        scope.route({ method: [...RAW_METHODS], url: `${url}/:id`, onRequest, handler });
        done();
      });
      return;
    }
    fastify.route({
      method: route.endpoint.method,
      url,
      bodyLimit: multipart ? hooks.uploads.limits.requestBytes : MAX_BODY,
      onRequest,
      handler: async (request, reply) => {
        const req = request.raw;
        const { cookies, csrfIssuedAt, caller } = state.get(req) ?? {
          cookies: new Map<string, string>(),
          csrfIssuedAt: null,
          caller: null,
        };
        const url = new URL(`http://internal${req.url ?? '/'}`);
        let fields: Record<string, unknown>;
        if (route.endpoint.method === 'GET') fields = formFields(url.searchParams);
        else {
          const body: BodyResult = multipart
            ? await readUploads(request, reply.raw, hooks.uploads.dir, hooks.uploads.limits)
            : bodyFields(request);
          if (!body.ok) return refuse(reply, body.status, BAD_REQUEST, body.message);
          fields = body.fields;
        }
        // Path parameters ({node}, {taskKey}, …) join the fields and win over body fields.
        for (const [name, value] of Object.entries(request.params as Record<string, string>))
          fields[name] = value;
        const parsed = v.safeParse(route.endpoint.request, fields);
        if (!parsed.success) return refuse(reply, 400, BAD_REQUEST, describeIssues(parsed.issues));
        const setCookies: string[] = [];
        const ctx: RouteContext = {
          req,
          url,
          ip: req.socket.remoteAddress ?? '',
          cookies,
          csrfIssuedAt,
          setCookie: (cookie) => setCookies.push(cookie),
        };
        const out = await hooks.inRequestScope(req, () => route.run(parsed.output, ctx, caller));
        const result = isReply(out) ? out : reply200(out);
        // Outside production the server holds itself to its own contract, so drift fails tests.
        if (
          hooks.checkResponses &&
          result.status === 200 &&
          !v.is(route.endpoint.response, result.body)
        ) {
          throw new Error(`${route.endpoint.name} answered outside its response schema`);
        }
        return answer(reply, result.status, result.body, result.headers, setCookies, false, {
          compress: route.compress,
        });
      },
    });
  }
}

interface RequestState {
  readonly cookies: ReadonlyMap<string, string>;
  readonly csrfIssuedAt: number | null;
  readonly caller: unknown;
}

function reply200<T>(body: T): Reply<T> {
  return reply(200, body);
}

function sizeText(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}

/** The fields of a form or JSON body Fastify has parsed (or an empty body). */
function bodyFields(request: FastifyRequest): BodyResult {
  if (request.isMultipart()) {
    return {
      ok: false,
      status: 415,
      message: 'Send the body as application/x-www-form-urlencoded or application/json.',
    };
  }
  const body = request.body;
  if (body === undefined || body === null) return { ok: true, fields: {} };
  return { ok: true, fields: body as Record<string, unknown> };
}

/** Whether the client may still be sending a body the answer leaves unread. */
function bodyPending(req: IncomingMessage): boolean {
  return (
    !req.complete &&
    (Number(req.headers['content-length'] ?? 0) > 0 ||
      req.headers['transfer-encoding'] !== undefined)
  );
}

/** Sends a JSON answer; an answer before the body is read closes the connection, unread. */
function answer(
  res: FastifyReply,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>>,
  setCookies: readonly string[],
  early: boolean,
  options: { readonly compress?: boolean } = {},
): FastifyReply {
  res
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', NON_PAGE_CSP);
  for (const [name, value] of Object.entries(headers)) res.header(name, value);
  if (setCookies.length > 0) res.header('set-cookie', [...setCookies]);
  if (early && bodyPending(res.request.raw)) res.header('connection', 'close');
  const payload = JSON.stringify(body);
  const packed =
    options.compress === true
      ? compressJson(payload, res.request.headers['accept-encoding'])
      : null;
  if (options.compress === true) res.header('vary', 'Accept-Encoding');
  if (packed === null) return res.send(payload);
  return res.header('content-encoding', packed.encoding).send(packed.body);
}

/** Sends `{ success: false, result_code, all }` with an HTTP status. */
function refuse(
  res: FastifyReply,
  status: number,
  resultCode: string,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): FastifyReply {
  return answer(
    res,
    status,
    { success: false, result_code: resultCode, all: message },
    headers,
    [],
    true,
  );
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
