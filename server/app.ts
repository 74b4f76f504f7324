import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '../src/lib/api/contract/index.ts';
import { authenticate, type Auth } from './auth/authenticate.ts';
import { csrfCookieFor } from './auth/csrf-cookie.ts';
import { createCsrf, CSRF_COOKIE } from './auth/csrf.ts';
import { DEFAULT_LIMITS, type LoginLimits } from './auth/limits.ts';
import { DEFAULT_COST, dummyHash } from './auth/password.ts';
import { systemClock, type Clock } from './clock.ts';
import { startScheduleSweep } from './files/schedule.ts';
import { checkConfig, readConfig, type Config } from './config.ts';
import { recordError, type AppContext } from './context.ts';
import { openDatabase } from './db/open.ts';
import { answerPreflight, applyCors, setSecurityHeaders } from './http/headers.ts';
import { sendFailure } from './http/respond.ts';
import { createRouter } from './http/router.ts';
import { BodyError, MAX_BODY, registerFormParsers, UNSUPPORTED_TYPE } from './http/forms.ts';
import { sweepTemporary, type UploadLimits } from './http/uploads.ts';
import { sweepZipTasks, zipPlaceOf } from './files/zip-archive.ts';
import { sweepRetention } from './files/retention.ts';
import { flushIdleBatches } from './files/request-uploads.ts';
import { listen } from './http/listen.ts';
import { createStaticSite } from './http/static.ts';
import { createOutbox } from './outbox.ts';
import { callMatcher, oursOf, withMinimalAnswers } from './spec-only.ts';
import { API_PREFIXES, pageRoutes, postPageRoutes, registerRoutes } from './routes/index.ts';
import { withActivity } from './routes/activity.ts';
import { sweepResumable } from './routes/resumable.ts';
import { loadSecret } from './secrets.ts';
import { seedAdminIfEmpty, type AdminCredential } from './seed-admin.ts';
import { seedIfEmpty } from './seed.ts';
import { seedFilesIfEmpty } from './seed-files.ts';
import { seedLinks } from './seed-links.ts';
import { localePath } from '../src/lib/i18n/locales.ts';
import {
  acceptedTags,
  LOCALE_COOKIE,
  localeChoiceCookie,
  preferredLocale,
  switchedLocale,
} from '../src/lib/i18n/preference.ts';
import { parseCookies } from './http/cookies.ts';
import { inLanguage, langOfRequest, say } from './messages/language.ts';
import { BAD_REQUEST } from '../src/lib/api/contract/results.ts';

/** What a caller (main.ts or a test) may set; everything else comes from the environment. */
export interface ServerOptions {
  readonly config?: Partial<Config>;
  readonly clock?: Clock;
  readonly limits?: LoginLimits;
  /** scrypt cost (log2 N); tests lower it to stay fast. */
  readonly passwordCost?: number;
  readonly log?: (line: string) => void;
  /**
   * Whether an empty database gets the demo accounts; default: outside production only. Tests
   * of production behaviour that need an account set it; no environment variable does.
   */
  readonly seedDemo?: boolean;
}

/** A started server. */
export interface RunningServer {
  /** The base URL it answers on (http://host:port). */
  readonly url: string;
  readonly app: AppContext;
  /** Whether dist/ holds a build. */
  readonly built: boolean;
  /** Production's first start only: the administrator's one-time sign-in, to print once. */
  readonly firstAdmin: AdminCredential | null;
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>;
}

