import { describe, expect, it } from 'vitest';
import { loginBanner, safeHttpUrl } from './banner.ts';

const ORIGIN = 'https://app.example.com';

describe('safeHttpUrl', () => {
  it.each([
    ['https://cdn.example.com/b.png', 'https://cdn.example.com/b.png'],
    ['http://cdn.example.com/b.png', 'http://cdn.example.com/b.png'],
    ['/banner/demo.svg', 'https://app.example.com/banner/demo.svg'],
    ['https://a.example.com/x?q="y"', 'https://a.example.com/x?q=%22y%22'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:image/svg+xml,<svg/>', null],
    ['vbscript:x', null],
    ['file:///etc/passwd', null],
    ['https://user:pw@example.com/', null],
    [' https://example.com/', null],
    ['java\tscript:alert(1)', null],
    ['https://example.com/\nx', null],
    ['https:\\\\evil.example', null],
    ['', null],
    [undefined, null],
    [`https://example.com/${'a'.repeat(2000)}`, null],
  ])('%s → %s', (value, expected) => {
    expect(safeHttpUrl(value, ORIGIN)).toBe(expected);
  });
});

describe('loginBanner', () => {
  it('shows the image with its background and link', () => {
    expect(
      loginBanner(
        {
          banner_img_url: '/banner/a.svg',
          background_img_url: 'https://cdn.example.com/bg.png',
          url: 'https://www.example.com/news',
        },
        ORIGIN,
      ),
    ).toEqual({
      image: 'https://app.example.com/banner/a.svg',
      background: 'https://cdn.example.com/bg.png',
      link: 'https://www.example.com/news',
    });
  });

  it.each([
    ['no banner', undefined],
    ['no image', { url: 'https://www.example.com/' }],
    ['an unsafe image', { banner_img_url: 'javascript:alert(1)', url: 'https://e.com/' }],
  ])('shows nothing for %s', (_, fields) => {
    expect(loginBanner(fields, ORIGIN)).toBeNull();
  });

  it('drops an unsafe link or background but keeps the image', () => {
    expect(
      loginBanner(
        {
          banner_img_url: 'https://cdn.example.com/a.png',
          background_img_url: 'data:image/png;base64,AAAA',
          url: 'javascript:alert(document.cookie)',
        },
        ORIGIN,
      ),
    ).toEqual({ image: 'https://cdn.example.com/a.png', background: null, link: null });
  });
});
