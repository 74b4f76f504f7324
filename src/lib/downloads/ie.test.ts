import { describe, expect, it } from 'vitest';
import { IE_URL_LIMIT, isInternetExplorer, tooLongForBrowser } from './ie.ts';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const EDGE = `${CHROME} Edg/140.0`;

const BASE = 'https://d.example.com/';
const url = (length: number) => `${BASE}${'a'.repeat(length - BASE.length)}`;

describe('the IE download-URL rule', () => {
  it.each([
    ['IE 11', IE11, true],
    ['IE 10', IE10, true],
    ['Chrome', CHROME, false],
    ['Edge (Chromium)', EDGE, false],
    ['an empty user agent', '', false],
  ])('recognises %s', (_, ua, ie) => {
    expect(isInternetExplorer(ua)).toBe(ie);
  });

  it.each([
    ['refuses a URL one over the limit in IE', url(IE_URL_LIMIT + 1), IE11, true],
    ['accepts a URL exactly at the limit in IE', url(IE_URL_LIMIT), IE11, false],
    ['accepts a long URL in Chrome', url(IE_URL_LIMIT * 3), CHROME, false],
    ['accepts a short URL in IE', url(100), IE10, false],
  ])('%s', (_, link, ua, refused) => {
    expect(tooLongForBrowser(link, ua)).toBe(refused);
  });
});
