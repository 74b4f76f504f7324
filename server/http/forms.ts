import type { FastifyInstance } from 'fastify';

// Request bodies of the non-upload calls: Fastify reads them (up to its bodyLimit, refusing a
// larger declared Content-Length before reading a byte); these parsers only decode them.

/** The largest body accepted by non-upload routes. */
export const MAX_BODY = 1024 * 1024;

/** A decoded request body, or why it was refused. */
export type BodyResult =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** Form fields as an object; a repeated name keeps its first value (as redirect_url rules require). */
export function formFields(params: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of params) if (!(key in fields)) fields[key] = value;
  return fields;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parses a form-encoded or JSON body by its Content-Type; anything else is refused. */
export function parseBody(contentType: string | undefined, raw: Buffer): BodyResult {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw.length === 0 && type === '') return { ok: true, fields: {} };
  let text: string;
  try {
    text = decoder.decode(raw);
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid UTF-8.' };
  }
  if (type === 'application/x-www-form-urlencoded')
    return { ok: true, fields: formFields(new URLSearchParams(text)) };
  if (type === 'application/json') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, status: 400, message: 'The request body must be a JSON object.' };
    }
    return { ok: true, fields: value as Record<string, unknown> };
  }
  return { ok: false, status: 415, message: UNSUPPORTED_TYPE };
}

/** The message of a 415 for a body that is neither a form nor JSON. */
export const UNSUPPORTED_TYPE =
  'Send the body as application/x-www-form-urlencoded or application/json.';

/** An error a body parser hands to Fastify: the router answers it as `bad_request`. */
export class BodyError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * Replaces Fastify's parsers with JSON and form ones (register multipart after this): both decode strict UTF-8 and keep
 * a repeated form field's first value; the body becomes `BodyResult`'s fields.
 */
export function registerFormParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers(); // Fastify's text/plain parser included: 415
  const parse = (type: string, raw: Buffer): Record<string, unknown> => {
    const body = parseBody(type, raw);
    if (!body.ok) throw new BodyError(body.status, body.message);
    return body.fields;
  };
  for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
    fastify.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, raw, done) => {
      try {
        done(null, parse(type, raw as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  }
}
