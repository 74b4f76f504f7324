// A command environment over the fake API env, recording what a command told the page. Never
// imported by the app.
import { createApiClient } from '../api/client.ts';
import type { ApiEnv } from '../api/env.ts';
import { fakeEnv } from '../api/fake-env.ts';
import type { Vars } from '../i18n/t.ts';
import type { ToastOptions } from '../ui/toasts.ts';
import type { CommandEnv } from './commands.ts';

/**
 * A fake server, the command env over it, and the toasts, refreshes and closes it saw; `selects`
 * holds each refresh's keys to select (undefined: keep what was selected).
 */
export function fakeCommands(overrides: Partial<ApiEnv> = {}) {
  const server = fakeEnv(overrides);
  const toasts: { message: string; options: ToastOptions }[] = [];
  const page = { refreshes: 0, closes: 0 };
  const selects: (readonly string[] | undefined)[] = [];
  const env: CommandEnv = {
    client: createApiClient(server.env),
    // Keys stay readable in assertions: `files.delete.done{"count":2}`.
    t: (key: string, vars?: Vars) => (vars === undefined ? key : `${key}${JSON.stringify(vars)}`),
    toast: (message, options) => {
      toasts.push({ message, options });
    },
    refresh: (select) => {
      page.refreshes++;
      selects.push(select);
    },
    closeDialog: () => {
      page.closes++;
    },
  };
  return { server, env, toasts, page, selects };
}
