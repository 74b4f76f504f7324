// Issues a fresh e-mailed link for a page through the reference server's dev tools (test mode)
// and reads it from the outbox, the way e2e/email-links.spec.ts does; `/link` and `/upload` get a
// fresh share link or upload request (measure/shared-links.ts).
import { linkRecipe, linkTo, withLinkQuery } from '../lib/emailed-links.ts';
import type { PageRef } from '../lib/pages.ts';
import { csrfHeaders } from './session.ts';
import { sharedPageUrl } from './shared-links.ts';

/** What a dev call answers (server/links/dev.ts). */
type Answer = { success?: boolean; to?: string; user_id?: string };

/**
 * The URL to measure `page` at: with a fresh link's query for the e-mail-link pages, a fresh
 * token in the fragment for the share-link and upload pages.
 */
export async function measuredUrl(base: string, page: PageRef): Promise<string> {
  const shared = await sharedPageUrl(base, page);
  if (shared !== null) return shared;
  const recipe = linkRecipe(page);
  if (recipe === null) return base + page.path;
  const headers = await csrfHeaders(base);
  let previous: Answer = {};
  for (const step of recipe.steps) {
    const form = new URLSearchParams(step.form);
    if (step.userIdFromPrevious === true) form.set('id', previous.user_id ?? '');
    const response = await fetch(base + step.path, {
      method: 'POST',
      body: form,
      headers,
    });
    previous = (await response.json()) as Answer;
    if (previous.success !== true) {
      throw new Error(`${step.path} did not issue a link: ${JSON.stringify(previous)}`);
    }
  }
  const to = encodeURIComponent(previous.to ?? '');
  const outbox = (await (await fetch(`${base}/dev/outbox.json?to=${to}`)).json()) as {
    messages: Array<{ link: string }>;
  };
  const link = linkTo(
    page.route,
    outbox.messages.map((m) => m.link),
  );
  if (link === null) throw new Error(`no e-mail in the outbox opens ${page.route}`);
  return base + withLinkQuery(page.path, link);
}
