import { describe, expect, it } from 'vitest';
import { createNetLog, netTypeOf } from './net-log.ts';

describe('createNetLog', () => {
  it('adds transferred bytes by type and decoded script bytes, and leaves out what is not network', () => {
    const log = createNetLog();
    const load = (id: string, url: string, type: string, wire: number, chunks: number[]) => {
      log.request({ requestId: id, request: { url } });
      log.response({ requestId: id, type });
      for (const dataLength of chunks) log.data({ requestId: id, dataLength });
      log.finished({ requestId: id, encodedDataLength: wire });
    };
    load('1', 'http://x/login', 'Document', 3000, [9000]);
    load('2', 'http://x/_astro/a.js', 'Script', 20_000, [40_000, 30_000]);
    load('3', 'http://x/_astro/a.css', 'Stylesheet', 2000, [6000]);
    load('4', 'http://x/logo.svg', 'Image', 500, [700]);
    load('5', 'http://x/csrf', 'Fetch', 300, [100]);
    log.request({ requestId: '6', request: { url: 'data:image/png;base64,AAAA' } });
    log.request({ requestId: '7', request: { url: 'blob:http://x/0b5e' } });
    log.request({
      requestId: '8',
      request: { url: 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html' },
    });
    log.request({ requestId: '9', request: { url: 'about:blank' } });
    expect(log.summary()).toEqual({
      requests: 5,
      bytes: { document: 3000, script: 20_000, style: 2000, font: 0, image: 500, other: 300 },
      total: 25_800,
      decodedScript: 70_000,
    });
  });

  it('counts a request that never finished with no bytes', () => {
    const log = createNetLog();
    log.request({ requestId: '1', request: { url: 'http://x/slow.js' } });
    expect(log.summary().requests).toBe(1);
    expect(log.summary().total).toBe(0);
  });
});

it.each([
  ['Document', 'document'],
  ['Script', 'script'],
  ['Stylesheet', 'style'],
  ['Font', 'font'],
  ['Image', 'image'],
  ['XHR', 'other'],
  [undefined, 'other'],
])('maps the CDP type %s to %s', (cdp, type) => {
  expect(netTypeOf(cdp)).toBe(type);
});
