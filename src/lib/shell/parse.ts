import * as v from 'valibot';
import { SHELL_MESSAGES, travels, type Direction, type ShellMessage } from './messages.ts';

// The bridge's boundary: anything the shell (or anyone else) posts is untrusted until it passes
// here. Strings are parsed as JSON; objects are checked as they are. Refused: non-objects,
// unknown types, wrong payloads, prototype-polluting keys anywhere, and anything over 1 MB.

/** The largest message accepted, in characters of its JSON form. */
export const MAX_MESSAGE_CHARS = 1024 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function hasForbiddenKey(value: unknown, depth = 0): boolean {
  if (depth > 20) return true;
  if (Array.isArray(value)) return value.some((item) => hasForbiddenKey(item, depth + 1));
  if (typeof value !== 'object' || value === null) return false;
  return Object.keys(value).some(
    (key) =>
      FORBIDDEN_KEYS.has(key) ||
      hasForbiddenKey((value as Record<string, unknown>)[key], depth + 1),
  );
}

function asJsonObject(raw: unknown): Record<string, unknown> | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_MESSAGE_CHARS) return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  } else {
    try {
      const text = JSON.stringify(raw);
      if (typeof text !== 'string' || text.length > MAX_MESSAGE_CHARS) return null;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  return value as Record<string, unknown>;
}

/** A valid message travelling in `direction` ('in' by default), or null. Never throws. */
export function parseShellMessage(raw: unknown, direction: Direction = 'in'): ShellMessage | null {
  const value = asJsonObject(raw);
  if (value === null || hasForbiddenKey(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('type') || !keys.includes('payload')) return null;
  const type = value['type'];
  if (typeof type !== 'string' || !Object.hasOwn(SHELL_MESSAGES, type)) return null;
  const known = type as keyof typeof SHELL_MESSAGES;
  if (!travels(known, direction)) return null;
  const payload = v.safeParse(SHELL_MESSAGES[known].payload, value['payload']);
  return payload.success ? ({ type: known, payload: payload.output } as ShellMessage) : null;
}