/** Opens the data folder, seeds it if new, and starts listening (port 0 picks a free port). */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const config: Config = checkConfig({ ...readConfig({}), ...options.config });
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const clock = options.clock ?? systemClock;
  const db = openDatabase(config.dataDir);
  const passwordCost = options.passwordCost ?? DEFAULT_COST;
  const seedDemo = options.seedDemo ?? config.mode !== 'production';
  if (seedDemo) {
    await seedIfEmpty(db, clock.now(), passwordCost);
    await seedFilesIfEmpty(db, config.dataDir, clock.now(), passwordCost);
  }
  const firstAdmin = seedDemo ? null : await seedAdminIfEmpty(db, clock.now(), passwordCost);
  const app: AppContext = {
    config,
    publicUrl: config.publicUrl ?? '',
    db,
    clock,
    csrf: createCsrf(loadSecret(config.dataDir)),
    outbox: createOutbox(db, () => clock.now()),
    limits: options.limits ?? DEFAULT_LIMITS,
    passwordCost,
    dummyHash: await dummyHash(passwordCost),
    log:
      options.log ??
      ((line) => {
        console.log(line);
      }),
  };
  // Delete Files on Schedule (requirements X24): at start, then every minute.
  const stopSweep = startScheduleSweep(db, () => clock.now(), app.log);
  // Orphans of a crash go at start; then every hour, old temporary files and expired zip tasks.
  const uploadsDir = path.join(tempDirOf(config), 'uploads');
  sweepTemporary(uploadsDir, 0);
  sweepTemporary(path.join(tempDirOf(config), 'zips'), 0);
  sweepZipTasks(zipPlaceOf(app), clock.now());
  sweepResumable(app, clock.now());
  // Old trash, spent links and records, ended sessions and unnamed bytes (security K56).
  const retain = (): void => {
    const done = sweepRetention(db, config.dataDir, clock.now());
    if (done.files + done.folders + done.bytes > 0)
      app.log(
        `retention: ${String(done.files)} files, ${String(done.folders)} folders, ${String(done.bytes)} stored files deleted`,
      );
  };
  retain();
  const sweeper = setInterval(() => {
    try {
      sweepTemporary(uploadsDir, HOUR);
      sweepZipTasks(zipPlaceOf(app), clock.now());
      // Unfinished resumable uploads past their time (security K46).
      sweepResumable(app, clock.now());
      retain();
    } catch (error) {
      app.log(`sweep failed: ${String(error)}`);
    }
  }, HOUR);
  sweeper.unref();
  // Upload batches a visitor left unfinished are mailed once idle (requirements X39).
  const batches = setInterval(() => {
    try {
      flushIdleBatches(app, clock.now());
    } catch (error) {
      app.log(`batch mail failed: ${String(error)}`);
    }
  }, MINUTE);
  batches.unref();
  const http = await createHttp(app);
  const servers = await listen((req, res) => {
    http.routing(req, res);
  }, config);
  const address = servers[0]?.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${config.host === 'localhost' ? 'localhost' : host}:${address.port}`;
  if (app.publicUrl === '') app.publicUrl = url;
  if (seedDemo) seedLinks(app); // after PUBLIC_URL is known: the seeded e-mails carry links
  return {
    url,
    app,
    firstAdmin,
    built: createStaticSite(config.distDir, { onHtml: () => undefined }).built(),
    async close() {
      stopSweep();
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => {
                resolve();
              });
              s.closeAllConnections();
            }),
        ),
      );
      clearInterval(sweeper);
      clearInterval(batches);
      await http.close();
      db.close();
    },
  };
}

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The English entry pages a first visit may be sent on from, to the browser's language. */
const ENTRY_PAGES = new Set(['/', '/login', '/login/']);

/**
 * Where a first visit to `/` or `/login` goes instead: the browser's language (Accept-Language)
 * when it is Japanese or Korean and no language was chosen (the `locale` cookie). A CDN does
 * the same with an edge rule (docs/deploy.md).
 */
function firstVisitLanguage(req: IncomingMessage, url: URL): string | null {
  if (!ENTRY_PAGES.has(url.pathname) || (req.method !== 'GET' && req.method !== 'HEAD'))
    return null;
  const target = preferredLocale('en', {
    choice: parseCookies(req.headers.cookie).get(LOCALE_COOKIE) ?? null,
    profile: null,
    browser: acceptedTags(req.headers['accept-language']),
  });
  return target === null ? null : `${localePath(url.pathname, target)}${url.search}`;
}

/** Upload limits of a server: the file size from MAX_UPLOAD_MB, the rest fixed. */
export function uploadLimitsOf(config: Config): UploadLimits {
  return {
    fileBytes: config.maxUploadBytes,
    requestBytes: 2 * config.maxUploadBytes,
    perUser: 4,
    perAddress: 8,
  };
}

/** The temporary folder of uploads and zips inside DATA_DIR (same disk, so commits are renames). */
export const tempDirOf = (config: Config): string => path.join(config.dataDir, 'tmp');

/**
 * The HTTP server on Fastify: security headers and CORS on every answer, contract routes (each
 * with its checks before the body), page routes, API 404s, then the static site.
 */
export async function createHttp(app: AppContext): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: false,
    bodyLimit: MAX_BODY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    return503OnClosing: false,
  });
  // The origins a state-changing call may come from: ours (known once the server listens) and
  // those we serve by CORS (security K11).
  const csrfOrigins = (): string[] => [
    ...(URL.canParse(app.publicUrl) ? [new URL(app.publicUrl).origin] : []),
    ...app.config.corsOrigins,
  ];
  const router = createRouter<Auth>({
    faults: app.config.mode === 'test',
    checkResponses: app.config.mode !== 'production',
    checkCsrf: (req, cookies) => app.csrf.check(req, cookies.get(CSRF_COOKIE), csrfOrigins()),
    authenticate: (req, allowRestricted) => authenticate(app, req, allowRestricted),
    log: (line) => {
      app.log(line);
    },
    uploads: {
      dir: path.join(tempDirOf(app.config), 'uploads'),
      limits: uploadLimitsOf(app.config),
    },
    callerKey: (caller) => String(caller.user.id),
    inRequestScope: (req, work) => inLanguage(langOfRequest(req), work),
    refusalText: (req, refusal) =>
      inLanguage(langOfRequest(req), () =>
        say(refusal === 'csrf' ? 'csrf_refused' : 'too_many_uploads'),
      ),
  });
  // Successful file calls write the file log (requirements X29).
  const served = app.config.specOnly === true ? withMinimalAnswers(router) : router;
  registerRoutes(withActivity(served, app), app);
  const missing = endpoints.filter((e) => !router.routed().includes(e.name));
  if (missing.length > 0)
    throw new Error(`Unrouted endpoints: ${missing.map((e) => e.name).join(', ')}`);
  const missingCall =
    app.config.specOnly === true
      ? callMatcher(oursOf(endpoints), oursOf(router.rawEndpoints()))
      : null;
  const pages = pageRoutes(app);
  const posts = postPageRoutes();
  const site = createStaticSite(app.config.distDir, {
    onHtml: (req, res) => {
      const { cookie } = csrfCookieFor(app, req.headers.cookie);
      if (cookie !== null) res.appendHeader('Set-Cookie', cookie);
    },
  });

  registerFormParsers(fastify);
  // A part over the file limit is cut, not thrown: the route answers `too_large` for that file.
  await fastify.register(multipart, { throwFileSizeLimit: false });

  function failed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    app.log(`500 on ${req.method ?? '?'} ${(req.url ?? '').split('?')[0] ?? ''}: ${message}`);
    recordError(app, { source: 'server', message, ip: req.socket.remoteAddress ?? '' });
    if (!res.headersSent) sendFailure(res, 500, 'server_error', 'Unexpected server error.');
    else res.destroy();
  }

  fastify.addHook('onRequest', async (request, reply) => {
    const req = request.raw;
    const res = reply.raw;
    const started = performance.now();
    res.on('finish', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      app.log(
        `${req.method ?? '?'} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`,
      );
    });
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    setSecurityHeaders(res, pathname, app.config.mode === 'production');
    applyCors(req, res, app.config.corsOrigins);
    if (req.method === 'OPTIONS') {
      reply.hijack();
      answerPreflight(req, res, app.config.corsOrigins);
      return;
    }
    // Spec-only mode: our own calls are not offered, before any route sees them.
    if (missingCall?.(req.method ?? '', pathname)) {
      reply.hijack();
      sendFailure(res, 404, 'not_found', 'No such API call.');
    }
  });

  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? `The request body is larger than ${request.isMultipart() ? 'the upload limit' : '1 MB'}.`
          : status === 415
            ? UNSUPPORTED_TYPE
            : error instanceof BodyError
              ? error.message
              : 'Bad request.';
      if (status === 413) reply.header('connection', 'close');
      reply.hijack();
      sendFailure(reply.raw, status, BAD_REQUEST, message);
      return;
    }
    reply.hijack();
    failed(request.raw, reply.raw, error);
  });

  router.mount(fastify);
  for (const [pathname, post] of posts) {
    fastify.post(pathname, async (request, reply) => {
      reply.hijack();
      const fields = (request.body ?? {}) as Record<string, unknown>;
      try {
        await post(app, request.raw, reply.raw, fields);
      } catch (error) {
        failed(request.raw, reply.raw, error);
      }
    });
  }

  fastify.setNotFoundHandler(async (request, reply) => {
    reply.hijack();
    await dispatch(request.raw, reply.raw).catch((error: unknown) => {
      failed(request.raw, reply.raw, error);
    });
  });

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = req.url ?? '/';
    if (!raw.startsWith('/')) {
      sendFailure(res, 400, BAD_REQUEST, 'Bad request target.');
      return;
    }
    const url = new URL(`http://internal${raw}`);
    const allowed = router.methodsAt(url.pathname);
    if (allowed.length > 0) {
      sendFailure(res, 405, 'method_not_allowed', 'This method is not allowed here.', {
        Allow: allowed.join(', '),
      });
      return;
    }
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const page = pages.get(url.pathname.replace(/(.)\/$/, '$1'));
    if (page && isRead) {
      await page(app, req, res, url);
      return;
    }
    const first = url.pathname.split('/')[1] ?? '';
    if (page || API_PREFIXES.includes(first)) {
      sendFailure(
        res,
        page ? 405 : 404,
        page ? 'method_not_allowed' : 'not_found',
        page ? 'Method not allowed.' : 'No such API call.',
      );
      return;
    }
    if (!isRead) {
      sendFailure(res, 405, 'method_not_allowed', 'Only GET and HEAD are allowed here.', {
        Allow: 'GET, HEAD',
      });
      return;
    }
    // A page reached with the language switcher: remember the choice (a CDN does it at the edge).
    const switched = switchedLocale(
      url.pathname,
      req.headers.referer,
      `${new URL(app.publicUrl).protocol}//${req.headers.host ?? ''}`,
      firstHeader(req.headers['sec-fetch-site']),
    );
    if (switched !== null) res.appendHeader('Set-Cookie', localeChoiceCookie(switched));
    const language = switched === null ? firstVisitLanguage(req, url) : null;
    if (language !== null) {
      res.writeHead(302, {
        Location: language,
        Vary: 'Accept-Language, Cookie',
        'Cache-Control': 'no-store',
      });
      res.end();
      return;
    }
    await site.serve(req, res, url);
  }

  await fastify.ready();
  return fastify;
}
