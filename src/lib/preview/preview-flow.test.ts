import { describe, expect, it } from 'vitest';
import type { PreviewDecision } from '../files/preview.ts';
import { CLOSED, displayOf, next } from './preview-flow.ts';
import type { PreviewEvent, PreviewState, ViewerFile } from './preview-flow.ts';

const report: ViewerFile = { fileSeq: 42, name: 'report.docx', size: 1000, locked: false };
const clip: ViewerFile = { fileSeq: 43, name: 'clip.mp4', size: 1000, locked: false };
const photo: ViewerFile = { fileSeq: 44, name: 'photo.png', size: 1000, locked: false };
const ok = (kind: 'office' | 'media' | 'image'): PreviewDecision => ({
  ok: true,
  kind,
  conversion: kind === 'media' ? 'media' : 'document',
});
const refused = (reason: Exclude<PreviewDecision, { ok: true }>['reason']): PreviewDecision => ({
  ok: false,
  reason,
});
const loadingDoc = (step: 'cache' | 'convert'): PreviewState => ({
  tag: 'loading',
  file: report,
  kind: 'office',
  step,
});

describe('the viewer machine', () => {
  it.each<[string, PreviewState, PreviewEvent, PreviewState]>([
    [
      'opens a document on its cache check',
      CLOSED,
      { type: 'found', file: report, decision: ok('office') },
      loadingDoc('cache'),
    ],
    [
      'opens a media file straight on its conversion',
      CLOSED,
      { type: 'found', file: clip, decision: ok('media') },
      { tag: 'loading', file: clip, kind: 'media', step: 'convert' },
    ],
    [
      'opens an image straight on its conversion: the cache is for documents only',
      CLOSED,
      { type: 'found', file: photo, decision: ok('image') },
      { tag: 'loading', file: photo, kind: 'image', step: 'convert' },
    ],
    [
      'converts a document once its cache is empty',
      loadingDoc('cache'),
      { type: 'cache_empty', fileSeq: 42 },
      loadingDoc('convert'),
    ],
    [
      'fills in the converted URL',
      loadingDoc('convert'),
      { type: 'converted', fileSeq: 42, url: '/v/42.pdf' },
      { tag: 'ready', file: report, display: 'frame', url: '/v/42.pdf', text: undefined },
    ],
    [
      'shows a failed conversion',
      loadingDoc('convert'),
      { type: 'failed', fileSeq: 42, message: { text: 'Conversion failed' } },
      { tag: 'failed', file: report, message: { text: 'Conversion failed' } },
    ],
    [
      'drops a late answer for another file',
      loadingDoc('convert'),
      { type: 'converted', fileSeq: 7, url: '/v/7.pdf' },
      loadingDoc('convert'),
    ],
    [
      'drops a late answer after closing',
      CLOSED,
      { type: 'converted', fileSeq: 42, url: '/v/42.pdf' },
      CLOSED,
    ],
    [
      'looks a deep-linked file up',
      CLOSED,
      { type: 'find', fileSeq: 9 },
      { tag: 'finding', fileSeq: 9 },
    ],
    [
      'shows File not found for an unknown deep link',
      { tag: 'finding', fileSeq: 9 },
      { type: 'missing', fileSeq: 9 },
      { tag: 'unavailable', fileSeq: 9, file: null, screen: 'not_found' },
    ],
    ['closes from anywhere', loadingDoc('cache'), { type: 'close' }, CLOSED],
  ])('%s', (_, state, event, expected) => {
    expect(next(state, event)).toEqual(expected);
  });

  it.each([
    [
      'not supported',
      'unsupported',
      { tag: 'unavailable', fileSeq: 42, file: report, screen: 'unsupported' },
    ],
    [
      'too large',
      'too_large',
      { tag: 'unavailable', fileSeq: 42, file: report, screen: 'too_large' },
    ],
    [
      'media too large',
      'media_too_large',
      { tag: 'unavailable', fileSeq: 42, file: report, screen: 'media_too_large' },
    ],
    ['no authority', 'no_authority', CLOSED],
    ['locked', 'locked', CLOSED],
  ] as const)('for a file refused as %s it shows %o', (_, reason, expected) => {
    expect(next(CLOSED, { type: 'found', file: report, decision: refused(reason) })).toEqual(
      expected,
    );
  });

  it.each([
    ['image', 'a.png', 'image'],
    ['text', 'a.txt', 'text'],
    ['pdf', 'a.pdf', 'frame'],
    ['office', 'a.xlsx', 'frame'],
    ['cad', 'a.dwg', 'frame'],
    ['media', 'a.mp3', 'audio'],
    ['media', 'a.wav', 'audio'],
    ['media', 'a.mp4', 'video'],
    ['media', 'a.webm', 'video'],
  ] as const)('shows a %s file %s as %s', (kind, name, display) => {
    expect(displayOf(kind, name)).toBe(display);
  });
});
