import type { DatabaseSync } from 'node:sqlite';
import type { LoginLimits } from './auth/limits.ts';
import type { Csrf } from './auth/csrf.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Outbox } from './outbox.ts';

/** What every route can use: configuration, storage, time and the shared services. */
export interface AppContext {
  readonly config: Config;
  /** PUBLIC_URL, or the bound address when none was configured (set once listening). */
  publicUrl: string;
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly csrf: Csrf;
  readonly outbox: Outbox;
  readonly limits: LoginLimits;
  /** scrypt cost (log2 N) for new hashes and the unknown-user dummy. */
  readonly passwordCost: number;
  /** Verified against when an account does not exist, so both cost the same. */
  readonly dummyHash: string;
  /** Writes one line to the server log (never secrets, never query strings). */
  readonly log: (line: string) => void;
}

/** Whether cookies get the Secure attribute: whenever the public URL is https. */
export function secureCookies(app: AppContext): boolean {
  return app.publicUrl.startsWith('https:');
}

/** Records an error in error_log; returns nothing and never throws. */
export function recordError(
  app: AppContext,
  entry: {
    source: 'client' | 'server';
    message: string;
    userId?: number | null;
    ip?: string;
    userAgent?: string;
  },
): void {
  try {
    app.db
      .prepare(
        'INSERT INTO error_log (source, message, user_id, ip, user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        entry.source,
        entry.message.slice(0, 8000),
        entry.userId ?? null,
        entry.ip ?? '',
        (entry.userAgent ?? '').slice(0, 500),
        app.clock.now(),
      );
  } catch (error) {
    app.log(`error_log write failed: ${String(error)}`);
  }
}
