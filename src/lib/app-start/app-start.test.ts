import { describe, expect, it } from 'vitest';
import { appScheme, appStartPlan, platformOf } from './app-start.ts';
import { UA } from '../browser-support/user-agents.ts';

const ANDROID = '#Intent;scheme=cloudboxapp;package=com.example.cloudbox;end';

describe('platformOf', () => {
  it.each<[keyof typeof UA, string]>([
    ['chromeAndroid', 'android'],
    ['samsung', 'android'],
    ['iphoneIos17', 'ios'],
    ['ipadChromeIos', 'ios'],
    ['chrome126', 'other'],
    ['safari17', 'other'],
    ['empty', 'other'],
  ])('says %s runs on %s', (name, platform) => {
    expect(platformOf(UA[name])).toBe(platform);
  });
});

describe('appStartPlan', () => {
  it.each<[string, string, unknown, unknown, object]>([
    [
      'opens the box app SSO link on Android',
      UA.chromeAndroid,
      'sso',
      'drive',
      { ok: true, platform: 'android', link: `intent://sso?type=sso${ANDROID}`, autoStartMs: null },
    ],
    [
      'encodes the type inside the Android link',
      UA.samsung,
      'a#b;c&d',
      'drive',
      {
        ok: true,
        platform: 'android',
        link: `intent://sso?type=a%23b%3Bc%26d${ANDROID}`,
        autoStartMs: null,
      },
    ],
    [
      'opens the SSO login link on iOS, by itself after a second',
      UA.iphoneIos17,
      'sso',
      'drive',
      { ok: true, platform: 'ios', link: 'cloudbox-sso://login?type=sso', autoStartMs: 1000 },
    ],
    [
      'uses the app name as the scheme elsewhere',
      UA.chrome126,
      'sso',
      'cloudboxdrive',
      { ok: true, platform: 'other', link: 'cloudboxdrive://start?type=sso', autoStartMs: null },
    ],
    [
      'lower-cases the app name',
      UA.safari17,
      'mail',
      'BoxSync',
      { ok: true, platform: 'other', link: 'boxsync://start?type=mail', autoStartMs: null },
    ],
    [
      'refuses a javascript app elsewhere',
      UA.chrome126,
      'sso',
      'javascript',
      { ok: false, reason: 'app' },
    ],
    ['refuses a missing app elsewhere', UA.chrome126, 'sso', null, { ok: false, reason: 'app' }],
    ['refuses a missing type', UA.iphoneIos17, null, 'drive', { ok: false, reason: 'type' }],
    ['refuses an empty type', UA.chromeAndroid, '  ', 'drive', { ok: false, reason: 'type' }],
    ['refuses a huge type', UA.chrome126, 'x'.repeat(65), 'drive', { ok: false, reason: 'type' }],
    ['refuses a type with a newline', UA.chrome126, 'a\nb', 'drive', { ok: false, reason: 'type' }],
  ])('%s', (_, userAgent, type, app, expected) => {
    expect(appStartPlan(type, app, userAgent)).toEqual(expected);
  });
});

describe('appScheme', () => {
  it.each<[unknown, string | null]>([
    ['drive', 'drive'],
    ['cloudboxdrive', 'cloudboxdrive'],
    [' CloudboxSync ', 'cloudboxsync'],
    ['BoxSync', 'boxsync'],
    // Only the allowlist: any other scheme, however harmless it looks, is refused.
    ['my-app.v2+beta', null],
    ['evilapp', null],
    ['ms-settings', null],
    ['ms-msdt', null],
    ['search-ms', null],
    ['steam', null],
    ['zoommtg', null],
    ['vscode', null],
    ['a'.repeat(32), null],
    ['2fa', null],
    ['', null],
    ['java script', null],
    ['javascript', null],
    ['JavaScript', null],
    ['data', null],
    ['https', null],
    ['intent', null],
    ['drive://evil', null],
    ['drive:', null],
    [42, null],
  ])('reads %j as %j', (app, expected) => {
    expect(appScheme(app)).toBe(expected);
  });
});
