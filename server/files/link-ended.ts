import type { IncomingMessage, ServerResponse } from 'node:http';
import { localePath, type Locale } from '../../src/lib/i18n/locales.ts';
import { acceptedTags } from '../../src/lib/i18n/preference.ts';
import { NON_PAGE_CSP } from '../http/headers.ts';
import { sendFailure } from '../http/respond.ts';
import { langOf, messageIn, type Lang } from '../messages/catalogue.ts';

// The answer of a byte link (download, preview, thumbnail) that no longer works (security K33):
// a short page for a browser that navigated to it, the usual JSON failure for anything else,
// both in the request's language (security K53): its `lang` (header or query, eng/jpn/kor),
// else its Accept-Language, else English. The page reflects nothing of the request: every word
// comes from the server's catalogue, the language from a fixed list.

/** Why a link ended, with its result code and the catalogue's sentence. */
export interface LinkEnd {
  readonly resultCode: string;
  readonly messageId: 'link_ended_signed_out' | 'link_ended_gone';
}

/** The link's session ended (sign-out, expiry, password change). */
export const LINK_SIGNED_OUT: LinkEnd = {
  resultCode: 'link_signed_out',
  messageId: 'link_ended_signed_out',
};

/** The file is gone, trashed, or no longer yours to open; or the link is unknown or used. */
export const LINK_GONE: LinkEnd = { resultCode: 'not_found', messageId: 'link_ended_gone' };

const LANG_OF_TAG: Readonly<Record<string, Lang>> = { en: 'eng', ja: 'jpn', ko: 'kor' };
const LOCALE_OF_LANG: Readonly<Record<Lang, Locale>> = { eng: 'en', jpn: 'ja', kor: 'ko' };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The language of a dead link's answer: `lang` (header, then query), else Accept-Language. */
export function linkEndLang(req: IncomingMessage): Lang {
  const asked =
    first(req.headers['lang']) ??
    new URL(req.url ?? '/', 'http://link.invalid').searchParams.get('lang') ??
    undefined;
  if (asked === 'eng' || asked === 'jpn' || asked === 'kor') return langOf(asked);
  for (const tag of acceptedTags(first(req.headers['accept-language']))) {
    const lang = LANG_OF_TAG[tag.toLowerCase().split('-')[0] ?? ''];
    if (lang !== undefined) return lang;
  }
  return 'eng';
}

/** Answers a dead link: an HTML page for navigations, JSON otherwise; never cached. */
export function sendLinkEnded(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  end: LinkEnd,
): void {
  const lang = linkEndLang(req);
  const say = (
    id: LinkEnd['messageId'] | 'link_ended_title' | 'link_ended_heading' | 'link_ended_sign_in',
  ) => escape(messageIn(lang, id));
  const message = messageIn(lang, end.messageId);
  res.setHeader('Vary', 'Accept-Language, lang');
  const navigates =
    req.headers['sec-fetch-mode'] === 'navigate' ||
    (req.headers.accept ?? '').includes('text/html');
  if (!navigates) {
    sendFailure(res, status, end.resultCode, message);
    return;
  }
  const locale = LOCALE_OF_LANG[lang];
  const page = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${say('link_ended_title')}</title><main><h1>${say('link_ended_heading')}</h1><p>${say(end.messageId)}</p><p><a href="${localePath('/login', locale)}">${say('link_ended_sign_in')}</a></p></main></html>`;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', Buffer.byteLength(page));
  res.writeHead(status).end(req.method === 'HEAD' ? undefined : page);
}
