import { describe, expect, it } from 'vitest';
import { brandOf, hostFeatures, inFamily } from './features.ts';

const cloudbox = { id: 'cloudbox', name: 'Cloudbox', logo: '/brand/cloudbox.svg' };
const harbor = { id: 'harbor', name: 'Harbor Files', logo: '/brand/harbor.svg' };

describe('hostFeatures', () => {
  it.each([
    // host, brand, signupHeader, privacyFooter, japaneseLegalLinks, accessTokenLogin
    ['localhost', cloudbox, false, false, false, false],
    ['app.example.com', cloudbox, false, false, false, false],
    ['cloudbox.example.com', cloudbox, true, false, false, false],
    ['acme.cloudbox.example.com', cloudbox, true, false, false, false],
    ['CLOUDBOX.EXAMPLE.COM.', cloudbox, true, false, false, false],
    ['evilcloudbox.example.com', cloudbox, false, false, false, false],
    ['cloudbox.example.com.evil.com', cloudbox, false, false, false, false],
    ['cloudbox.example.jp', cloudbox, false, true, true, false],
    ['acme.cloudbox.example.jp', cloudbox, false, true, true, false],
    ['cloudbox.example.jpn', cloudbox, false, false, false, false],
    ['examplejp', cloudbox, false, false, false, false],
    ['cloudbox-eu.example.com', cloudbox, false, true, false, false],
    ['files.harbor.example.com', harbor, false, false, false, false],
    ['x.files.harbor.example.com', cloudbox, false, false, false, false],
    ['partner.example.net', cloudbox, false, false, false, true],
    ['a.partner.example.net', cloudbox, false, false, false, false],
    ['', cloudbox, false, false, false, false],
  ])(
    'gives %j the brand %o, header %j, footer %j, Japanese links %j, token login %j',
    (host, brand, signupHeader, privacyFooter, japaneseLegalLinks, accessTokenLogin) => {
      expect(hostFeatures(host)).toEqual({
        brand,
        signupHeader,
        privacyFooter,
        japaneseLegalLinks,
        accessTokenLogin,
      });
    },
  );
});

describe('inFamily', () => {
  it.each([
    ['example.jp', ['jp'], true],
    ['jp', ['jp'], true],
    ['a.b.example.jp', ['example.jp'], true],
    ['badexample.jp', ['example.jp'], false],
    ['example.jp', [], false],
    ['', ['jp'], false],
  ])('says %j in %j is %j', (host, family, expected) => {
    expect(inFamily(host, family)).toBe(expected);
  });
});

describe('brandOf', () => {
  it.each(['__proto__', 'constructor', 'hasOwnProperty'])(
    'gives the default brand to the odd host %j',
    (host) => {
      expect(brandOf(host)).toEqual(cloudbox);
    },
  );
});
