// Comments on files (requirements X28): the text rule, who may post, edit and remove, and the text
// cut into plain runs and safe links for display (security K38). Shared by the app and the server.
import { decide, type AccessContext } from './access.ts';

/** The longest comment, in characters (code points) after trimming. */
export const COMMENT_MAX = 2000;

/** Why a comment text is refused. */
export type CommentProblem = 'empty' | 'too_long';

/** The text as stored: NFC, trimmed, line ends as `\n`; or why it cannot be. */
export function commentText(
  raw: string,
): { ok: true; text: string } | { ok: false; problem: CommentProblem } {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (Array.from(text).length > COMMENT_MAX) return { ok: false, problem: 'too_long' };
  return { ok: true, text };
}

/** What the user may do with the comments of a file. */
export interface CommentRights {
  /** Read the thread and post (the matrix's Comment row). */
  readonly comment: boolean;
  /** Remove anyone's comment (the matrix's Comments Management row). */
  readonly manage: boolean;
}

/** The rights in a folder; nothing where the file (or company) has comments off. */
export function commentRights(access: AccessContext, enabled: boolean): CommentRights {
  if (!enabled) return { comment: false, manage: false };
  const comment = decide('comment', access) === 'allowed';
  return { comment, manage: comment && decide('comments_management', access) === 'allowed' };
}

/** Editing is the author's alone, while they may still comment there. */
export function mayEditComment(rights: CommentRights, mine: boolean): boolean {
  return rights.comment && mine;
}

/** Removing is the author's, or a Master's or PrivAll's (Comments Management). */
export function mayDeleteComment(rights: CommentRights, mine: boolean): boolean {
  return rights.manage || (rights.comment && mine);
}

/** A run of a comment as shown: plain text, or a link whose address is http or https. */
export type CommentSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

// A candidate address: a scheme and `//`, or `www.`, up to white space, a quote, an angle bracket
// or CJK punctuation (a Japanese sentence goes on right after an address).
const CANDIDATE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>"'`\u3000-\u303f\uff01-\uff0f]+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}'"。、）」』]+$/u;

/** The address a candidate links to, or null: only http and https, never anything else. */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** Cuts a comment into text and link runs; the island renders both as text nodes, never HTML. */
export function commentSegments(text: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  const push = (run: string): void => {
    if (run === '') return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text')
      segments[segments.length - 1] = { kind: 'text', text: last.text + run };
    else segments.push({ kind: 'text', text: run });
  };
  let at = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const found = match[0].replace(TRAILING, '');
    push(text.slice(at, start));
    const href = safeHref(found);
    if (href === null) push(found);
    else segments.push({ kind: 'link', text: found, href });
    at = start + found.length;
  }
  push(text.slice(at));
  return segments;
}
