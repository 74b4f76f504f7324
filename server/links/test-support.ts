import type { TestClient, TestServer } from '../testing/harness.ts';

// Helpers of the link tests: read the newest e-mail of a recipient and call the link APIs.

/** The query of the newest e-mail link sent to an address, as a plain object. */
export function latestLink(
  server: TestServer,
  to: string,
): { url: URL; params: Record<string, string> } {
  const message = server.app.outbox.list({ to })[0];
  if (message === undefined || message.link === '') throw new Error(`No link mailed to ${to}`);
  const url = new URL(message.link);
  return { url, params: Object.fromEntries(url.searchParams) };
}

/** POSTs form fields and returns the JSON answer. */
export async function postJson(
  client: TestClient,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await client.post(path, fields, headers);
  return (await response.json()) as Record<string, unknown>;
}

/** The reset-link fields of a link's query (lang, code, id, batch_seq). */
export function linkFields(params: Record<string, string>): Record<string, string> {
  const { lang = '', code = '', id = '', batch_seq = '' } = params;
  return { lang, code, id, batch_seq };
}
