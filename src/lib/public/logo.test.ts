import { describe, expect, it } from 'vitest';
import { safeLogoUrl } from './logo.ts';

const ORIGIN = 'https://app.example.com';
const ALLOWED = ['https://api.example.com'];

describe('safeLogoUrl', () => {
  it.each([
    ['a same-origin path', '/app/pb/logo?company=demo', `${ORIGIN}/app/pb/logo?company=demo`],
    ['a same-origin absolute URL', `${ORIGIN}/logo.png`, `${ORIGIN}/logo.png`],
    ['an allowed service origin', 'https://api.example.com/l.svg', 'https://api.example.com/l.svg'],
    ['nothing', '', null],
    ['another host', 'https://evil.example/logo.png', null],
    ['a look-alike host', 'https://app.example.com.evil.example/l.png', null],
    ['a protocol-relative host', '//evil.example/l.png', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>', null],
    ['credentials', 'https://user:pw@app.example.com/l.png', null],
    ['a backslash trick', '/\\evil.example/l.png', null],
    ['surrounding spaces', ' /logo.png', null],
    ['a 3000-character URL', `/${'a'.repeat(3000)}`, null],
  ])('%s', (_, raw, expected) => {
    expect(safeLogoUrl(raw, ORIGIN, ALLOWED)).toBe(expected);
  });
});
