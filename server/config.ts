import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How the server runs: `test` enables the fault switch, `production` adds HSTS and hides the outbox. */
export type AppMode = 'demo' | 'test' | 'production';

/** Everything the server reads from the environment, resolved once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly distDir: string;
  /** Base URL for links in e-mails; never taken from the Host header. Null: derived from the bound port. */
  readonly publicUrl: string | null;
  readonly mode: AppMode;
  readonly corsOrigins: readonly string[];
  /** Spec-only mode (SPEC_ONLY=1, not in production): every call of ours answers 404. */
  readonly specOnly?: boolean;
}

/** The repository root (server/ lives directly under it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const MODES: readonly AppMode[] = ['demo', 'test', 'production'];

/**
 * Reads PORT, HOST, DATA_DIR, DIST_DIR, PUBLIC_URL, APP_MODE, CORS_ORIGINS and SPEC_ONLY; throws
 * on bad values.
 */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const port = env['PORT'] === undefined || env['PORT'] === '' ? 4321 : Number(env['PORT']);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Bad PORT: ${env['PORT'] ?? ''}`);
  const mode = (env['APP_MODE'] ?? 'demo') as AppMode;
  if (!MODES.includes(mode)) throw new Error(`APP_MODE must be one of ${MODES.join(', ')}`);
  const publicUrl = env['PUBLIC_URL'] ? normaliseOrigin(env['PUBLIC_URL'], 'PUBLIC_URL') : null;
  return checkConfig({
    port,
    host: env['HOST'] || 'localhost',
    dataDir: path.resolve(REPO_ROOT, env['DATA_DIR'] || '.data'),
    distDir: path.resolve(REPO_ROOT, env['DIST_DIR'] || 'dist'),
    publicUrl,
    mode,
    corsOrigins: (env['CORS_ORIGINS'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map((s) => normaliseOrigin(s, 'CORS_ORIGINS')),
    specOnly: env['SPEC_ONLY'] === '1' && mode !== 'production',
  });
}

/** Whether a HOST value binds to this machine only (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  return v4 !== null && v4.slice(1).every((part) => Number(part) <= 255);
}

/**
 * Refuses a configuration that would expose the demo tools: demo and test modes serve the outbox
 * (every OTP code and reset link), the dev link tools and a fake identity provider that signs
 * anyone in, so they listen on loopback only.
 */
export function checkConfig(config: Config): Config {
  if (config.mode !== 'production' && !isLoopbackHost(config.host)) {
    throw new Error(
      `HOST "${config.host}" is not a loopback address. In ${config.mode} mode the server shows ` +
        'every OTP code and reset link at /dev/outbox and its fake identity provider signs ' +
        'anyone in, so it listens on localhost, 127.0.0.1 or ::1 only. ' +
        'Use APP_MODE=production to serve other hosts (see docs/deploy.md).',
    );
  }
  return config;
}

/** Parses a URL and keeps only its origin (scheme, host, port), so comparisons are exact. */
export function normaliseOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be http(s)`);
  return url.origin;
}
