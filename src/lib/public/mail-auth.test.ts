import { describe, expect, it } from 'vitest';
import { parseMailAuth } from './mail-auth.ts';

describe('parseMailAuth', () => {
  it.each([
    ['no query', 'gmail', '', { ok: true, service: 'gmail', app: 'web' }],
    [
      'the matching type and an app',
      'gmail',
      '?type=gmail&app=desktop&key=k_1-2',
      { ok: true, service: 'gmail', app: 'desktop' },
    ],
    [
      'a mobile app',
      'exchange',
      '?type=Exchange&app=mobile',
      { ok: true, service: 'exchange', app: 'mobile' },
    ],
    ['the other service', 'gmail', '?type=exchange', { ok: false, service: 'gmail' }],
    [
      'markup in app',
      'gmail',
      '?app=%3Cimg%20src=x%20onerror=alert(1)%3E',
      { ok: false, service: 'gmail' },
    ],
    ['markup in key', 'exchange', '?key=%22%3E%3Csvg%3E', { ok: false, service: 'exchange' }],
    ['two apps', 'gmail', '?app=web&app=desktop', { ok: false, service: 'gmail' }],
    ['an unknown app', 'gmail', '?app=fax', { ok: false, service: 'gmail' }],
  ])('reads %s', (_, service, query, expected) => {
    expect(
      parseMailAuth(`https://app.example.com/x${query}`, service as 'gmail' | 'exchange'),
    ).toEqual(expected);
  });
});
