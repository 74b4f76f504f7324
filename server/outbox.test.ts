import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/harness.ts';
import type { OutboxMessage } from './outbox.ts';
import { SEEDED_LINK_MAILS } from './seed-links.ts';
import { escapeHtml } from './routes/outbox.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.app.outbox.send({
    to: 'alice@demo.example',
    kind: 'email',
    subject: 'First',
    body: 'one',
  });
  server.clock.advance(1000);
  server.app.outbox.send({
    to: 'bob@demo.example',
    kind: 'email',
    subject: '<script>window.__x=1</script>',
    body: 'Reset: "quoted" & <b>bold</b>',
    link: `${server.url}/forgotPassword?code=abc&id=bob`,
  });
  server.clock.advance(1000);
  server.app.outbox.send({ to: '09012345678', kind: 'sms', body: 'Your code', code: '123456' });
});
afterAll(() => server.close());

describe('the outbox', () => {
  it('lists messages newest first as JSON', async () => {
    const { messages } = (await (await fetch(`${server.url}/dev/outbox.json`)).json()) as {
      messages: OutboxMessage[];
    };
    // The seed's own e-mails (invitations, first password, blacklist) come before ours.
    expect(messages.slice(0, 3).map((m) => m.to)).toEqual([
      '09012345678',
      'bob@demo.example',
      'alice@demo.example',
    ]);
    expect(messages).toHaveLength(3 + SEEDED_LINK_MAILS);
    expect(messages[0]).toMatchObject({
      kind: 'sms',
      code: '123456',
      created_at: '2026-01-05T09:00:02.000Z',
    });
  });

  it.each([
    ['alice@demo.example', 1],
    ['ALICE@demo.example', 1],
    ['nobody@demo.example', 0],
  ])('filters by ?to=%s', async (to, count) => {
    const url = `${server.url}/dev/outbox.json?to=${encodeURIComponent(to)}`;
    const { messages } = (await (await fetch(url)).json()) as { messages: OutboxMessage[] };
    expect(messages).toHaveLength(count);
  });

  it('renders an escaped HTML page under its own strict CSP', async () => {
    const response = await fetch(`${server.url}/dev/outbox`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'; style-src 'sha256-[\w+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;window.__x=1&#60;/script&#62;');
    expect(html).toContain('<code>123456</code>');
    expect(html).toContain(
      `<a href="${server.url}/forgotPassword?code=abc&#38;id=bob" rel="noreferrer">`,
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', '&#60;img src=x onerror=alert(1)&#62;'],
    [`"'><svg>`, '&#34;&#39;&#62;&#60;svg&#62;'],
  ])('escapes %j', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});
