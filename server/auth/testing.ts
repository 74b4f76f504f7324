import { DEMO_PASSWORD } from '../seed.ts';
import type { TestClient, TestServer } from '../testing/harness.ts';

// Helpers for the sign-in integration tests: read answers and codes like a user would.

/** The parsed JSON body of a response. */
export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** The code of the newest message to `to` in the outbox ('' when none). */
export function lastCode(server: TestServer, to: string): string {
  return server.app.outbox.list({ to, limit: 1 })[0]?.code ?? '';
}

/** Signs in with the demo password (extra fields such as otp or device_id added). */
export function signIn(
  client: TestClient,
  company: string,
  id: string,
  extra: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  return client.login(company, id, DEMO_PASSWORD, extra);
}

/** Requests a code for the client's pending attempt. */
export async function requestCode(
  client: TestClient,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await client.post('/otp/request/', fields);
  return { status: response.status, body: await json(response) };
}

/** Runs a whole e-mail OTP sign-in for a demo-mail or demo-otp user; returns the final answer. */
export async function signInWithEmailCode(
  server: TestServer,
  client: TestClient,
  company: string,
  id: string,
  extra: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  await signIn(client, company, id, extra);
  await requestCode(client, { otp_type: 'email' });
  const code = lastCode(server, `${id}@${company}.example`);
  return signIn(client, company, id, { ...extra, otp: code });
}
