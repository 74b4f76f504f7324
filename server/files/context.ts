// Per-server state of the file routes, kept beside the AppContext (which other areas share).
import { createHmac } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { loadSecret } from '../secrets.ts';
import { createStorage, type Storage } from './storage.ts';

/** What the file routes share: storage, the link-signing key and the viewer-cache counters. */
export interface FilesContext {
  readonly storage: Storage;
  readonly linkKey: Buffer;
  /** Viewer-cache polls per user and file: `${userId}:${fileSeq}` → count and last poll. */
  readonly cachePolls: Map<string, { count: number; at: number }>;
}

const contexts = new WeakMap<AppContext, FilesContext>();

/** The file state of a server, created on first use. */
export function filesOf(app: AppContext): FilesContext {
  let context = contexts.get(app);
  if (context === undefined) {
    const secret = loadSecret(app.config.dataDir);
    context = {
      storage: createStorage(app.config.dataDir),
      // A key of its own, so a preview link can never pass for a CSRF token or the reverse.
      linkKey: createHmac('sha256', secret).update('cloudbox file links v1').digest(),
      cachePolls: new Map(),
    };
    contexts.set(app, context);
  }
  return context;
}
