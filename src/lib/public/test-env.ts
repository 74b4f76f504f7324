import { createApiClient } from '../api/client.ts';
import { fakeEnv } from '../api/fake-env.ts';
import type { LinkPageEnv } from './env.ts';

// Test support: a LinkPageEnv over the real API client and a scripted server (fake-env.ts).

/** A page env opened at `href`, with everything it did recorded. */
export function fakeLinkPage(href: string) {
  const server = fakeEnv();
  const record = { stripped: 0, toasts: [] as string[], alerts: [] as string[] };
  const env: LinkPageEnv = {
    api: createApiClient(server.env),
    href: () => href,
    stripQuery: () => {
      record.stripped += 1;
    },
    langcode: 'eng',
    origin: 'https://app.example.com',
    imageOrigins: ['https://api.example.com'],
    toastError: (message) => record.toasts.push(message),
    alert: (message) => {
      record.alerts.push(message);
      return Promise.resolve();
    },
    ensureCsrf: () => Promise.resolve(),
    unknownError: 'Unknown Error',
  };
  return { env, server, ...record, record };
}

/** Lets queued promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
