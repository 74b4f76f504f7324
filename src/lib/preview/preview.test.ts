import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, NetworkError } from '../api/errors.ts';
import { sleep } from '../api/env.ts';
import type { PreviewAuthority } from '../files/preview.ts';
import { createPreview } from './preview.ts';
import type { PreviewApi, PreviewEnv } from './preview.ts';
import type { ViewerFile } from './preview-flow.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const file = (seq: string, name: string, extra: Partial<ViewerFile> = {}): ViewerFile => ({
  fileSeq: Number(seq),
  name,
  size: 2048,
  locked: false,
  ...extra,
});
const LIST = [
  file('1', 'a.png'),
  file('2', 'notes.zip'),
  file('3', 'plan.docx'),
  file('4', 'secret.pdf', { locked: true }),
  file('5', 'clip.mp4'),
];
const FULL: PreviewAuthority = {
  usePreview: true,
  useMediaView: true,
  useOfficeView: true,
  maxMediaPreviewSize: 10_000_000,
};

/** A viewer over fake calls: the cache is busy `busy` times; everything is recorded. */
function viewer(
  options: {
    busy?: number;
    authority?: PreviewAuthority;
    api?: Partial<PreviewApi>;
    list?: () => readonly ViewerFile[];
  } = {},
) {
  const log: string[] = [];
  let url = '/?folder=1%7B2';
  let busy = options.busy ?? 0;
  const t0 = Date.now();
  const api: PreviewApi = {
    cacheEmpty: (f) => {
      log.push(`cache ${f.fileSeq} at ${Date.now() - t0}`);
      return Promise.resolve(busy-- <= 0);
    },
    convertDocument: (f) => {
      log.push(`doc ${f.fileSeq} at ${Date.now() - t0}`);
      return Promise.resolve(`/preview/${f.fileSeq}.pdf`);
    },
    convertMedia: (f) => {
      log.push(`media ${f.fileSeq}`);
      return Promise.resolve(`/preview/${f.fileSeq}.mp4`);
    },
    readText: () => Promise.resolve('hello'),
    ...options.api,
  };
  const env: PreviewEnv = {
    api,
    sleep,
    authority: () => options.authority ?? FULL,
    files: options.list ?? (() => LIST),
    currentUrl: () => url,
    showUrl: (next, mode) => {
      log.push(`${mode} ${next}`);
      url = next;
    },
    leaveUrl: (next) => {
      log.push(`leave ${next}`);
      url = next;
    },
    refuse: (reason) => log.push(`refused ${reason}`),
    showModal: (seq) => log.push(`modal ${seq}`),
    hideModal: () => log.push('modal closed'),
  };
  const store = createPreview(env);
  return { store, log, url: () => url };
}

