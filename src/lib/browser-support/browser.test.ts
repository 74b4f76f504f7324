import { describe, expect, it, vi } from 'vitest';
import {
  browserVerdict,
  checkBrowser,
  isInternetExplorer11,
  isRestrictedPath,
  restrictedUrl,
} from './browser.ts';
import { UA } from './user-agents.ts';

describe('browserVerdict', () => {
  it.each<[keyof typeof UA, string, string | null]>([
    ['chrome57', 'unsupported', 'Chrome 57.0.2987.133'],
    ['chrome58', 'supported', 'Chrome 58.0.3029.110'],
    ['chrome49Xp', 'unsupported', 'Chrome 49.0.2623.112'],
    ['chrome126', 'supported', 'Chrome 126.0.0.0'],
    ['chromeAndroid', 'supported', 'Chrome 126.0.0.0'],
    ['chromeAndroidOld', 'unsupported', 'Chrome 41.0.2272.96'],
    ['headlessChrome', 'supported', 'Chrome Headless 120.0.6099.28'],
    ['firefox70', 'unsupported', 'Firefox 70.0'],
    ['firefox77', 'unsupported', 'Firefox 77.0'],
    ['firefox78', 'supported', 'Firefox 78.0'],
    ['firefox127', 'supported', 'Firefox 127.0'],
    ['safari12', 'unsupported', 'Safari 12.1.2'],
    ['safari13', 'supported', 'Safari 13.0.3'],
    ['safari17', 'supported', 'Safari 17.5'],
    ['iphoneIos12', 'ios', null],
    ['iphoneIos17', 'ios', null],
    ['ipadChromeIos', 'ios', null],
    ['edge14', 'unsupported', 'Edge 14.14393'],
    ['edge18', 'supported', 'Edge 18.17763'],
    ['edgeChromium', 'supported', 'Edge 126.0.2592.87'],
    ['opera12', 'unsupported', 'Opera 12.18'],
    ['opera29', 'unsupported', 'Opera 29.0.1795.47'],
    ['opera111', 'supported', 'Opera 111.0.0.0'],
    ['ie10', 'unsupported', 'IE 10.0'],
    ['ie11', 'supported', 'IE 11.0'],
    ['samsung', 'unknown', null],
    ['curl', 'unknown', null],
    ['empty', 'unknown', null],
  ])('judges %s as %s (%s)', (name, kind, reported) => {
    const verdict = browserVerdict(UA[name]);
    expect(verdict.kind).toBe(kind);
    if (reported !== null && 'browser' in verdict) {
      expect(`${verdict.browser} ${verdict.version}`).toBe(reported);
    }
  });

  it.each<[keyof typeof UA, boolean]>([
    ['ie11', true],
    ['ie10', false],
    ['edge18', false],
    ['chrome126', false],
    ['iphoneIos17', false],
  ])('says whether %s is Internet Explorer 11: %j', (name, expected) => {
    expect(isInternetExplorer11(browserVerdict(UA[name]))).toBe(expected);
  });
});

describe('the restricted page', () => {
  it.each([
    ['/restricted', true],
    ['/restricted/', true],
    ['/ja/restricted', true],
    ['/ko/restricted/', true],
    ['/login', false],
    ['/ja/login', false],
    ['/restricted-area', false],
    ['/', false],
  ])('says whether %s is the restricted page: %j', (path, expected) => {
    expect(isRestrictedPath(path)).toBe(expected);
  });

  it.each([
    ['/login', '/restricted'],
    ['/ja/login', '/ja/restricted'],
    ['/ko/', '/ko/restricted'],
    ['/fr/login', '/restricted'],
  ])('sends %s to %s', (path, target) => {
    expect(restrictedUrl(path)).toBe(target);
  });
});

describe('checkBrowser', () => {
  function run(userAgent: string, pathname: string, logError = vi.fn(() => Promise.resolve())) {
    const navigate = vi.fn();
    return { done: checkBrowser({ userAgent, pathname, logError, navigate }), logError, navigate };
  }

  it('logs the version error and goes to the restricted page in the same language', async () => {
    const { done, logError, navigate } = run(UA.firefox70, '/ja/login');
    await done;
    expect(logError).toHaveBeenCalledExactlyOnceWith('browser version error: Firefox 70.0');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/ja/restricted');
  });

  it('still leaves when the log call fails', async () => {
    const { done, navigate } = run(
      UA.chrome57,
      '/login',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await done;
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/restricted');
  });

  it.each<[string, string, string]>([
    ['an iPhone', UA.iphoneIos12, '/login'],
    ['a supported browser', UA.chrome126, '/login'],
    ['an unknown browser', UA.samsung, '/ko/login'],
    ['an old browser already on the restricted page', UA.ie10, '/ko/restricted'],
  ])('lets %s stay', async (_, userAgent, pathname) => {
    const { done, logError, navigate } = run(userAgent, pathname);
    await done;
    expect(logError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
