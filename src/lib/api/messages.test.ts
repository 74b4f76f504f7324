import { describe, expect, it } from 'vitest';
import { messageText, type Message } from './messages.ts';

describe('messageText', () => {
  it.each<[Message, string]>([
    [{ text: 'Server says' }, 'Server says'],
    [{ key: 'sso.timeout' }, '[sso.timeout]'],
    [{ key: 'login.locked', vars: { minutes: 5 } }, '[login.locked 5]'],
  ])('renders %j as %j', (message, expected) => {
    const t = (key: string, vars?: Readonly<Record<string, string | number>>): string =>
      `[${key}${vars === undefined ? '' : ` ${Object.values(vars).join(' ')}`}]`;
    expect(messageText(message, t)).toBe(expected);
  });
});
