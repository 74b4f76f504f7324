import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPreview, type PreviewEnv } from '../../lib/preview/preview.ts';
import type { ViewerFile } from '../../lib/preview/preview-flow.ts';
import { readLocaleFiles } from '../../lib/i18n/catalog.ts';
import { ViewerModal } from './ViewerModal.tsx';

afterEach(cleanup);

const strings = Object.assign(
  {},
  ...readLocaleFiles(process.cwd(), 'en').map((f) => f.entries),
) as Record<string, string>;

const LIST: ViewerFile[] = [
  { fileSeq: 1, name: 'photo.png', size: 10, locked: false },
  { fileSeq: 2, name: 'report.pdf', size: 10, locked: false },
  { fileSeq: 3, name: 'notes.txt', size: 10, locked: false },
  { fileSeq: 4, name: 'song.mp3', size: 10, locked: false },
  { fileSeq: 5, name: 'movie.mp4', size: 10, locked: false },
];

/** A viewer whose calls wait until the test answers them. */
function setup(
  convert: (seq: number) => Promise<string> = (seq) => Promise.resolve(`about:blank#${seq}`),
) {
  const env: PreviewEnv = {
    api: {
      cacheEmpty: () => Promise.resolve(true),
      convertDocument: (f) => convert(f.fileSeq),
      convertMedia: (f) => convert(f.fileSeq),
      readText: () => Promise.resolve('<b>plain text</b>'),
    },
    sleep: () => Promise.resolve(),
    authority: () => ({
      usePreview: true,
      useMediaView: true,
      useOfficeView: true,
      maxMediaPreviewSize: 1_048_576,
    }),
    files: () => LIST,
    currentUrl: () => '/',
    showUrl: () => undefined,
    leaveUrl: () => undefined,
    refuse: () => undefined,
    showModal: () => undefined,
    hideModal: () => undefined,
  };
  const store = createPreview(env);
  render(
    <ViewerModal
      strings={strings}
      locale="en"
      store={store}
      files={() => LIST}
      maxMediaSize={1_048_576}
    />,
  );
  return store;
}

async function openFile(store: ReturnType<typeof setup>, index: number) {
  await act(async () => {
    store.open(LIST[index] as ViewerFile);
    await Promise.resolve();
  });
}

describe('the viewer dialog', () => {
  it('renders nothing while closed', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens first with a loader, named by the file', async () => {
    const store = setup(() => new Promise(() => undefined));
    await openFile(store, 1);
    expect(screen.getByRole('dialog', { name: 'report.pdf' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Preparing the preview…');
  });

  it.each([
    [0, 'img', 'photo.png'],
    [1, 'iframe', 'Preview of report.pdf'],
    [3, 'audio', 'Audio player for song.mp3'],
    [4, 'video', 'Video player for movie.mp4'],
  ])('shows file %i in an <%s> named “%s”', async (index, tag, name) => {
    const store = setup();
    await openFile(store, index);
    const element = document.querySelector(tag);
    expect(element?.getAttribute('src')).toBe(`about:blank#${LIST[index]?.fileSeq ?? ''}`);
    expect(
      element?.getAttribute(tag === 'img' ? 'alt' : tag === 'iframe' ? 'title' : 'aria-label'),
    ).toBe(name);
    if (tag === 'audio' || tag === 'video') expect(element?.hasAttribute('controls')).toBe(true);
  });

  it('keeps the loader over an image until it is decoded, then shows the image alone', async () => {
    const store = setup();
    await openFile(store, 0);
    const image = document.querySelector('img');
    if (image === null) throw new Error('no <img>');
    expect(image.alt).toBe('photo.png');
    expect(image.hidden).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Preparing the preview…');
    fireEvent.load(image);
    expect(screen.getByRole('img', { name: 'photo.png' })).toBe(image);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when an image cannot be shown, instead of an empty dialog', async () => {
    const store = setup();
    await openFile(store, 0);
    const image = document.querySelector('img');
    if (image === null) throw new Error('no <img>');
    fireEvent.error(image);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'The image could not be shown. Close the preview and try again.',
    );
  });

  it('shows text as text in a focusable <pre>, never as HTML', async () => {
    const store = setup();
    await openFile(store, 2);
    const pre = document.querySelector('pre');
    expect(pre?.textContent).toBe('<b>plain text</b>');
    expect(pre?.querySelector('b')).toBeNull();
    expect(pre?.tabIndex).toBe(0);
  });

  it.each([
    [
      'unsupported',
      { fileSeq: 9, name: 'a.zip', size: 1, locked: false },
      'This file type cannot be previewed.',
    ],
    [
      'too large',
      { fileSeq: 9, name: 'a.pdf', size: 40_000_000, locked: false },
      'Files larger than 30 MB cannot be previewed.',
    ],
    [
      'media too large',
      { fileSeq: 9, name: 'a.mp4', size: 2_000_000, locked: false },
      'This media file is larger than the preview size you are allowed (1.0 MB).',
    ],
  ])('shows the %s screen', async (_, file, text) => {
    const store = setup();
    await act(async () => {
      store.open(file);
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('shows a failed conversion with a working Try again', async () => {
    let fail = true;
    const store = setup((seq) =>
      fail ? Promise.reject(new Error('x')) : Promise.resolve(`/p/${seq}`),
    );
    await openFile(store, 1);
    expect(screen.getByRole('alert').textContent).toBe(
      'The preview could not be prepared. Please try again.',
    );
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(document.querySelector('iframe')).not.toBeNull();
  });

  it('moves with the arrow keys and the buttons, and closes with Escape', async () => {
    const store = setup();
    await openFile(store, 1);
    expect(screen.getByText('File 2 of 5')).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      await Promise.resolve();
    });
    expect(screen.getByRole('dialog', { name: 'notes.txt' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Previous file/ }));
      fireEvent.click(screen.getByRole('button', { name: /Previous file/ }));
      await Promise.resolve();
    });
    expect(screen.getByRole('dialog', { name: 'photo.png' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Previous file/ }).hasAttribute('disabled')).toBe(
      true,
    );
    act(() => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    });
    expect(store.$state.get().tag).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