describe('previewing a document', () => {
  it('opens the viewer first, polls the cache every second until empty, then converts', async () => {
    const v = viewer({ busy: 2 });
    v.store.open(file('3', 'plan.docx'));
    expect(v.store.$state.get()).toMatchObject({ tag: 'loading', step: 'cache' });
    expect(v.log.slice(0, 2)).toEqual(['push /?folder=1%7B2&preview=3', 'modal 3']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(v.log.slice(2)).toEqual([
      'cache 3 at 0',
      'cache 3 at 1000',
      'cache 3 at 2000',
      'doc 3 at 2000',
    ]);
    expect(v.store.$state.get()).toMatchObject({
      tag: 'ready',
      display: 'frame',
      url: '/preview/3.pdf',
    });
  });

  it('stops polling when the viewer closes and restores the URL', async () => {
    const v = viewer({ busy: 100 });
    v.store.open(file('3', 'plan.docx'));
    await vi.advanceTimersByTimeAsync(1500);
    v.store.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(v.log.filter((line) => line.startsWith('cache'))).toHaveLength(2);
    expect(v.log).not.toContain('doc 3 at 2000');
    expect(v.url()).toBe('/?folder=1%7B2');
    expect(v.store.$state.get()).toEqual({ tag: 'closed' });
  });

  it('converts media without the cache check', async () => {
    const v = viewer();
    v.store.open(file('5', 'clip.mp4'));
    await vi.advanceTimersByTimeAsync(0);
    expect(v.log).toContain('media 5');
    expect(v.log.some((line) => line.startsWith('cache'))).toBe(false);
    expect(v.store.$state.get()).toMatchObject({ tag: 'ready', display: 'video' });
  });

  it('converts an image at once, without waiting for the document cache (requirements V4)', async () => {
    const v = viewer({ busy: 3 });
    v.store.open(file('6', 'photo.png'));
    await vi.advanceTimersByTimeAsync(0);
    expect(v.log).toContain('doc 6 at 0');
    expect(v.log.some((line) => line.startsWith('cache'))).toBe(false);
    expect(v.store.$state.get()).toMatchObject({ tag: 'ready', display: 'image' });
  });

  it('reads a text file to show it in a <pre>', async () => {
    const v = viewer();
    v.store.open(file('8', 'readme.txt'));
    await vi.advanceTimersByTimeAsync(0);
    expect(v.store.$state.get()).toMatchObject({ tag: 'ready', display: 'text', text: 'hello' });
  });
});

describe('refusals and error screens', () => {
  it.each<[string, ViewerFile, PreviewAuthority, string]>([
    [
      'no preview authority',
      file('1', 'a.png'),
      { ...FULL, usePreview: false },
      'refused no_authority',
    ],
    ['a locked file', file('4', 'secret.pdf', { locked: true }), FULL, 'refused locked'],
    [
      'media without the media viewer',
      file('5', 'clip.mp4'),
      { ...FULL, useMediaView: false },
      'refused no_authority',
    ],
    [
      'office without the office viewer',
      file('3', 'plan.docx'),
      { ...FULL, useOfficeView: false },
      'refused no_authority',
    ],
  ])('refuses %s with a toast and never opens the viewer', (_, f, authority, line) => {
    const v = viewer({ authority });
    expect(v.store.open(f)).toBe(false);
    expect(v.log).toEqual([line]);
    expect(v.store.$state.get()).toEqual({ tag: 'closed' });
  });

  it.each<[string, ViewerFile, string]>([
    ['a type that is not listed', file('2', 'notes.zip'), 'unsupported'],
    ['a file over 30 MB', file('3', 'plan.docx', { size: 31_457_281 }), 'too_large'],
    [
      'media over the allowed media size',
      file('5', 'clip.mp4', { size: 10_000_001 }),
      'media_too_large',
    ],
  ])('opens the viewer on an error screen for %s', async (_, f, screen) => {
    const v = viewer();
    v.store.open(f);
    await vi.advanceTimersByTimeAsync(0);
    expect(v.store.$state.get()).toMatchObject({ tag: 'unavailable', screen });
    expect(v.log).toContain(`modal ${f.fileSeq}`);
  });

  it.each<[string, Error, object]>([
    [
      'the server’s own text',
      new ApiFailure('99', 'Conversion failed', {}),
      { text: 'Conversion failed' },
    ],
    ['a network message', new NetworkError('failed'), { key: 'viewer.network' }],
    ['the fallback', new Error('garbage'), { key: 'viewer.failed' }],
  ])('shows %s when the conversion fails, and tries again', async (_, error, message) => {
    let fail = true;
    const v = viewer({
      api: {
        convertDocument: () => (fail ? Promise.reject(error) : Promise.resolve('/p.pdf')),
      },
    });
    v.store.open(file('3', 'plan.docx'));
    await vi.advanceTimersByTimeAsync(0);
    expect(v.store.$state.get()).toMatchObject({ tag: 'failed', message });
    fail = false;
    v.store.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(v.store.$state.get()).toMatchObject({ tag: 'ready', url: '/p.pdf' });
  });
});

describe('deep links and navigation', () => {
  it.each([
    ['a letter', 'abc'],
    ['a negative number', '-1'],
    ['a script', 'javascript:alert(1)'],
    ['an empty value', ''],
  ])('ignores a preview parameter that is %s', (_, value) => {
    const v = viewer();
    v.store.openFromUrl(value);
    expect(v.store.$state.get()).toEqual({ tag: 'closed' });
    expect(v.log).toEqual([]);
  });

  it('opens a deep-linked file of the list without pushing the URL again', async () => {
    const v = viewer();
    v.store.openFromUrl('1');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.store.$state.get()).toMatchObject({ tag: 'ready', display: 'image' });
    expect(v.log.filter((line) => line.startsWith('push'))).toEqual([]);
  });

  it('shows File not found for a deep link to a file the settled list does not hold', async () => {
    const v = viewer();
    v.store.openFromUrl('999');
    await vi.advanceTimersByTimeAsync(750);
    expect(v.store.$state.get()).toEqual({ tag: 'finding', fileSeq: 999 });
    await vi.advanceTimersByTimeAsync(500);
    expect(v.store.$state.get()).toMatchObject({ tag: 'unavailable', screen: 'not_found' });
  });

  it('waits for the app’s first list before looking a deep link up', async () => {
    let list: readonly ViewerFile[] = [];
    const v = viewer({ list: () => list });
    v.store.openFromUrl('3');
    await vi.advanceTimersByTimeAsync(5000);
    expect(v.store.$state.get()).toEqual({ tag: 'finding', fileSeq: 3 });
    list = LIST;
    await vi.advanceTimersByTimeAsync(250);
    expect(v.store.$state.get()).toMatchObject({ tag: 'ready', file: { fileSeq: 3 } });
  });

  it('looks again when told the list changed', async () => {
    let list: readonly ViewerFile[] = [file('9', 'other.png')];
    const v = viewer({ list: () => list });
    v.store.openFromUrl('3');
    await vi.advanceTimersByTimeAsync(2000);
    expect(v.store.$state.get()).toMatchObject({ tag: 'unavailable', screen: 'not_found' });
    list = LIST;
    v.store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(v.store.$state.get()).toMatchObject({ tag: 'ready', file: { fileSeq: 3 } });
  });

  it('finds a deep-linked file in a list that is replaced while it looks', async () => {
    let list: readonly ViewerFile[] = [file('9', 'other.png')];
    const v = viewer({ list: () => list });
    v.store.openFromUrl('3');
    await vi.advanceTimersByTimeAsync(500);
    list = LIST;
    await vi.advanceTimersByTimeAsync(250);
    expect(v.store.$state.get()).toMatchObject({ tag: 'ready', file: { fileSeq: 3 } });
  });

  it('says File not found when no list arrives in time', async () => {
    const v = viewer({ list: () => [] });
    v.store.openFromUrl('3');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(v.store.$state.get()).toMatchObject({ tag: 'unavailable', screen: 'not_found' });
  });

  it('steps over files that cannot be previewed and replaces the URL', async () => {
    const v = viewer();
    v.store.open(file('1', 'a.png'));
    v.store.step(1);
    expect(v.log).toContain('replace /?folder=1%7B2&preview=3');
    v.store.step(1);
    expect(v.log).toContain('replace /?folder=1%7B2&preview=5');
    v.store.step(1);
    expect(v.store.$state.get()).toMatchObject({ file: { fileSeq: 5 } });
    v.store.step(-1);
    v.store.step(-1);
    v.store.step(-1);
    await vi.advanceTimersByTimeAsync(0);
    expect(v.store.$state.get()).toMatchObject({ tag: 'ready', file: { fileSeq: 1 } });
  });

  it('closes without touching the URL when Back already removed the parameter', () => {
    const v = viewer();
    v.store.open(file('1', 'a.png'));
    v.store.close({ urlAlreadyLeft: true });
    expect(v.log.filter((line) => line.startsWith('leave'))).toEqual([]);
    expect(v.log.at(-1)).toBe('modal closed');
  });
});
